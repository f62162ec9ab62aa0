// `npm run backup` / `npm run restore` for the embedded default: a backup taken
// while the server runs restores the database and the images exactly as they
// were; archives that are not ours are refused without touching the data; and
// with DATABASE_URL set the tool points to pg_dump instead.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { createBackup } from '../backup/create-backup';
import { InvalidBackupError, restoreBackup } from '../backup/restore-backup';
import { holdDatabaseForRestore } from '../data-dir/database-lock';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { API_SERVER_SCRIPT, apiServerEnv, startServerProcess } from './helpers/server-process';
import { imagePart, pngImage } from './helpers/images';
import { createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

// The embedded default is SQLite and images in DATA_DIR: these tests use it even when the suite runs on
// PostgreSQL or a bucket (a bucket is backed up by its own versioning or replication, see docs/deploy.md).
const sqlite = { databaseUrl: undefined, seed: false, media: { orphanGraceMs: 0 } };

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env.dispose());

const imageFile = (name: string) => path.join(env.dataDir, 'media', 'blogimg', name);

test('a backup taken while the server runs restores the database and images as they were', async () => {
  const app = await startApp(env, sqlite);
  const { token } = await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const kept = (
    await write(app, 'POST', '/blog', token, { fields: CREATE_FIELDS.blog, files: [imagePart(await pngImage(900, 500))] })
  ).json();
  const plan = (await write(app, 'POST', '/plan', token, { fields: CREATE_FIELDS.plan, json: true })).json();
  const original = fs.readFileSync(imageFile(kept.image));

  const file = path.join(env.dataDir, '..', `${path.basename(env.dataDir)}-backup.tar.gz`);
  const { manifest } = await createBackup(env.dataDir, file);
  expect(manifest.missingImages).toEqual([]);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);

  // After the backup: the blog is deleted for good (its file too) and something new is added.
  expect((await app.inject({ method: 'DELETE', url: `/blog/${kept._id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
    200,
  );
  // Out of the trash too, so its file goes now.
  expect(
    (await app.inject({ method: 'DELETE', url: `/trash/${kept._id}`, headers: { authorization: `Bearer ${token}` } })).statusCode,
  ).toBe(200);
  const later = (
    await write(app, 'POST', '/blog', token, {
      fields: { ...CREATE_FIELDS.blog, heading: 'After the backup' },
      files: [imagePart(await pngImage(50, 50))],
    })
  ).json();
  expect(fs.existsSync(imageFile(kept.image))).toBe(false);
  await app.close();

  const { previous } = await restoreBackup(file, env.dataDir);
  fs.rmSync(file);
  const restored = await startApp(env, sqlite);
  try {
    expect((await restored.inject(`/blog/${kept._id}`)).json().heading).toBe(kept.heading);
    expect((await restored.inject(`/plan/${plan._id}`)).statusCode).toBe(200);
    expect((await restored.inject(`/blog/${later._id}`)).statusCode).toBe(404);
    const served = await restored.inject(`/blogimg/${kept.image}`);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, original)).toBe(0);
    expect(fs.existsSync(imageFile(later.image))).toBe(false);
    // Tokens signed before the backup still work: the secret came back with the data.
    expect((await restored.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect(fs.existsSync(path.join(previous, 'agency.sqlite'))).toBe(true);
  } finally {
    await restored.close();
  }
});

test('an archive with entries that are not ours is refused and the data stays as it was', async () => {
  const dir = fs.mkdtempSync(path.join(env.dataDir, '..', 'evil-'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'northstar-agency-backup', version: 1 }));
  fs.writeFileSync(path.join(dir, 'agency.sqlite'), 'not a database');
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media', 'notes.sh'), 'rm -rf /');
  const evil = `${dir}.tar.gz`;
  await tar.c({ gzip: true, file: evil, cwd: dir }, ['manifest.json', 'agency.sqlite', 'media']);
  const before = fs.readdirSync(env.dataDir).sort();
  await expect(restoreBackup(evil, env.dataDir)).rejects.toBeInstanceOf(InvalidBackupError);
  fs.writeFileSync(evil, 'plain garbage');
  await expect(restoreBackup(evil, env.dataDir)).rejects.toBeInstanceOf(InvalidBackupError);
  expect(fs.readdirSync(env.dataDir).sort()).toEqual(before);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(evil);
});

describe('the command line (npm run backup / restore)', () => {
  beforeAll(() => ensureCompiledServers());
  const cli = path.join(REPO_ROOT, 'api', 'dist', 'backup', 'backup-cli.js');

  test('round-trips DATA_DIR', async () => {
    const own = await createTestEnvironment();
    try {
      const app = await startApp(own, sqlite);
      await app.close();
      const file = path.join(own.dataDir, '..', `${path.basename(own.dataDir)}.tar.gz`);
      const environment = { PATH: process.env.PATH ?? '', DATA_DIR: own.dataDir };
      expect(execFileSync(process.execPath, [cli, 'backup', file], { env: environment }).toString()).toMatch(/^Backup written: /);
      fs.rmSync(path.join(own.dataDir, 'agency.sqlite'));
      expect(execFileSync(process.execPath, [cli, 'restore', file], { env: environment }).toString()).toMatch(/^Restored the backup/);
      const back = await startApp(own, sqlite);
      expect((await login(back, TEST_ADMIN.email, TEST_ADMIN.password)).token).toBeTruthy();
      await back.close();
      fs.rmSync(file);
    } finally {
      await own.dispose();
    }
  });

  /** DATA_DIR's files and folders, with each file's bytes: what "changed nothing" compares. */
  const snapshot = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('agency.sqlite-'))
      .map((entry) => [
        path.relative(dir, path.join(entry.parentPath, entry.name)),
        fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('hex'),
      ])
      .sort();

  test('restore refuses beside a live server, names it, exits non-zero and changes nothing', async () => {
    const own = await createTestEnvironment();
    try {
      const app = await startApp(own, sqlite);
      await app.close();
      const file = path.join(own.dataDir, '..', `${path.basename(own.dataDir)}-live.tar.gz`);
      await createBackup(own.dataDir, file);
      const server = await startServerProcess(API_SERVER_SCRIPT, {
        ...apiServerEnv({ ...own, databaseUrl: undefined }),
        MEDIA_ORPHAN_GRACE_SECONDS: '0',
      });
      const pid = server.child.pid!;
      try {
        // The server is frozen while the restore runs, so what changes is the restore's doing and not the server's own
        // writes (its jobs' leases reach the database file at a checkpoint, later still on a busy machine). A
        // stopped process keeps its lock on DATA_DIR.
        process.kill(pid, 'SIGSTOP');
        let result: ReturnType<typeof spawnSync>;
        let before: ReturnType<typeof snapshot>;
        let after: ReturnType<typeof snapshot>;
        try {
          before = snapshot(own.dataDir);
          result = spawnSync(process.execPath, [cli, 'restore', file], { env: { PATH: process.env.PATH ?? '', DATA_DIR: own.dataDir } });
          after = snapshot(own.dataDir);
        } finally {
          process.kill(pid, 'SIGCONT');
        }
        expect(result.status).not.toBe(0);
        expect(result.stderr.toString()).toMatch(new RegExp(`in use by process ${pid} on .+, started \\d{4}-`));
        expect(result.stdout.toString()).toBe('');
        expect(after).toEqual(before);
        expect(fs.readdirSync(own.dataDir).filter((name) => /^\.(before-restore|restore)-/.test(name))).toEqual([]);
        expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      fs.rmSync(file);
    } finally {
      await own.dispose();
    }
  });

  test('a server started while a restore swaps the data stops, naming the restore', async () => {
    const own = await createTestEnvironment();
    try {
      const app = await startApp(own, sqlite);
      await app.close();
      const file = path.join(own.dataDir, '..', `${path.basename(own.dataDir)}-during.tar.gz`);
      await createBackup(own.dataDir, file);
      // The restore takes the lock as it starts; the synchronous server start below keeps it from finishing meanwhile.
      const restoring = restoreBackup(file, own.dataDir);
      const server = spawnSync(process.execPath, [API_SERVER_SCRIPT], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...apiServerEnv({ ...own, databaseUrl: undefined }) },
        timeout: 30_000,
      });
      const output = `${server.stdout.toString()}${server.stderr.toString()}`;
      expect(output).toMatch(new RegExp(`in use by a restore, process ${process.pid} on `));
      expect(server.status).not.toBe(0);
      expect(server.signal).toBeNull();
      await restoring;
      fs.rmSync(file);
    } finally {
      await own.dispose();
    }
  });

  // PostgreSQL runs only in the suite's PostgreSQL run (TEST_DATABASE_URL).
  const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

  onPostgres(
    'on PostgreSQL, restore refuses while a server holds the database, naming it; once stopped it points to pg_restore',
    async () => {
      const own = await createTestEnvironment();
      try {
        const environment = { PATH: process.env.PATH ?? '', DATA_DIR: own.dataDir, DATABASE_URL: own.databaseUrl! };
        const server = await startServerProcess(API_SERVER_SCRIPT, apiServerEnv(own));
        try {
          const refused = spawnSync(process.execPath, [cli, 'restore', 'agency.dump'], { env: environment });
          expect(refused.status).toBe(1);
          expect(refused.stderr.toString()).toMatch(new RegExp(`in use by process ${server.child.pid} on .+, started \\d{4}-`));
        } finally {
          server.child.kill('SIGTERM');
          await server.exited;
        }
        const stopped = spawnSync(process.execPath, [cli, 'restore', 'agency.dump'], { env: environment });
        expect(stopped.status).toBe(2);
        expect(stopped.stderr.toString()).toContain('pg_restore');
      } finally {
        await own.dispose();
      }
    },
  );

  onPostgres('on PostgreSQL, a server started while a restore holds the database stops, naming the restore', async () => {
    const own = await createTestEnvironment();
    try {
      const release = await holdDatabaseForRestore(own.databaseUrl!);
      try {
        const started = startServerProcess(API_SERVER_SCRIPT, apiServerEnv(own));
        // Should it start after all, it must not outlive the test.
        void started.then(
          (server) => server.child.kill('SIGKILL'),
          () => undefined,
        );
        await expect(started).rejects.toThrow(/The database is in use by a restore, /);
      } finally {
        await release();
      }
      const server = await startServerProcess(API_SERVER_SCRIPT, apiServerEnv(own));
      server.child.kill('SIGTERM');
      await server.exited;
    } finally {
      await own.dispose();
    }
  });

  test('with DATABASE_URL it refuses and names pg_dump', () => {
    const result = spawnSync(process.execPath, [cli, 'backup'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://x@127.0.0.1/none' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr.toString()).toContain('pg_dump');
  });

  test('with MEDIA_S3_BUCKET it refuses and names the bucket’s own backups', () => {
    const result = spawnSync(process.execPath, [cli, 'backup'], { env: { PATH: process.env.PATH ?? '', MEDIA_S3_BUCKET: 'agency-media' } });
    expect(result.status).toBe(2);
    expect(result.stderr.toString()).toContain('MEDIA_S3_BUCKET is set');
  });
});
