// What a visitor's browser downloads for one page: every request the page makes until
// React has hydrated the page and the network is idle after that, with its transfer size
// as gzip (the browser is told to accept gzip only), grouped by kind. The JS figure is the
// sum of the scripts. Waiting for hydration matters on a busy machine: the network can be
// quiet for half a second while the scripts run, before the page's own chunks are asked for.

const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

/** @typedef {{ path: string, kind: string, bytes: number, encoding: string }} PageFile */
/** @typedef {{ files: PageFile[], totals: Record<string, number> }} PageBytes */
/** The page's files, each script with its biggest parts (bundle-contents.js). */
/** @typedef {{ files: Array<PageFile & { parts: string[] }>, totals: Record<string, number> }} PageBytesWithParts */

/** @param {string} base @param {string} pagePath @returns {Promise<PageBytes>} */
const measurePageBytes = async (base, pagePath) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    /** @type {Array<Promise<PageFile>>} */
    const pending = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            path: new URL(request.url()).pathname,
            kind: request.resourceType(),
            // A file asked for again comes from the cache (its reported body size can be negative).
            bytes: Math.max(0, sizes.responseBodySize),
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => Object.keys(globalThis.document.querySelector('#main-content') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    /** @type {Record<string, number>} */
    const totals = {};
    for (const file of files) totals[file.kind] = (totals[file.kind] ?? 0) + file.bytes;
    return { files, totals };
  } finally {
    await browser.close();
  }
};

module.exports = { measurePageBytes };
