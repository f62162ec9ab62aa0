// HTTP caching and compression of the production server, as browsers meet them:
// content-hashed assets and images cached for a year, pages, the registry and API
// reads revalidated (ETag, 304 without a body), and HTML, JS, CSS and JSON compressed.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from '../support/hydration';
import { navigateInApp } from '../support/in-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED = /^(gzip|br)$/;

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers: { 'accept-encoding': 'gzip, br', ...headers } });

/** The shell's entry script and style sheet named by the page (a server-rendered page names the entry on the
 *  template its starter adds after loading), and a script of the public remote. */
const assetsOf = async (request: APIRequestContext) => {
  const html = await (await get(request, '/')).text();
  const script = /(?:<script[^>]+src|data-shell-entry)="([^"]*\/static\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="([^"]+\.css)"/.exec(html)?.[1];
  const registry = (await (await get(request, '/remotes.json')).json()) as Record<string, { manifest: string }>;
  const manifestUrl = registry.mf_public.manifest;
  const manifest = (await (await get(request, manifestUrl)).json()) as { metaData: { remoteEntry: { path: string; name: string } } };
  const { path, name } = manifest.metaData.remoteEntry;
  const remoteEntry = new URL(`${path ? `${path}/` : ''}${name}`, new URL(manifestUrl, 'http://site/')).pathname;
  return { script: script!, style: style!, manifestUrl, remoteEntry };
};

test('pages and the registry are revalidated and compressed; hashed assets are immutable and compressed', async ({ request }) => {
  const page = await get(request, '/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // Pages are a route of their own, so they are compressed like everything else.
  expect(page.headers()['content-encoding']).toMatch(COMPRESSED);
  expect((await page.body()).length).toBeGreaterThan(1024);

  const { script, style, manifestUrl, remoteEntry } = await assetsOf(request);
  for (const url of [script, style, remoteEntry]) {
    const reply = await get(request, url);
    expect([url, reply.status()]).toEqual([url, 200]);
    expect([url, reply.headers()['cache-control']]).toEqual([url, IMMUTABLE]);
    expect([url, reply.headers()['content-encoding']]).toEqual([url, expect.stringMatching(COMPRESSED)]);
  }
  expect((await get(request, manifestUrl)).headers()['cache-control']).toBe(IMMUTABLE);
  expect((await get(request, '/remotes.json')).headers()['cache-control']).toBe('no-cache');
});

test('API reads are compressed, tagged and answer 304 when nothing changed; images are immutable', async ({ request }) => {
  const list = await get(request, '/api/blog');
  expect(list.headers()['content-encoding']).toMatch(COMPRESSED);
  expect(list.headers()['cache-control']).toBe('no-cache');
  const tag = list.headers().etag;
  expect(tag).toBeTruthy();
  const again = await get(request, '/api/blog', { 'if-none-match': tag });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);

  const [first] = (await list.json()) as Array<{ image: string }>;
  const image = await get(request, `/api/blogimg/${first.image}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toBe(IMMUTABLE);
  expect((await get(request, `/api/blogimg/${first.image}`, { 'if-none-match': image.headers().etag })).status()).toBe(304);
});

test('a browser coming back to a page revalidates its API reads instead of downloading them again', async ({ page }) => {
  const reads: Array<{ ifNoneMatch?: string; bodyBytes: number }> = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/faqs') return;
    const headers = await response.request().allHeaders();
    reads.push({ ifNoneMatch: headers['if-none-match'], bodyBytes: (await response.request().sizes()).responseBodySize });
  });
  // Reached in the app, the page asks the API itself (a server-rendered page brings its data along).
  const visitFaqs = async () => {
    await page.goto('/terms-conditions');
    await hydrated(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }));
    await navigateInApp(page, '/faqs');
    await expect(page.getByRole('tab').first()).toBeVisible();
  };
  await visitFaqs();
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toEqual({ ifNoneMatch: undefined, bodyBytes: expect.any(Number) });
  expect(reads[0].bodyBytes).toBeGreaterThan(0);
  // The second time the browser asks with the tag it has; the 304 carries no body (Chromium reports the cached 200).
  await visitFaqs();
  await expect.poll(() => reads.length).toBe(2);
  expect(reads[1]).toEqual({ ifNoneMatch: expect.stringMatching(/^W\/"/), bodyBytes: 0 });
});
