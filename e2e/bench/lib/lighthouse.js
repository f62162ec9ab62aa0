// Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G connection, simulated)
// on one URL in Debian's Chromium, headless, with the browser tests' flags. Each page is
// measured `runs` times and the run with the median performance score is reported.

const os = require('node:os');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** @typedef {typeof CATEGORIES[number]} Category */
/**
 * One finished run's figures (scores 0-100).
 * @typedef {{ scores: Record<Category, number>, lcpSeconds: number, tbtMs: number, cls: number, fcpSeconds: number,
 *   lcpElement: string, notPassed: Record<Category, string[]>, lighthouseVersion: string }} LighthouseRun
 */
/**
 * The median run of a page, with how many runs it took and the machine's load when they began.
 * @typedef {LighthouseRun & { runs: number, loadAverage: number, failedRuns: string[], performanceRange: number[] }} LighthouseResult
 */
/** @typedef {{ label: string, path: string, result: LighthouseResult, plain: LighthouseResult }} LighthousePage */
/** The LCP audit's details, as far as we read them. */
/** @typedef {{ items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }} LcpElementDetails */

/** @param {string} url @returns {Promise<{ runtimeError: string, scores?: undefined } | (LighthouseRun & { runtimeError?: undefined })>} */
const runOnce = async (url) => {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits } = result.lhr;
    // A run Lighthouse could not finish (e.g. NO_FCP, a protocol timeout) scores 0: it says nothing of the page.
    if (result.lhr.runtimeError) return { runtimeError: result.lhr.runtimeError.code };
    /** @param {string} id The audit's figure (every audit read here has one). */
    const numeric = (id) => /** @type {number} */ (audits[id].numericValue);
    /** @param {Category} category */
    const failing = (category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && /** @type {number} */ (audits[ref.id].score) < 1)
        .map((ref) => audits[ref.id].title);
    return {
      scores: /** @type {Record<Category, number>} */ (
        Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(/** @type {number} */ (categories[category].score) * 100)]))
      ),
      lcpSeconds: numeric('largest-contentful-paint') / 1000,
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpSeconds: numeric('first-contentful-paint') / 1000,
      lcpElement:
        /** @type {LcpElementDetails | undefined} */ (audits['largest-contentful-paint-element']?.details)?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? '',
      notPassed: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        'best-practices': failing('best-practices'),
        seo: failing('seo'),
      },
      lighthouseVersion: result.lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
};

/**
 * `runs` finished runs (a run Lighthouse could not finish is set aside and made up, up to `runs` times).
 * @param {string} url
 * @returns {Promise<LighthouseResult>}
 */
const runLighthouse = async (url, runs = 3) => {
  // Other work on the machine inflates Total Blocking Time: the report states the load beside it.
  const loadAverage = os.loadavg()[0];
  /** @type {LighthouseRun[]} */
  const results = [];
  /** @type {string[]} */
  const failed = [];
  while (results.length < runs && failed.length < runs) {
    const result = await runOnce(url);
    if (result.runtimeError) failed.push(result.runtimeError);
    else results.push(/** @type {LighthouseRun} */ (result));
  }
  if (results.length === 0) throw new Error(`Lighthouse could not finish a run on ${url}: ${failed.join(', ')}`);
  results.sort((a, b) => a.scores.performance - b.scores.performance || a.lcpSeconds - b.lcpSeconds);
  return {
    ...results[Math.floor(results.length / 2)],
    runs: results.length,
    loadAverage,
    failedRuns: failed,
    performanceRange: [results[0].scores.performance, results[results.length - 1].scores.performance],
  };
};

module.exports = { runLighthouse };
