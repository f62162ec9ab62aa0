// The production settings of docs/deploy.md, end to end: the built site started as `npm start`
// starts it (a process of its own, on its own port and DATA_DIR) with NODE_ENV=production and
// SITE_URL, then with ALLOWED_HOSTS and TRUST_PROXY behind a balancer. In each, pages carry their
// content (server-rendered /blog names its posts), the sitemap and feed answer 200, and a
// foreign Host gets 400. Requests go through node:http, which sends the Host it is given.

import http from 'node:http';
import { expect, test } from '@playwright/test';
import { apiMessages } from '@agency/shared/contract';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSite } = require('../bench/lib/site-server') as {
  startSite: (options: { env: Record<string, string> }) => Promise<{ base: string; stop: () => Promise<void> }>;
};

const NAME = 'www.northstar.example';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET `path` from the site at `base`, naming `host` (and any other headers) as a balancer would pass them on. */
const get = (base: string, path: string, headers: Record<string, string>): Promise<Reply> =>
  new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers }, (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (body += chunk));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body }));
      })
      .on('error', reject);
  });

const unescapeHtml = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const SETTINGS: Array<{ label: string; env: Record<string, string>; visitor: Record<string, string>; origin: string }> = [
  {
    label: 'NODE_ENV=production with SITE_URL',
    env: { NODE_ENV: 'production', SITE_URL: `https://${NAME}`, ALLOWED_HOSTS: '', TRUST_PROXY: '' },
    visitor: { host: NAME },
    origin: `https://${NAME}`,
  },
  {
    label: 'NODE_ENV=production with ALLOWED_HOSTS and TRUST_PROXY',
    env: { NODE_ENV: 'production', SITE_URL: '', ALLOWED_HOSTS: `${NAME},northstar.example`, TRUST_PROXY: '1' },
    // What the balancer passes on: the visitor's Host and scheme, and the visitor's address.
    visitor: { host: NAME, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' },
    origin: `https://${NAME}`,
  },
];

for (const setting of SETTINGS) {
  test.describe(setting.label, () => {
    let site: { base: string; stop: () => Promise<void> };
    const visit = (path: string) => get(site.base, path, setting.visitor);

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      site = await startSite({ env: setting.env });
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('a server-rendered /blog names its posts', async () => {
      const posts = await visit('/api/blog');
      expect(posts.status).toBe(200);
      const headings = (JSON.parse(posts.body) as Array<{ heading: string }>).map((post) => post.heading);
      expect(headings.length).toBeGreaterThan(6);
      const page = await visit('/blog');
      expect(page.status).toBe(200);
      const html = unescapeHtml(page.body);
      expect(html).not.toContain(apiMessages.badHost);
      for (const heading of headings.slice(0, 6)) expect(html).toContain(heading);
      expect(html).toContain(`<link rel="canonical" href="${setting.origin}/blog"`);
    });

    test('the sitemap, its files and the feed answer 200 and name the site', async () => {
      const index = await visit('/sitemap.xml');
      expect(index.status).toBe(200);
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) {
        expect(file.startsWith(`${setting.origin}/`)).toBe(true);
        const reply = await visit(new URL(file).pathname);
        expect([file, reply.status]).toEqual([file, 200]);
      }
      const feed = await visit('/blog/rss.xml');
      expect(feed.status).toBe(200);
      expect(feed.body).toContain(`<link>${setting.origin}/blog/`);
    });

    test('a foreign Host gets 400; the balancer’s probe by address answers', async () => {
      for (const path of ['/', '/blog', '/sitemap.xml', '/blog/rss.xml', '/api/blog']) {
        const reply = await get(site.base, path, { ...setting.visitor, host: 'evil.example' });
        expect([path, reply.status]).toEqual([path, 400]);
        expect(JSON.parse(reply.body)).toEqual({ message: apiMessages.badHost });
      }
      expect((await get(site.base, '/api/healthz', { host: new URL(site.base).host })).status).toBe(200);
    });
  });
}
