// SIGTERM on the standalone API server (`node api/dist/main.js`): a request in
// flight still gets its answer, new connections are refused at once, the
// database is closed and the process exits 0.

import path from 'node:path';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { requestLogged, startServerProcess } from './helpers/server-process';
import { connectionsRefused, startSlowRequest } from './helpers/slow-request';
import { createTestEnvironment, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

let env: TestEnvironment;
beforeAll(async () => {
  ensureCompiledServers();
  env = await createTestEnvironment();
});
afterAll(() => env.dispose());

test('a slow request in flight completes after SIGTERM, new connections are refused, exit code 0', async () => {
  const server = await startServerProcess(path.join(REPO_ROOT, 'api', 'dist', 'main.js'), {
    DATA_DIR: env.dataDir,
    ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
    SEED: 'off',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  try {
    const slow = await startSlowRequest(server.port, '/login', JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }));
    // SIGTERM once the server has the request, not after a fixed 200 ms: on a busy machine it could still be
    // waiting to be accepted, and was refused with the new connections.
    await requestLogged(server, '/login');
    server.child.kill('SIGTERM');
    expect(await connectionsRefused(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    const reply = await slow.finish();
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toMatch(/"token":"[\w.-]+"/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  } finally {
    server.child.kill('SIGKILL');
  }
});
