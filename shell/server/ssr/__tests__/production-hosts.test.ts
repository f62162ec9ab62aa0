// The production settings of docs/deploy.md, read by siteEnv as `npm start` reads them:
// NODE_ENV=production with ALLOWED_HOSTS and TRUST_PROXY, or with SITE_URL. The site's own
// in-process API calls (server rendering, sitemap, feed) must pass the Host check they set,
// and a forwarded scheme other than http or https never reaches a page.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@agency/shared/contract';
import { buildSiteServer } from '../../site-server';
import { siteEnv } from '../../site-env';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';

const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');
const NAME = 'www.northstar.example';

let dir: string;
const servers: FastifyInstance[] = [];
const envs: TestEnvironment[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-production-hosts-'));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const env of envs) await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A site with the seeded content and the real renderer, started with `settings` as its environment. */
const site = async (name: string, settings: Record<string, string>) => {
  const env = await createTestEnvironment();
  envs.push(env);
  const releases = new ReleaseStore(path.join(dir, name, 'remotes'));
  const publicBuild = fakeRemoteBuild(path.join(dir, name, 'build/mf_public'), { name: 'mf_public' });
  writeFile(path.join(publicBuild, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  releases.publish('mf_public', publicBuild);
  const { siteUrl, allowedHosts, trustProxy } = siteEnv(settings);
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  const app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, name, 'build/shell')),
    releases,
    siteUrl,
    allowedHosts,
    api: api as never,
    fastify: { trustProxy },
  });
  servers.push(app);
  const headings = ((await app.inject({ url: '/api/blog', headers: { host: NAME } })).json() as Array<{ heading: string }>).map(
    (blog) => blog.heading,
  );
  return { app, headings };
};

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe.each([
  ['ALLOWED_HOSTS and TRUST_PROXY', { NODE_ENV: 'production', ALLOWED_HOSTS: NAME, TRUST_PROXY: '1' }],
  ['SITE_URL', { NODE_ENV: 'production', SITE_URL: `https://${NAME}` }],
])('NODE_ENV=production with %s', (label, settings) => {
  let app: FastifyInstance;
  let headings: string[];
  beforeAll(async () => {
    ({ app, headings } = await site(label.replace(/\W/g, '-'), settings));
  });

  test('pages carry their content: the blog list names its posts', async () => {
    expect(headings.length).toBeGreaterThan(0);
    const reply = await app.inject({ url: '/blog', headers: { host: NAME } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain(apiMessages.badHost);
    const text = reply.body.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
    for (const heading of headings.slice(0, 6)) expect(text).toContain(heading);
  });

  test('the sitemap, its files and the feed answer 200 and name the site', async () => {
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: NAME } });
    expect(index.statusCode).toBe(200);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
    expect(files.map((file) => file.host)).toEqual(files.map(() => NAME));
    for (const file of [...files.map((url) => url.pathname), '/sitemap-pages.xml', '/blog/rss.xml']) {
      const reply = await app.inject({ url: file, headers: { host: NAME } });
      expect([file, reply.statusCode]).toEqual([file, 200]);
    }
    const feed = (await app.inject({ url: '/blog/rss.xml', headers: { host: NAME } })).body;
    expect(feed.match(/<item>/g)).toHaveLength(Math.min(headings.length, 20));
    expect(feed).toContain(`://${NAME}/blog/`);
  });

  test('a foreign Host gets 400; the balancer’s probes answer whatever name it sends', async () => {
    for (const url of ['/', '/blog', '/sitemap.xml', '/api/blog']) {
      const reply = await app.inject({ url, headers: { host: 'evil.example' } });
      expect([url, reply.statusCode]).toEqual([url, 400]);
    }
    expect((await app.inject({ url: '/api/healthz', headers: { host: '10.0.3.7:8080' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/healthz', headers: { host: 'evil.example:99999' } })).statusCode).toBe(400);
  });
});

test('behind a trusted proxy, a forwarded scheme other than http or https never reaches canonical links', async () => {
  const { app } = await site('forwarded-proto', { ALLOWED_HOSTS: NAME, TRUST_PROXY: '1' });
  const forged = await app.inject({ url: '/about', headers: { host: NAME, 'x-forwarded-proto': 'https://evil.example/#' } });
  expect(forged.statusCode).toBe(200);
  expect(canonical(forged.body)).toBe(`http://${NAME}/about`);
  expect(forged.body).not.toContain('evil.example');
  const https = await app.inject({ url: '/about', headers: { host: NAME, 'x-forwarded-proto': 'https' } });
  expect(canonical(https.body)).toBe(`https://${NAME}/about`);
});
