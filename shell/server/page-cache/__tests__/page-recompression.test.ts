// A kept page's Brotli bytes are made again at Brotli's best once the page is kept, off the reply's
// path: hits then send the smaller bytes, as a new kept object (so the fast lane records them anew),
// and a page kept again meanwhile is never given the older page's bytes.

import zlib from 'node:zlib';
import { createPageCache } from '../page-cache';

/** A page like the home page: markup and a data block, repetitive the way HTML is. */
const pageHtml = (marker: string) =>
  `<!doctype html><html><head><title>${marker}</title></head><body>${Array.from(
    { length: 400 },
    (_, index) =>
      `<section class="card card--${index % 7}"><h2>${marker} item ${index}</h2><p>Text number ${(index * 7919) % 1000}.</p></section>`,
  ).join(
    '',
  )}<script type="application/json" id="ssr-state">${JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `${marker}-${index}` })) })}</script></body></html>`;

const pageCache = () => createPageCache({ readVersions: async () => ({ blog: '1' }), registryStamp: () => 'r1' });

test("a kept page's Brotli bytes become Brotli's best once kept, as a new kept page", async () => {
  const cache = pageCache();
  const html = pageHtml('home');
  await cache.keep('/', 200, html, ['blog'], { blog: '1', registry: 'r1' });
  const first = (await cache.lookup('/')).hit!;
  const atKeep = first.encoded.br.length;
  await cache.settled();
  const now = (await cache.lookup('/')).hit!;
  expect(now).not.toBe(first);
  expect(now.encoded.br.length).toBeLessThan(atKeep);
  expect(zlib.brotliDecompressSync(now.encoded.br).toString()).toBe(html);
  expect(now.encoded.gzip).toBe(first.encoded.gzip);
  expect(now.versions).toEqual(first.versions);
});

test('a page kept again before the re-encoding ends keeps its own bytes', async () => {
  const cache = pageCache();
  await cache.keep('/', 200, pageHtml('old'), ['blog'], { blog: '1', registry: 'r1' });
  const newer = pageHtml('new');
  await cache.keep('/', 200, newer, ['blog'], { blog: '1', registry: 'r1' });
  await cache.settled();
  const hit = (await cache.lookup('/')).hit!;
  expect(zlib.brotliDecompressSync(hit.encoded.br).toString()).toBe(newer);
  expect(hit.encoded.identity.toString()).toBe(newer);
});
