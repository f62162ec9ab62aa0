// Loopback load on API reads: autocannon (50 connections, 20 s) against the site, then
// against the bare node:http baseline that replies the same bytes, in the same run.
// Reported per URL: requests per second of both and their ratio, the site's p50 and
// p99 latency, errors (connection errors and timeouts) and replies that were not 2xx.

const autocannon = require('autocannon');
const { startBaseline } = require('./baseline-server');

const LOAD = { connections: 50, duration: 20 };

/** @param {string} url @returns {Promise<autocannon.Result>} */
const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, ...LOAD, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** The bytes the site answers for a path, as a client that asks for no compression gets them. */
/** @param {string} base @param {string} path @returns {Promise<import('./baseline-server').Reply>} */
const replyOf = async (base, path) => {
  // The second answer is the one the load gets: a page's first is rendered for its request (its id in it), then kept.
  await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } }).then((first) => first.arrayBuffer());
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return { path, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
};

/** @typedef {{ requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number, requests: number }} LoadFigures */
/** @typedef {{ label: string, path: string, bytes: number, site: LoadFigures, baseline: LoadFigures, ratio: number }} ApiRow */
/** @typedef {{ load: typeof LOAD, rows: ApiRow[] }} ApiThroughput */

/** @param {autocannon.Result} result @returns {LoadFigures} */
const figuresOf = (result) => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  requests: result.requests.total,
});

/**
 * @param {string} siteBase
 * @param {Array<{ label: string, path: string }>} targets
 * @returns {Promise<ApiThroughput>}
 */
const measureApiThroughput = async (siteBase, targets) => {
  const replies = await Promise.all(targets.map((target) => replyOf(siteBase, target.path)));
  const baseline = await startBaseline(replies);
  try {
    const rows = [];
    for (const [index, target] of targets.entries()) {
      const site = figuresOf(await load(`${siteBase}${target.path}`));
      const bare = figuresOf(await load(`${baseline.base}${target.path}`));
      rows.push({
        ...target,
        bytes: replies[index].body.length,
        site,
        baseline: bare,
        ratio: site.requestsPerSecond / bare.requestsPerSecond,
      });
    }
    return { load: LOAD, rows };
  } finally {
    await baseline.stop();
  }
};

/** The site's p99 over the baseline's (a baseline p99 under 1 ms counts as 1 ms: autocannon reports whole ms). */
/** @param {ApiRow} row */
const p99Ratio = (row) => row.site.p99Ms / Math.max(1, row.baseline.p99Ms);

module.exports = { measureApiThroughput, p99Ratio };
