// DATA_DIR belongs to one server process (issue 17, findings 4 and 9): a second process on
// the same folder stops at start with a message naming the first, before it deletes
// anything; the orphan sweep waits for `listen`; the folder is 0700, the database 0600.

import fs from 'node:fs';
import net from 'node:net';
import { ensureCompiledServers } from './helpers/compiled-build';
import { API_SERVER_SCRIPT, apiServerEnv, startServerProcess } from './helpers/server-process';
import { isStored } from './helpers/stored-media';
import { createTestEnvironment, startApp, type TestEnvironment } from './helpers/test-app';
import { openMediaBackend } from '../media/open-media-store';
import { sqliteFile } from '../db/connect';

let env: TestEnvironment;
beforeEach(async () => {
  env = await createTestEnvironment();
});
afterEach(() => env.dispose());

/** An image file no record refers to: what a live server's upload looks like before its commit. */
const ORPHAN = 'cccccccccccccccccccccccc.webp';
const plantOrphan = async (name = ORPHAN) => {
  const backend = await openMediaBackend(env.dataDir, env.media);
  await backend.prepare();
  await backend.putAll('blogimg', [[name, Buffer.from('in flight')]]);
};

/** A file the first server's own start-up sweep removes: once it is gone, that sweep is over. */
const SWEEP_MARK = 'dddddddddddddddddddddddd.webp';
const startUpSweepDone = async () => {
  for (let waited = 0; await isStored(env, 'blogimg', SWEEP_MARK); waited += 50) {
    if (waited > 30_000) throw new Error('the first server never swept its media folders');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const serverEnv = () => apiServerEnv(env);

test('a second server process on the same DATA_DIR stops at start, names the first, and deletes nothing', async () => {
  ensureCompiledServers();
  const script = API_SERVER_SCRIPT;
  await plantOrphan(SWEEP_MARK);
  const first = await startServerProcess(script, serverEnv());
  try {
    // Planted after the first server's own sweep (which rightly removes orphans), so only the second could remove it.
    await startUpSweepDone();
    await plantOrphan();
    // Started by mistake on the same folder and the same port.
    const second = startServerProcess(script, { ...serverEnv(), PORT: String(first.port) });
    await expect(second).rejects.toThrow(new RegExp(`DATA_DIR .* is in use by process ${first.child.pid} `));
    expect(await isStored(env, 'blogimg', ORPHAN)).toBe(true);
    // The first still serves.
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
  } finally {
    first.child.kill('SIGKILL');
    await first.exited;
  }
  // Killed without a word: the lock went with the process, and the next start takes it.
  const next = await startServerProcess(script, serverEnv());
  try {
    expect((await fetch(`${next.baseUrl}/healthz`)).status).toBe(200);
  } finally {
    next.child.kill('SIGTERM');
    await next.exited;
  }
});

test('the start-up sweep runs only once the server listens: a start that cannot listen deletes nothing', async () => {
  await plantOrphan();
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as net.AddressInfo;
  const app = await startApp(env, { seed: false });
  try {
    await expect(app.listen({ port, host: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
    expect(await isStored(env, 'blogimg', ORPHAN)).toBe(true);
  } finally {
    await app.close();
    taken.close();
  }
  const serving = await startApp(env, { seed: false });
  try {
    await serving.listen({ port: 0, host: '127.0.0.1' });
    const deadline = Date.now() + 30_000;
    while ((await isStored(env, 'blogimg', ORPHAN)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await isStored(env, 'blogimg', ORPHAN)).toBe(false);
  } finally {
    await serving.close();
  }
});

test('DATA_DIR is 0700 and the SQLite files 0600, under umask 022 and for an older installation', async () => {
  const umask = process.umask(0o022);
  try {
    fs.chmodSync(env.dataDir, 0o755);
    const app = await startApp(env, { seed: false });
    try {
      expect(fs.statSync(env.dataDir).mode & 0o777).toBe(0o700);
      if (env.databaseUrl) return;
      const file = sqliteFile(env.dataDir);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, fs.statSync(name).mode & 0o777]).toEqual([name, 0o600]);
    } finally {
      await app.close();
    }
    // An installation from before: files 0644 are made private at the next start.
    if (!env.databaseUrl) {
      fs.chmodSync(sqliteFile(env.dataDir), 0o644);
      const again = await startApp(env, { seed: false });
      await again.close();
      expect(fs.statSync(sqliteFile(env.dataDir)).mode & 0o777).toBe(0o600);
    }
  } finally {
    process.umask(umask);
  }
});
