// SQLite's write-ahead log is copied into the database file by a worker thread, never inside a
// commit on the event loop; a worker that stops hands the job back to the connection.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiOptions } from '../config';
import { openDatabase, sqliteFile } from '../db/connect';
import type { Database } from '../db/schema';
import { startWalCheckpointer } from '../db/wal-checkpointer';
import dbPlugin from '../plugins/db';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-app';

let env: TestEnvironment;
let app: FastifyInstance;
beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  app = Fastify();
  await app.register(dbPlugin, { dataDir: env.dataDir, databaseUrl: env.databaseUrl } as ApiOptions);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await env.dispose();
});

const autocheckpointPages = async (db: Kysely<Database>) =>
  (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint;

test('the server never checkpoints on a commit: its worker copies the log, pages past the 1,000 a commit would', async () => {
  if (app.dbEngine !== 'sqlite') {
    expect(app.walCheckpointer).toBeUndefined();
    return;
  }
  expect(await autocheckpointPages(app.db)).toBe(0);
  // About 2,000 pages of log (4 KB a row), in a table of this test's own.
  await sql`create table wal_probe (body text not null)`.execute(app.db);
  for (let batch = 0; batch < 20; batch += 1) {
    await app.db.transaction().execute(async (trx) => {
      for (let row = 0; row < 100; row += 1) await sql`insert into wal_probe (body) values (${'x'.repeat(4000)})`.execute(trx);
    });
  }
  const done = await app.walCheckpointer!.next();
  expect(done.log).toBeGreaterThan(1000);
  expect(done.checkpointed).toBe(done.log);
});

test('a stopped worker hands checkpoints back to the connection', async () => {
  if (app.dbEngine !== 'sqlite') return;
  const own = await createTestEnvironment({ migrated: true });
  const { db } = openDatabase({ dataDir: own.dataDir });
  try {
    const checkpointer = await startWalCheckpointer(db, sqliteFile(own.dataDir), 50);
    expect(await autocheckpointPages(db)).toBe(0);
    expect((await checkpointer.next()).busy).toBe(0);
    await checkpointer.stop();
    expect(await autocheckpointPages(db)).toBe(1000);
  } finally {
    await db.destroy();
    await own.dispose();
  }
});

test('closing the app finishes in a process that has nothing else to wait for', () => {
  if (app.dbEngine !== 'sqlite') return;
  ensureCompiledServers();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-close-'));
  // The compiled API in a bare process (as a benchmark or a CLI uses it): no server, no timers of its own.
  const script = `
    const { buildApp } = require(${JSON.stringify(path.join(REPO_ROOT, 'api', 'dist', 'app.js'))});
    (async () => {
      const app = await buildApp({
        dataDir: ${JSON.stringify(dataDir)}, seed: false, seedImages: false, announce: () => undefined,
        adminEmail: 'close@example.test', adminPassword: 'close-test-password-1',
        jwtSecret: 'a-secret-of-the-close-test-0123456789',
        passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      });
      await app.ready();
      await app.close();
      console.log('closed');
    })();`;
  try {
    const result = spawnSync(process.execPath, ['-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('closed');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
