// IndexNow on the whole site: the key file answers at /<key>.txt, and a post published through
// the site's API reaches the (fake) endpoint naming the key file on the site's origin. The issue's
// browser scenario, proved here: the e2e server is started once for every spec, with no endpoint
// of a test's own.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

beforeAll(async () => {
  fake = await startFakeIndexNow();
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexnow-site-'));
  const {
    prefix: _root,
    logger: _quiet,
    ...api
  } = testOptions(env, {
    seed: false,
    siteUrl: SITE_URL,
    indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, key: KEY, endpoint: fake.url, pollIntervalMs: 50 },
  });
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'shell')),
    releases: new ReleaseStore(path.join(dir, 'remotes')),
    siteUrl: SITE_URL,
    api: api as never,
  });
  await app.ready();
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
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, headers: { host: 'www.northstar.test' } });
  const { token } = login.json() as { token: string };
  const created = await write(app, 'POST', '/api/blog', token, {
    fields: { ...CREATE_FIELDS.blog, heading: 'Site Wide Launch', state: 'published' },
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(created.statusCode).toBe(201);
  const url = `${SITE_URL}/blog/${(created.json() as { slug: string }).slug}`;
  await eventually(() => fake.urls().includes(url), 10_000, 'the submission');
  expect(fake.received[0]).toMatchObject({ host: 'www.northstar.test', key: KEY, keyLocation: `${SITE_URL}/${KEY}.txt` });
});
