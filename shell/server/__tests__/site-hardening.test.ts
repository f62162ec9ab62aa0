// The site server after the outside security test (issue 17): TRUST_PROXY read as the API
// reads it (finding 3), the Host header checked (finding 7), HSTS on every reply, no
// public source maps and no admin paths in robots.txt (finding 12). A POST to a page,
// a file or an API route that does not exist is answered 404 before its body is read.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@agency/shared/contract';
import { buildSiteServer, type SiteOptions } from '../site-server';
import { siteEnv } from '../site-env';
import { ReleaseStore } from '../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from './helpers/fake-builds';
import { nestedJson, trackedJsonBody } from '../../../api/src/__tests__/helpers/tracked-body';
import { createTestEnvironment, testOptions, type TestEnvironment } from '../../../api/src/__tests__/helpers/test-app';

let dir: string;
const servers: FastifyInstance[] = [];
const envs: TestEnvironment[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-hardening-'));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const env of envs) await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const site = async (name: string, extra: Partial<SiteOptions> = {}) => {
  const env = await createTestEnvironment();
  envs.push(env);
  const shellDist = fakeShellBuild(path.join(dir, name, 'build', 'shell'));
  writeFile(path.join(shellDist, 'static/js/main.abc123.js.map'), '{"version":3,"sources":["secret-source.tsx"]}');
  const remoteBuild = fakeRemoteBuild(path.join(dir, name, 'build', 'mf_public'), { name: 'mf_public' });
  writeFile(path.join(remoteBuild, 'static/js/1.def456.js.map'), '{"version":3}');
  const releases = new ReleaseStore(path.join(dir, name, 'remotes'));
  releases.publish('mf_public', remoteBuild);
  const {
    prefix: _root,
    logger: _quiet,
    ...api
  } = testOptions(env, { seed: false, rateLimits: { loginFailures: { max: 3, windowMs: 60_000 } } });
  const app = await buildSiteServer({ shellDist, releases, api: api as never, ...extra });
  servers.push(app);
  return { app, releases };
};

const wrongLogin = (app: FastifyInstance, forwardedFor: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'a wrong guess' },
  });

describe('TRUST_PROXY', () => {
  test.each([
    ['a hop count (recommended)', '1'],
    ['the balancer’s address', '127.0.0.1'],
    ['the balancer’s subnet', '127.0.0.0/8'],
  ])('as %s: the client is the address the balancer appended, not what the client wrote', async (_label, value) => {
    const { app } = await site(`proxy-${value.replace(/\W/g, '')}`, {
      fastify: { trustProxy: siteEnv({ TRUST_PROXY: value }).trustProxy },
    });
    // Twelve failures (on as many accounts), each with a different spoofed left-most address: the real client is locked out.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await wrongLogin(app, `198.51.100.${i}, 203.0.113.7`, `guess${i}@example.com`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(9).fill(429));
    // Another visitor behind the same balancer is not.
    expect((await wrongLogin(app, '203.0.113.8', 'someone@example.com')).statusCode).toBe(401);
  });

  test('off by default: X-Forwarded-For is ignored', async () => {
    expect(siteEnv({}).trustProxy).toBe(false);
    expect(siteEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});

describe('the Host header', () => {
  test('a malformed Host is refused with 400 before anything renders', async () => {
    const { app } = await site('host-any');
    for (const host of ['evil.example/<script>', 'a b', 'x"y', '[::1', 'example.com:port']) {
      for (const url of ['/', '/sitemap.xml', '/robots.txt', '/api/healthz']) {
        const reply = await app.inject({ url, headers: { host } });
        expect([host, url, reply.statusCode]).toEqual([host, url, 400]);
        expect(reply.json()).toEqual({ message: apiMessages.badHost });
      }
    }
    expect((await app.inject({ url: '/robots.txt', headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
  });

  test('with ALLOWED_HOSTS, only those names (any port) are served', async () => {
    const settings = siteEnv({ ALLOWED_HOSTS: 'www.northstar.example, northstar.example' });
    const { app } = await site('host-list', { allowedHosts: settings.allowedHosts });
    expect((await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })).statusCode).toBe(400);
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'www.northstar.example:443' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://www.northstar.example:443/sitemap.xml');
  });

  test('with SITE_URL, every absolute URL uses it whatever the Host says', async () => {
    const { app } = await site('host-site-url', { siteUrl: 'https://www.northstar.example' });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://www.northstar.example/sitemap.xml');
    expect(robots.body).not.toContain('evil.example');
  });

  test('in production the site does not start without SITE_URL or ALLOWED_HOSTS', () => {
    expect(() => siteEnv({ NODE_ENV: 'production' })).toThrow(/SITE_URL .* or ALLOWED_HOSTS/);
    expect(siteEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.northstar.example' }).siteUrl).toBe('https://www.northstar.example');
    expect(siteEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'www.northstar.example' }).allowedHosts).toEqual(['www.northstar.example']);
    expect(() => siteEnv({ SITE_URL: 'https://www.northstar.example/path?x' })).toThrow(/SITE_URL must be an origin/);
    expect(siteEnv({}).siteUrl).toBeUndefined();
  });
});

describe('pages, assets and crawlers', () => {
  test('every reply carries HSTS, as the API does', async () => {
    const { app, releases } = await site('hsts');
    const version = releases.read().remotes.mf_public.current;
    for (const url of [
      '/',
      '/dashboard',
      '/static/js/main.abc123.js',
      `/remotes/mf_public/${version}/remoteEntry.js`,
      '/robots.txt',
      '/api/healthz',
      '/nope/nothing.js',
    ]) {
      const reply = await app.inject(url);
      expect([url, reply.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000; includeSubDomains']);
    }
  });

  test('source maps are never served, and never copied into the release store', async () => {
    const { app, releases } = await site('maps');
    expect((await app.inject('/static/js/main.abc123.js')).statusCode).toBe(200);
    expect((await app.inject('/static/js/main.abc123.js.map')).statusCode).toBe(404);
    const version = releases.read().remotes.mf_public.current;
    expect(fs.existsSync(path.join(releases.dir, 'mf_public', version, 'static/js/1.def456.js.map'))).toBe(false);
    expect((await app.inject(`/remotes/mf_public/${version}/static/js/1.def456.js.map`)).statusCode).toBe(404);
  });

  test('robots.txt lists no admin path; admin pages say noindex themselves', async () => {
    const { app } = await site('robots');
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    for (const url of ['/dashboard', '/blog-list', '/all-users'])
      expect((await app.inject(url)).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject('/')).headers['x-robots-tag']).toBeUndefined();
  });

  test('a staff preview (issue 19) says noindex and is never rendered on the server', async () => {
    const { app } = await site('preview');
    for (const url of ['/preview/blog/abc123', '/preview/services/abc123']) {
      const reply = await app.inject(url);
      expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(reply.body).not.toContain('blog-detail');
    }
  });
});

describe('requests for nothing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await site('unread'));
  });

  test.each(['/no-such-page', '/robots.txt', '/sitemap.xml', '/blog', '/api/no-such-route', '/remotes.json'])(
    'POST %s answers 404 without reading its body',
    async (url) => {
      const body = trackedJsonBody(nestedJson(2000));
      const reply = await app.inject({ method: 'POST', url, payload: body.stream, headers: body.headers });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: apiMessages.notFound });
      expect(body.wasRead()).toBe(false);
    },
  );
});
