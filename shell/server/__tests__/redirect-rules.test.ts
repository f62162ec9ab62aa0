// Staff's redirect rules as the site server applies them: before the pages, the static files
// and the API, in one hop however the rules chain, a 410 rule answering with the site's gone
// page; signing in and the redirect API stay out of any rule's reach.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../site-server';
import { ReleaseStore } from '../releases/release-store';
import { fakeShellBuild } from './helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../api/src/__tests__/helpers/test-app';

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;
let staff: Record<string, string>;

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-rules-'));
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env, { seed: false });
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'shell')),
    releases: new ReleaseStore(path.join(dir, 'remotes')),
    api: api as never,
  });
  await app.ready();
  const { token } = (await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN })).json() as { token: string };
  staff = { authorization: `Bearer ${token}` };
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const addRule = async (rule: Record<string, unknown>) => {
  const reply = await app.inject({ method: 'POST', url: '/api/redirects', headers: staff, payload: rule });
  expect(reply.statusCode).toBe(201);
};

test('a page, a static file and an API path are redirected before anything else answers, chains in one hop', async () => {
  await addRule({ from: '/old-services', to: '/older-services' });
  await addRule({ from: '/older-services', to: '/services?from=old' });
  await addRule({ from: '/static/js/main.abc123.js', to: '/static/js/main.new.js', status: 302 });
  await addRule({ from: '/api/v0', to: '/api', match: 'prefix', status: 308 });
  const page = await app.inject('/old-services');
  expect(page.statusCode).toBe(301);
  expect(page.headers.location).toBe('/services?from=old');
  const file = await app.inject('/static/js/main.abc123.js');
  expect([file.statusCode, file.headers.location]).toEqual([302, '/static/js/main.new.js']);
  const api = await app.inject({ method: 'POST', url: '/api/v0/contact', payload: {} });
  expect([api.statusCode, api.headers.location]).toEqual([308, '/api/contact']);
  expect((await app.inject('/services')).statusCode).toBe(200);
});

test('a 410 rule answers 410 with the site page, and no rule reaches signing in or the redirect API', async () => {
  await addRule({ from: '/retired-offer', to: '', status: 410 });
  const gone = await app.inject('/retired-offer');
  expect(gone.statusCode).toBe(410);
  expect(gone.headers['content-type']).toMatch(/text\/html/);
  expect(gone.body).toContain('id="app-config"');
  // The page is told which address is gone, so it says "removed" rather than "not found".
  expect(gone.body).toContain('"gonePath":"/retired-offer"');
  await addRule({ from: '/api', to: '/elsewhere', match: 'prefix', confirm: true });
  expect((await app.inject({ url: '/api/redirects', headers: staff })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN })).statusCode).toBe(200);
  expect((await app.inject('/api/blog')).headers.location).toBe('/elsewhere/blog');
});
