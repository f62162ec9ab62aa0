// IndexNow on the whole site: the key file answers at /<key>.txt, and a post published through
// the site's API reaches the (fake) endpoint naming the key file on the site's origin; a key
// generated with INDEXNOW=on is the one the site serves. (The browser's version of this:
// e2e/tests/seo-indexnow.spec.ts.)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { IndexNowOptions } from '../../../api/src/indexnow/indexnow-options';
import { buildSiteServer } from '../site-server';
import { ReleaseStore } from '../releases/release-store';
import { fakeShellBuild } from './helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../api/src/__tests__/helpers/test-app';
import { startFakeIndexNow, type FakeIndexNow } from '../../../api/src/__tests__/helpers/fake-indexnow';
import { CREATE_FIELDS, write } from '../../../api/src/__tests__/helpers/content-fixtures';
import { imagePart, pngImage } from '../../../api/src/__tests__/helpers/images';
import { eventually } from '../../../api/src/__tests__/helpers/smtp-sink';
import { DEFAULT_INDEXNOW_OPTIONS } from '../../../api/src/indexnow/indexnow-options';

const SITE_URL = 'https://www.northstar.test';
const KEY = 'northstar-indexnow-key-0042';

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;
let fake: FakeIndexNow;

/** The whole site on `env` with these IndexNow settings, its files in `folder`. */
const buildSite = async (folder: string, indexNow: Partial<IndexNowOptions>): Promise<FastifyInstance> => {
  const {
    prefix: _root,
    logger: _quiet,
    ...api
  } = testOptions(env, {
    seed: false,
    siteUrl: SITE_URL,
    indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, endpoint: fake.url, pollIntervalMs: 50, ...indexNow },
  });
  const site = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(folder, 'shell')),
    releases: new ReleaseStore(path.join(folder, 'remotes')),
    siteUrl: SITE_URL,
    api: api as never,
  });
  await site.ready();
  return site;
};

/** Publishes a post through the site's API; resolves with the submission that names its address. */
const publishThrough = async (site: FastifyInstance, heading: string) => {
  const login = await site.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, headers: { host: 'www.northstar.test' } });
  const { token } = login.json() as { token: string };
  const created = await write(site, 'POST', '/api/blog', token, {
    fields: { ...CREATE_FIELDS.blog, heading, state: 'published' },
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(created.statusCode).toBe(201);
  const url = `${SITE_URL}/blog/${(created.json() as { slug: string }).slug}`;
  return eventually(() => fake.received.find((submission) => submission.urlList.includes(url)), 30_000, 'the submission');
};

beforeAll(async () => {
  fake = await startFakeIndexNow();
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexnow-site-'));
  app = await buildSite(dir, { key: KEY });
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  await fake.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the key file is served at /<key>.txt as plain text; another .txt name does not hold it', async () => {
  const file = await app.inject({ url: `/${KEY}.txt`, headers: { host: 'www.northstar.test' } });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/^text\/plain/);
  expect(file.body).toBe(KEY);
  // Any other name is the site's ordinary answer for an unknown path, never the key.
  expect((await app.inject({ url: '/someone-elses-key.txt', headers: { host: 'www.northstar.test' } })).body).not.toContain(KEY);
});

test('a post published through the site reaches the IndexNow endpoint', async () => {
  const submission = await publishThrough(app, 'Site Wide Launch');
  expect(submission).toMatchObject({ host: 'www.northstar.test', key: KEY, keyLocation: `${SITE_URL}/${KEY}.txt` });
});

test('with INDEXNOW=on and no key, the site serves the generated key its submissions name', async () => {
  // Another site on a database of its own: the generated key is made on its first start.
  await app.close();
  await env.dispose();
  env = await createTestEnvironment();
  app = await buildSite(path.join(dir, 'generated'), { generateKey: true });
  const { key, keyLocation } = await publishThrough(app, 'Generated Key Launch');
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(keyLocation).toBe(`${SITE_URL}/${key}.txt`);
  const file = await app.inject({ url: `/${key}.txt`, headers: { host: 'www.northstar.test' } });
  expect([file.statusCode, file.body]).toEqual([200, key]);
});
