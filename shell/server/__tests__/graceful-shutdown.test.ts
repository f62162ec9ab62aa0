// SIGTERM on the one-process site server (`node shell/dist-server/main.js`): a
// request in flight still gets its answer, new connections are refused at once,
// and the process exits 0 after closing the API's database.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCompiledServers, REPO_ROOT } from '../../../api/src/__tests__/helpers/compiled-build';
import { requestLogged, startServerProcess } from '../../../api/src/__tests__/helpers/server-process';
import { connectionsRefused, startSlowRequest } from '../../../api/src/__tests__/helpers/slow-request';
import { fakeShellBuild } from './helpers/fake-builds';

jest.setTimeout(90_000);

let dir: string;
beforeAll(() => {
  ensureCompiledServers();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-shutdown-'));
  fakeShellBuild(path.join(dir, 'site', 'shell', 'dist'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a slow request in flight completes after SIGTERM, new connections are refused, exit code 0', async () => {
  const admin = { email: 'staff@site.test', password: 'site-shutdown-password' };
  const server = await startServerProcess(path.join(REPO_ROOT, 'shell', 'dist-server', 'main.js'), {
    SITE_DIST_ROOT: path.join(dir, 'site'),
    DATA_DIR: path.join(dir, 'data'),
    SEED: 'off',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    const slow = await startSlowRequest(server.port, '/api/login', JSON.stringify(admin));
    // SIGTERM once the server has the request, not after a fixed 200 ms: on a busy machine it could still be
    // waiting to be accepted, and was refused with the new connections.
    await requestLogged(server, '/api/login');
    server.child.kill('SIGTERM');
    expect(await connectionsRefused(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    const reply = await slow.finish();
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toMatch(/"token":"[\w.-]+"/);
    expect(await server.exited).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
  }
});
