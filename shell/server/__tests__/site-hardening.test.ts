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

  test('a Host no URL can carry (port 0, above 65535, a five-part address) is refused with 400, listed name or not', async () => {
    const { app } = await site('host-port');
    const { app: listed } = await site('host-port-listed', { allowedHosts: ['www.northstar.example'] });
    const hosts = ['evil.example:99999', 'evil.example:65536', 'evil.example:0', '999.1.1.1', '1.2.3.4.5', 'www.northstar.example:99999'];
    for (const host of hosts) {
      for (const url of ['/', '/blog', '/sitemap.xml', '/api/healthz']) {
        for (const server of [app, listed]) {
          const reply = await server.inject({ url, headers: { host } });
          expect([host, url, reply.statusCode]).toEqual([host, url, 400]);
        }
      }
    }
    expect((await listed.inject({ url: '/robots.txt', headers: { host: 'www.northstar.example:65535' } })).statusCode).toBe(200);
  });

  test('with ALLOWED_HOSTS, only those names (any port) are served', async () => {
    const settings = siteEnv({ ALLOWED_HOSTS: 'www.northstar.example, northstar.example' });
    const { app } = await site('host-list', { allowedHosts: settings.allowedHosts });
    expect((await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })).statusCode).toBe(400);
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'www.northstar.example:443' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://www.northstar.example:443/sitemap.xml');
    // The origin came from the request: no shared cache keeps it.
    expect(robots.headers['cache-control']).toBe('no-store');
  });

  test('with SITE_URL, every absolute URL uses it whatever the Host says', async () => {
    const { app } = await site('host-site-url', { siteUrl: 'https://www.northstar.example' });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://www.northstar.example/sitemap.xml');
    expect(robots.body).not.toContain('evil.example');
    expect(robots.headers['cache-control']).toBe('public, max-age=60');
  });

  test('in production SITE_URL’s name is the one served, beside ALLOWED_HOSTS', () => {
    expect(siteEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.northstar.example' }).allowedHosts).toEqual(['www.northstar.example']);
    expect(
      siteEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.northstar.example', ALLOWED_HOSTS: 'northstar.example' }).allowedHosts,
    ).toEqual(['northstar.example', 'www.northstar.example']);
    // Outside production SITE_URL names the links only: a developer's localhost keeps working.
    expect(siteEnv({ SITE_URL: 'https://www.northstar.example' }).allowedHosts).toEqual([]);
  });

  test('in production the site does not start without SITE_URL or ALLOWED_HOSTS', () => {
    expect(() => siteEnv({ NODE_ENV: 'production' })).toThrow(/SITE_URL .* or ALLOWED_HOSTS/);
    expect(siteEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'www.northstar.example' }).allowedHosts).toEqual(['www.northstar.example']);
    expect(() => siteEnv({ SITE_URL: 'https://www.northstar.example/path?x' })).toThrow(/SITE_URL must be an origin/);
    expect(siteEnv({}).siteUrl).toBeUndefined();
  });
});

describe('the origin crawler files name without SITE_URL', () => {
  const BALANCER = '10.0.0.2';
  const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/blog/rss.xml'];

  test('behind a trusted proxy, X-Forwarded-Proto counts only as http or https', async () => {
    const { app } = await site('forwarded-proto', { fastify: { trustProxy: siteEnv({ TRUST_PROXY: '1' }).trustProxy } });
    const crawl = (url: string, proto: string) =>
      app.inject({ url, remoteAddress: BALANCER, headers: { host: 'www.northstar.example', 'x-forwarded-proto': proto } });
    for (const proto of ['https://evil.example/#', 'javascript', 'https:', '']) {
      const robots = await crawl('/robots.txt', proto);
      expect([proto, robots.body]).toEqual([proto, expect.stringContaining('Sitemap: http://www.northstar.example/sitemap.xml')]);
      const sitemap = await crawl('/sitemap.xml', proto);
      expect([proto, sitemap.body]).toEqual([proto, expect.stringContaining('<loc>http://www.northstar.example/sitemap-pages.xml</loc>')]);
      expect(robots.body + sitemap.body).not.toContain('evil.example');
    }
    expect((await crawl('/robots.txt', 'HTTPS')).body).toContain('Sitemap: https://www.northstar.example/sitemap.xml');
  });

  test('the first origin seen from this machine is kept: a forged Host from elsewhere changes nothing, and no reply is cacheable', async () => {
    const { app } = await site('crawler-origin');
    const fromElsewhere = (url: string) => app.inject({ url, remoteAddress: '203.0.113.9', headers: { host: 'evil.example' } });
    // Until the machine itself has asked, each request gets its own origin, for it alone.
    const early = await fromElsewhere('/robots.txt');
    expect(early.body).toContain('Sitemap: http://evil.example/sitemap.xml');
    expect(early.headers['cache-control']).toBe('no-store');
    // The developer opens the site (light-my-request connects from 127.0.0.1).
    expect((await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
    for (const url of CRAWLER_FILES) {
      const reply = await fromElsewhere(url);
      expect([url, reply.statusCode, reply.headers['cache-control']]).toEqual([url, 200, 'no-store']);
      expect(reply.body).toContain('http://localhost:8080/');
      expect(reply.body).not.toContain('evil.example');
    }
    // Later visits from the machine under another name do not move it either.
    expect((await app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:8080' } })).body).toContain('http://localhost:8080/');
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
