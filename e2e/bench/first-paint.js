#!/usr/bin/env node
// What each measured page needs before its largest paint (`npm run bench:first-paint`, not part of
// `npm run bench`): Lighthouse's mobile preset (simulated throttling) `--runs` times on each page and
// on its plain-HTML twin (e2e/bench/lib/plain-html-server.js), the median LCP of each with its
// breakdown (TTFB, load delay, load time, render delay) and the bytes of every request that started
// before the observed largest paint: those are what the simulation shares the slow link among, so
// they are what a change to fonts, images or stylesheets must lower. Serves the current build
// (`node webpack/build.js` first); prints one line per page and kind, `--out file.json` keeps them.
//
//   node e2e/bench/first-paint.js [--runs 3] [--pages /,/blog] [--out file.json]

const fs = require('node:fs');
const os = require('node:os');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./lib/chromium');
const { option: arg } = require('./lib/cli-args');
const { startPlainHtml } = require('./lib/plain-html-server');
const { startSite } = require('./lib/site-server');

/** @typedef {{ lcpSeconds: number, cls: number, phases: Record<string, number>, bytesBeforeLcp: number, requestsBeforeLcp: string[] }} FirstPaintRun */
/** @typedef {{ networkRequestTime: number, transferSize: number, resourceType: string, url: string }} RequestRow */

/** @param {string} url @returns {Promise<FirstPaintRun | undefined>} undefined when Lighthouse could not finish the run */
const runOnce = async (url) => {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result || result.lhr.runtimeError) return undefined;
    const { audits } = result.lhr;
    /** @param {string} id */
    const items = (id) => /** @type {{ items?: any[] } | undefined} */ (audits[id].details)?.items ?? [];
    const observedLcp = /** @type {number} */ (items('metrics')[0].observedLargestContentfulPaint);
    const before = /** @type {RequestRow[]} */ (items('network-requests')).filter((row) => row.networkRequestTime <= observedLcp);
    /** @type {Array<{ phase: string, timing: number }>} */
    const phases = items('largest-contentful-paint-element')[1]?.items ?? [];
    return {
      lcpSeconds: /** @type {number} */ (audits['largest-contentful-paint'].numericValue) / 1000,
      cls: /** @type {number} */ (audits['cumulative-layout-shift'].numericValue),
      phases: Object.fromEntries(phases.map((row) => [row.phase, Math.round(row.timing)])),
      bytesBeforeLcp: before.reduce((sum, row) => sum + row.transferSize, 0),
      requestsBeforeLcp: before.map((row) => `${row.resourceType} ${row.transferSize} ${new URL(row.url).pathname}`),
    };
  } finally {
    await chrome.kill();
  }
};

/** The median run by LCP (runs Lighthouse could not finish are made up, twice at most). @param {string} url @param {number} runs */
const medianRun = async (url, runs) => {
  const loadAverage = os.loadavg()[0];
  /** @type {FirstPaintRun[]} */
  const results = [];
  for (let attempt = 0; attempt < runs + 2 && results.length < runs; attempt++) {
    const result = await runOnce(url);
    if (result) results.push(result);
  }
  if (results.length === 0) throw new Error(`Lighthouse could not finish a run on ${url}`);
  results.sort((a, b) => a.lcpSeconds - b.lcpSeconds);
  return { ...results[Math.floor(results.length / 2)], lcpRuns: results.map((run) => run.lcpSeconds), loadAverage };
};

/** @param {string} label @param {string} kind @param {Awaited<ReturnType<typeof medianRun>>} run */
const line = (label, kind, run) =>
  `${label} ${kind}: LCP ${run.lcpSeconds.toFixed(2)} s (runs ${run.lcpRuns.map((s) => s.toFixed(2)).join(', ')}; load ${run.loadAverage.toFixed(1)}), ` +
  `${(run.bytesBeforeLcp / 1000).toFixed(1)} KB in ${run.requestsBeforeLcp.length} requests before it, ` +
  `${Object.entries(run.phases)
    .map(([phase, ms]) => `${phase} ${ms}`)
    .join(', ')}, CLS ${run.cls}`;

async function main() {
  const runs = Number(arg('runs', 3));
  const pagesOption = arg('pages', undefined);
  const only = pagesOption ? pagesOption.split(',') : undefined;
  const out = arg('out', undefined);
  const site = await startSite();
  try {
    const blogs = await (await fetch(`${site.base}/api/blog`)).json();
    const services = await (await fetch(`${site.base}/api/services`)).json();
    const pages = [
      { label: '/', path: '/' },
      { label: '/blog', path: '/blog' },
      { label: '/blog/{slug}', path: `/blog/${blogs[0].slug}` },
      { label: '/services/{slug}', path: `/services/${services[0].slug}` },
      { label: '/contact', path: '/contact' },
    ].filter((page) => !only || only.includes(page.label));
    const plain = await startPlainHtml(
      site.base,
      pages.map((page) => page.path),
    );
    const figures = [];
    try {
      for (const page of pages) {
        const ours = await medianRun(`${site.base}${page.path}`, runs);
        process.stdout.write(`${line(page.label, 'ours', ours)}\n`);
        const bare = await medianRun(`${plain.base}${page.path}`, runs);
        process.stdout.write(`${line(page.label, 'plain', bare)}\n`);
        figures.push({ ...page, ours, plain: bare });
      }
    } finally {
      await plain.stop();
    }
    if (out) fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
