// The site's header policy: the page's CSP allows this site, the remotes, the
// captcha and the allowed players and nothing else;
// every reply (assets, registry, API, router errors) carries the rest.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RICH_HTML_POLICY } from '@agency/shared/contract';
import { buildSiteServer, type SiteOptions } from '../site-server';
import { ReleaseStore } from '../releases/release-store';
import { ENTRY_STARTER_HASH } from '../ssr/start-after-load';
import { fakeRemoteBuild, fakeShellBuild } from './helpers/fake-builds';

let dir: string;
const servers: FastifyInstance[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-headers-'));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const site = async (name: string, extra: Partial<SiteOptions> = {}, remotesUrl?: string) => {
  const store = new ReleaseStore(path.join(dir, name, 'remotes'), remotesUrl);
  store.publish('mf_public', fakeRemoteBuild(path.join(dir, name, 'build', 'mf_public'), { name: 'mf_public' }));
  const app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, name, 'build', 'shell')),
    releases: store,
    api: { dataDir: path.join(dir, name, 'data'), seed: false, announce: () => undefined } as never,
    ...extra,
  });
  servers.push(app);
  return app;
};

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('the page', () => {
  test("allows self, the players and nothing inline but style attributes and the entry's starter", async () => {
    const app = await site('default');
    const reply = await app.inject('/');
    const csp = directives(String(reply.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", ENTRY_STARTER_HASH]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['frame-src']).toEqual(RICH_HTML_POLICY.iframeHosts.map((host) => `https://${host}`));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(
      Object.values(csp)
        .flat()
        .filter((source) => /unsafe-(?:inline|eval)/.test(source)),
    ).toEqual(["'unsafe-inline'"]);
    // No inline script: the runtime config is a data block the browser never runs.
    expect(reply.body.match(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  test('names Google only when reCAPTCHA is configured, and the remotes and API origins when they are elsewhere', async () => {
    const app = await site(
      'elsewhere',
      {
        api: {
          dataDir: path.join(dir, 'elsewhere', 'data'),
          seed: false,
          announce: () => undefined,
          recaptcha: { secret: 's', siteKey: 'k' },
        } as never,
        runtimeConfig: { apiBase: 'https://api.example.com/api', registryUrl: 'https://registry.example.com/remotes.json' },
      },
      'https://cdn.example.com/remotes',
    );
    const csp = directives(String((await app.inject('/')).headers['content-security-policy']));
    expect(csp['script-src']).toEqual([
      "'self'",
      ENTRY_STARTER_HASH,
      'https://cdn.example.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://cdn.example.com', 'https://registry.example.com']);
    expect(csp['style-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });
});

test('every reply carries nosniff, a referrer policy and refuses framing; the API keeps its own CSP', async () => {
  const app = await site('all');
  const version = new ReleaseStore(path.join(dir, 'all', 'remotes')).read().remotes.mf_public.current;
  for (const url of [
    '/',
    '/static/js/main.abc123.js',
    '/remotes.json',
    `/remotes/mf_public/${version}/remoteEntry.js`,
    '/api/healthz',
    '/api/blog/%ZZ',
    '/static/missing.js',
  ]) {
    const reply = await app.inject(url);
    expect([url, reply.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    expect([url, reply.headers['referrer-policy']]).toEqual([url, expect.stringMatching(/origin|no-referrer/)]);
    expect([url, String(reply.headers['content-security-policy'])]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
  }
  expect((await app.inject('/')).headers['x-frame-options']).toBe('DENY');
  expect((await app.inject('/api/blog')).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  const badUrl = await app.inject('/api/blog/%ZZ');
  expect(badUrl.statusCode).toBe(400);
  expect(badUrl.body).not.toContain('%ZZ');
});

test("the API's reference page at /api/docs keeps its own policy (its assets only, from here), not the page's", async () => {
  const app = await site('docs');
  const reply = await app.inject('/api/docs');
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['x-robots-tag']).toBe('noindex');
  const csp = directives(String(reply.headers['content-security-policy']));
  expect(csp['default-src']).toEqual(["'none'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  for (const asset of [...reply.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])) {
    expect(asset).toMatch(/^\/api\/docs\//);
    expect((await app.inject(asset)).statusCode).toBe(200);
  }
  expect((await app.inject('/api/docs/reference.js')).body).toContain('"/api/openapi.json"');
  expect((await app.inject('/api/openapi.json')).json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api' }] });
});
