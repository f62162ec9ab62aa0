// One request id from the load balancer to the API's log lines: the site server takes
// the page request's `x-request-id` (or makes one), writes it into the page's runtime
// config for the browser's API calls, and the server renderer's in-process API calls
// carry it, so every line the page caused is logged under it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../../site-server';
import type { PublicRenderer } from '../live-renderer';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';

const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;
const lines: Array<{ reqId?: string; msg?: string; req?: { url?: string } }> = [];

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-request-id-'));
  const releases = new ReleaseStore(path.join(dir, 'remotes'));
  const publicBuild = fakeRemoteBuild(path.join(dir, 'build/mf_public'), { name: 'mf_public' });
  writeFile(path.join(publicBuild, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  releases.publish('mf_public', publicBuild);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'build/shell')),
    releases,
    api: api as never,
    fastify: { logger: { level: 'info', stream } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const configOf = (html: string) => JSON.parse(/id="app-config">([^<]*)</.exec(html)?.[1] ?? 'null') as { requestId?: string };

test('a load balancer’s id reaches the page, the reply and the log lines of the API calls the renderer made', async () => {
  const id = 'lb-5f0c1d2e-0001';
  const reply = await app.inject({ url: '/blog', headers: { 'x-request-id': id } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['x-request-id']).toBe(id);
  expect(configOf(reply.body).requestId).toBe(id);
  const apiCalls = lines.filter((line) => line.reqId === id && line.msg === 'incoming request' && line.req?.url?.startsWith('/api/'));
  // The blog list page reads the posts through the API, in process.
  expect(apiCalls.map((line) => line.req?.url)).toContain('/api/blog?page=1&limit=6');
  // Every line of those calls carries the id: none of them was logged under another.
  expect(lines.filter((line) => line.req?.url?.startsWith('/api/blog') && line.reqId !== id)).toEqual([]);
});

test('without one, each page gets a new id, written into it and echoed', async () => {
  const [first, second] = await Promise.all([app.inject({ url: '/about' }), app.inject({ url: '/dashboard' })]);
  for (const reply of [first, second]) {
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(configOf(reply.body).requestId).toBe(reply.headers['x-request-id']);
  }
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});

test('the page’s API calls send the id from the runtime config (the shared API slice)', async () => {
  // The renderer alone, with a fetch that records what the shared slice sends.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { render } = require(RENDERER_SOURCE) as PublicRenderer;
  const sent: Array<string | null> = [];
  const recording: typeof fetch = async (input, init) => {
    sent.push(new Request(input, init).headers.get('x-request-id'));
    return new Response(JSON.stringify({ data: [], total: 0, page: 1, limit: 6 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  await render({
    url: 'http://site.test/blog',
    config: { apiBase: '/api', captcha: { provider: 'altcha' }, requestId: 'page-0123456789' },
    apiOrigin: 'http://site.test',
    fetch: recording,
    assetsBase: 'http://site.test/remotes/mf_public/x/',
  });
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((value) => value === 'page-0123456789')).toBe(true);
});
