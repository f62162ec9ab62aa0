// Builds the API for a test file: a fresh temporary DATA_DIR and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database (dropped afterwards); with
// TEST_MEDIA=s3 the images go to an S3 emulator of its own instead of the disk.
// Costs meant for production (argon2, captcha work, seed images) are lowered.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../app';
import { createPasswordHasher } from '../../auth/passwords';
import { openDatabase, type OpenDatabase } from '../../db/connect';
import type { MediaOptions } from '../../media/s3-settings';
import { ensureStaffAccount } from '../../users/staff-account';
import { copyMigratedSqlite, createMigratedPostgres, createPostgresDatabase, type TemplateRows } from './migrated-template';
import { startS3Emulator } from './s3-emulator';

export const TEST_ADMIN = { email: 'staff@northstar.test', password: 'correct horse battery staple' };

/** argon2id at a test's cost (production's: PRODUCTION_PASSWORD_HASHING in config.ts). */
const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The staff account a test app's first start would make from TEST_ADMIN, made by the same code once per template. */
const TEST_STAFF_ROWS: TemplateRows = {
  name: 'staff',
  write: (db) =>
    ensureStaffAccount(db, createPasswordHasher(TEST_PASSWORD_HASHING), {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      announce: () => undefined,
    }),
};

export interface TestEnvironment {
  dataDir: string;
  databaseUrl?: string;
  /** Disk (DATA_DIR/media) or the emulator's bucket, as TEST_MEDIA says. */
  media: MediaOptions;
  /** The same media settings as environment variables, for server processes. */
  mediaEnv: Record<string, string>;
  dispose(): Promise<void>;
}

/** TEST_MEDIA=s3 runs the suite against a bucket; anything else keeps the disk store. */
export const testMediaIsS3 = (): boolean => process.env.TEST_MEDIA === 's3';

/** Disk, or a fresh emulator (closed by the returned function) when TEST_MEDIA=s3. */
const testMedia = async (): Promise<{ media: MediaOptions; mediaEnv: Record<string, string>; close(): Promise<void> }> => {
  if (!testMediaIsS3()) return { media: { orphanGraceMs: 0 }, mediaEnv: {}, close: async () => undefined };
  const emulator = await startS3Emulator();
  // One instance per test: files nobody refers to may go at once, as on disk.
  return {
    media: { s3: emulator.settings, orphanGraceMs: 0 },
    mediaEnv: { ...emulator.env, MEDIA_ORPHAN_GRACE_SECONDS: '0' },
    close: emulator.close,
  };
};

/**
 * A temp data directory and, on PostgreSQL, a database of its own. `migrated`: the database
 * starts migrated, copied from a template (migrated-template.ts) instead of empty; `withStaff`:
 * that template also holds the TEST_ADMIN staff account (for apps started with TEST_ADMIN).
 */
export const createTestEnvironment = async ({
  migrated = false,
  withStaff = false,
}: { migrated?: boolean; withStaff?: boolean } = {}): Promise<TestEnvironment> => {
  const rows = withStaff ? TEST_STAFF_ROWS : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-api-'));
  const { media, mediaEnv, close: closeMedia } = await testMedia();
  const removeFiles = async () => {
    await closeMedia();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    if (migrated) await copyMigratedSqlite(dataDir, rows);
    return { dataDir, media, mediaEnv, dispose: removeFiles };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const database = migrated ? await createMigratedPostgres(baseUrl, name, rows) : await createPostgresDatabase(baseUrl, name);
  return {
    dataDir,
    databaseUrl: database.url,
    media,
    mediaEnv,
    dispose: async () => {
      await database.drop();
      await removeFiles();
    },
  };
};

/**
 * Data directories for more instances on one environment's database, and their removal (a whole environment each
 * would also create a database and, with TEST_MEDIA=s3, an emulator that nobody stopped).
 */
export const moreDataDirs = async (count: number): Promise<{ dirs: string[]; remove(): Promise<void> }> => {
  const dirs = await Promise.all(Array.from({ length: count }, () => fs.mkdtemp(path.join(os.tmpdir(), 'agency-api-'))));
  return { dirs, remove: async () => void (await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })))) };
};

/** Options that keep tests fast; any of them can be overridden. */
export const testOptions = (env: TestEnvironment, overrides: Partial<BuildAppOptions> = {}): BuildAppOptions => ({
  dataDir: env.dataDir,
  databaseUrl: env.databaseUrl,
  media: env.media,
  adminEmail: TEST_ADMIN.email,
  adminPassword: TEST_ADMIN.password,
  jwtSecret: 'test-secret-of-this-file-only-0123456789',
  seedImages: false,
  passwordHashing: TEST_PASSWORD_HASHING,
  captchaDifficulty: { cost: 1, counterMin: 1, counterMax: 30, expiresInSeconds: 600 },
  announce: () => undefined,
  ...overrides,
  // Per limit: a file that tightens one keeps the others generous.
  rateLimits: {
    loginFailures: { max: 10, windowMs: 15 * 60 * 1000 },
    loginRequests: { max: 10_000, windowMs: 15 * 60 * 1000 },
    captchaChallenges: { max: 10_000, windowMs: 15 * 60 * 1000 },
    signUp: { max: 1000, windowMs: 60 * 60 * 1000 },
    contact: { max: 1000, windowMs: 15 * 60 * 1000 },
    ...overrides.rateLimits,
  },
});

export const startApp = async (env: TestEnvironment, overrides: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> => {
  const app = await buildApp(testOptions(env, overrides));
  try {
    await app.ready();
  } catch (error) {
    // A start that fails (a test of a refused setting) closes what its plugins opened: the database
    // and its checkpointing thread, which would otherwise write on in a folder the test removes.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};

export interface TestApp {
  app: FastifyInstance;
  env: TestEnvironment;
  /** A token of the seeded staff account (logged in once, then reused). */
  staffToken(): Promise<string>;
  /** A token of a member who signed up through POST /register. */
  memberToken(): Promise<string>;
  close(): Promise<void>;
}

export const createTestApp = async (overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> => {
  // An app with an admin of its own makes that account itself, as a first start does.
  const env = await createTestEnvironment({
    migrated: true,
    withStaff: overrides.adminEmail === undefined && overrides.adminPassword === undefined,
  });
  const app = await startApp(env, overrides).catch(async (error: unknown) => {
    await env.dispose();
    throw error;
  });
  let staff: string | undefined;
  let member: string | undefined;
  return {
    app,
    env,
    staffToken: async () => {
      staff ??= (await login(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      return staff!;
    },
    memberToken: async () => {
      member ??= (await signUpMember(app)).token;
      return member!;
    },
    close: async () => {
      await app.close();
      await env.dispose();
    },
  };
};

export const login = async (app: FastifyInstance, email: string, password: string): Promise<{ token: string }> => {
  const response = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
};

let members = 0;

export const signUpMember = async (
  app: FastifyInstance,
  email = `member${(members += 1)}-${randomBytes(3).toString('hex')}@example.com`,
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/register',
    payload: { username: 'Member', email, phone: '0123456789', password: 'member-password' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, token: (response.json() as { token: string }).token };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A migrated database opened directly, without an app (tests of the schema itself), and its clean-up. */
export const migratedDatabase = async (): Promise<{ env: TestEnvironment; open: OpenDatabase; close(): Promise<void> }> => {
  const env = await createTestEnvironment({ migrated: true });
  const open = openDatabase(env);
  return {
    env,
    open,
    close: async () => {
      await open.db.destroy();
      await env.dispose();
    },
  };
};
