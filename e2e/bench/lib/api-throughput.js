// Loopback load on API reads (50 connections, 20 s after 5 unmeasured) against the site, then against the bare
// node:http baseline that replies the same bytes (headers and body), in the same run. Reported per URL: requests
// per second of both and their ratio, the site's p50 and p99 latency, errors (connection errors
// and timeouts) and replies that were not 2xx. The load comes from wrk where it is installed:
// autocannon, in JavaScript, needs a core of its own to keep up with the bare server (48,820
// against wrk's 70,081 requests a second for the same reply), so the baseline was the client's
// pace and every ratio flattered the site. autocannon otherwise, and the report names the client.

const http = require('node:http');
const autocannon = require('autocannon');
const { startBaseline } = require('./baseline-server');
const { hasWrk, wrkLoad } = require('./wrk');

// Each URL is loaded unmeasured first (warmUp seconds), the site and the baseline alike: a server's first
// seconds under a load (its code being optimised, its heap growing to the load) are not its pace, and
// they were most of the site's p99 in a 20 s run (15-18 ms in its first 6 s, 3-6 ms after).
const LOAD = { connections: 50, duration: 20, warmUp: 5, client: hasWrk() ? 'wrk' : 'autocannon' };

/** @typedef {{ requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number, requests: number }} LoadFigures */

/** @param {autocannon.Result} result @returns {LoadFigures} */
const figuresOf = (result) => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  requests: result.requests.total,
});

/** @param {string} base @param {string} path @returns {Promise<LoadFigures>} */
const load = async (base, path) => {
  await loadFor(base, path, LOAD.warmUp);
  return loadFor(base, path, LOAD.duration);
};

/** @param {string} base @param {string} path @param {number} seconds @returns {Promise<LoadFigures>} */
const loadFor = async (base, path, seconds) => {
  if (LOAD.client === 'wrk') {
    // `failed` is errors and non-2xx together: the report keeps them apart.
    const { failed, ...figures } = await wrkLoad({ base, paths: [path], connections: LOAD.connections, seconds });
    return figures;
  }
  const result = await new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: LOAD.connections, duration: seconds, timeout: 10 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
  });
  return figuresOf(/** @type {autocannon.Result} */ (result));
};

/** Headers node:http writes itself for every reply: the baseline's server sends its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** @param {string} url @returns {Promise<{ status: number, headers: string[], body: Buffer }>} */
const getIdentity = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/**
 * The reply the site gives for a path, as a client that asks for no compression gets it: its
 * body and its headers (the security headers, the request id, the ETag...), all but the ones
 * node:http writes for every reply. "The same bytes" is the whole reply: a bare server sending
 * only the body would not pay for the headers the site must send (19 of them cost a bare server
 * a fifth of its pace).
 * @param {string} base @param {string} path @returns {Promise<import('./baseline-server').Reply>}
 */
const replyOf = async (base, path) => {
  // The second answer is the one the load gets: a page's first is rendered for its request (its id in it), then kept.
  await getIdentity(`${base}${path}`);
  const response = await getIdentity(`${base}${path}`);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const headers = [];
  for (let at = 0; at < response.headers.length; at += 2) {
    if (!PER_CONNECTION.has(response.headers[at].toLowerCase())) headers.push(response.headers[at], response.headers[at + 1]);
  }
  return { path, headers, body: response.body };
};

/** @typedef {{ label: string, path: string, bytes: number, site: LoadFigures, baseline: LoadFigures, ratio: number }} ApiRow */
/** @typedef {{ load: typeof LOAD, rows: ApiRow[] }} ApiThroughput */

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
      const site = await load(siteBase, target.path);
      const bare = await load(baseline.base, target.path);
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

/** The site's p99 over the baseline's (a baseline p99 under 1 ms counts as 1 ms: below it the loopback's jitter decides). */
/** @param {ApiRow} row */
const p99Ratio = (row) => row.site.p99Ms / Math.max(1, row.baseline.p99Ms);

module.exports = { measureApiThroughput, p99Ratio };
