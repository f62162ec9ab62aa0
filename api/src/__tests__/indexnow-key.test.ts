// The IndexNow key: with INDEXNOW=on and no INDEXNOW_KEY, one key is generated on the first start
// and kept in the database, so every instance (each with a DATA_DIR of its own) and every restart
// serves and submits the same one; an explicit INDEXNOW_KEY wins over it and leaves it stored.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadApiOptions } from '../config';
import { DEFAULT_INDEXNOW_OPTIONS } from '../indexnow/indexnow-options';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { startFakeIndexNow, type FakeIndexNow } from './helpers/fake-indexnow';
import { imagePart, pngImage } from './helpers/images';
import { eventually } from './helpers/smtp-sink';
import { createTestEnvironment, login, TEST_ADMIN, testOptions, type TestEnvironment } from './helpers/test-app';

const SITE_URL = 'https://www.northstar.test';
const GENERATED = /^[0-9a-f]{32}$/;

let env: TestEnvironment;
let fake: FakeIndexNow;
beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  fake = await startFakeIndexNow();
});
afterAll(async () => {
  await fake.stop();
  await env.dispose();
});

interface Instance {
  app: FastifyInstance;
  key: string | undefined;
  close(): Promise<void>;
}

/** An instance on the shared database with a DATA_DIR of its own (nothing on disk is shared). */
const startInstance = async (overrides: Partial<BuildAppOptions> = {}): Promise<Instance> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-indexnow-key-'));
  // SQLite keeps its database in DATA_DIR: there, the instances are one site restarted.
  const own = env.databaseUrl ? { dataDir } : {};
  let key: string | undefined;
  const app = await buildApp(
    testOptions(env, {
      ...own,
      seed: false,
      siteUrl: SITE_URL,
      indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, generateKey: true, endpoint: fake.url, pollIntervalMs: 50 },
      onMounted: (api) => (key = api.indexNowKey),
      ...overrides,
    }),
  );
  await app.ready();
  return {
    app,
    key,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Starts two instances at once on PostgreSQL (they must not race to two keys), one after the other on SQLite. */
const startTwo = async (): Promise<string[]> => {
  if (env.databaseUrl) {
    const both = await Promise.all([startInstance(), startInstance()]);
    await Promise.all(both.map((instance) => instance.close()));
    return both.map((instance) => instance.key!);
  }
  const keys: string[] = [];
  for (let start = 0; start < 2; start += 1) {
    const instance = await startInstance();
    keys.push(instance.key!);
    await instance.close();
  }
  return keys;
};

test('a generated key is made once: two instances (and a restart) agree, and a submission names it', async () => {
  const [first, second] = await startTwo();
  expect(first).toMatch(GENERATED);
  expect(second).toBe(first);

  const instance = await startInstance();
  try {
    expect(instance.key).toBe(first);
    const { token } = await login(instance.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await write(instance.app, 'POST', '/blog', token, {
      fields: { ...CREATE_FIELDS.blog, heading: 'Generated Key Post', state: 'published' },
      files: [imagePart(await pngImage(20, 20))],
    });
    expect(created.statusCode).toBe(201);
    const url = `${SITE_URL}/blog/${(created.json() as { slug: string }).slug}`;
    const submission = await eventually(() => fake.received.find((each) => each.urlList.includes(url)), 30_000, 'the submission');
    expect(submission).toMatchObject({ key: first, keyLocation: `${SITE_URL}/${first}.txt` });
  } finally {
    await instance.close();
  }
});

test('an explicit INDEXNOW_KEY wins over the generated one, which stays stored for later', async () => {
  const [generated] = await startTwo();
  const explicit = await startInstance({
    indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, key: 'explicit-site-key-77', generateKey: true, endpoint: fake.url },
  });
  expect(explicit.key).toBe('explicit-site-key-77');
  await explicit.close();
  const [again] = await startTwo();
  expect(again).toBe(generated);
});

test('INDEXNOW: on needs SITE_URL, off wins over a key, anything else stops the start naming it', () => {
  const base = { DATA_DIR: '/tmp/never-opened' };
  expect(loadApiOptions({ ...base, SITE_URL, INDEXNOW: 'on' }).indexNow).toMatchObject({ key: undefined, generateKey: true });
  expect(() => loadApiOptions({ ...base, INDEXNOW: 'on' })).toThrow(/INDEXNOW=on needs SITE_URL/);
  expect(() => loadApiOptions({ ...base, SITE_URL, INDEXNOW: 'sometimes' })).toThrow(/INDEXNOW must be on or off/);
  expect(loadApiOptions({ ...base, SITE_URL, INDEXNOW: 'off', INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8' }).indexNow).toMatchObject({
    key: undefined,
    generateKey: false,
  });
  // Unset: INDEXNOW_KEY alone turns submissions on, as before; nothing is generated.
  expect(loadApiOptions({ ...base, SITE_URL, INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8' }).indexNow).toMatchObject({
    key: 'a1b2c3d4e5f6a7b8',
    generateKey: false,
  });
});
