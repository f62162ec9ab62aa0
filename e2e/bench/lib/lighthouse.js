// Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G connection, simulated)
// on one URL in Debian's Chromium, headless, with the browser tests' flags. Each page is
// measured `runs` times and the run with the median performance score is reported.

const os = require('node:os');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const runOnce = async (url) => {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    // A run Lighthouse could not finish (e.g. NO_FCP, a protocol timeout) scores 0: it says nothing of the page.
    if (result.lhr.runtimeError) return { runtimeError: result.lhr.runtimeError.code };
    const failing = (category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => audits[ref.id].title);
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(categories[category].score * 100)])),
      lcpSeconds: audits['largest-contentful-paint'].numericValue / 1000,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcpSeconds: audits['first-contentful-paint'].numericValue / 1000,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
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

/** `runs` finished runs (a run Lighthouse could not finish is set aside and made up, up to `runs` times). */
const runLighthouse = async (url, runs = 3) => {
  // Other work on the machine inflates Total Blocking Time: the report states the load beside it.
  const loadAverage = os.loadavg()[0];
  const results = [];
  const failed = [];
  while (results.length < runs && failed.length < runs) {
    const result = await runOnce(url);
    if (result.runtimeError) failed.push(result.runtimeError);
    else results.push(result);
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
