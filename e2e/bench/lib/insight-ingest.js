// Visitor beacons at a steady rate against a running site, as its visitor script sends them: for each
// page view a beacon with the view, then one with its five vitals (three events a beacon on average),
// each from one of 5,000 addresses (X-Forwarded-For, the site trusting one proxy hop) with a phone's
// browser user agent, so the per-address limit and the bot filter see what they see in production.
// Run in a child process (`fork`), so the load on the public pages comes from another event loop.

const autocannon = require('autocannon');
const { fork } = require('node:child_process');

const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ADDRESSES = 5_000;
const VITALS = [
  ['LCP', 1800],
  ['INP', 120],
  ['CLS', 0.04],
  ['FCP', 900],
  ['TTFB', 200],
];
/** Events a beacon carries on average: a view (1) and its vitals (5) in turn. */
const EVENTS_PER_BEACON = (1 + VITALS.length) / 2;

/** @typedef {{ beacons: number, viewBeacons: number, events: number, seconds: number, eventsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number }} IngestFigures */

/**
 * @param {{ base: string, eventsPerSecond: number, seconds: number }} options
 * @returns {Promise<IngestFigures>}
 */
const ingest = ({ base, eventsPerSecond, seconds }) => {
  const run = Date.now().toString(36);
  let sent = 0;
  let viewBeacons = 0;
  /** @param {autocannon.Request} request */
  const setupRequest = (request) => {
    const n = sent;
    sent += 1;
    const visit = Math.floor(n / 2);
    const page = `/blog/post-${visit % 2000}`;
    const id = (/** @type {string} */ suffix) => `b${run}${visit.toString(36)}${suffix}`.padEnd(8, '0');
    const events =
      n % 2 === 0
        ? [{ id: id('v'), type: 'view', path: page, referrer: 'https://www.google.com/', device: 'phone', remotes: { mf_public: '1.0.0' } }]
        : VITALS.map(([name, value]) => ({
            id: id(String(name)),
            type: 'vital',
            path: page,
            name,
            value,
            remotes: { mf_public: '1.0.0' },
          }));
    if (n % 2 === 0) viewBeacons += 1;
    return {
      ...request,
      body: JSON.stringify({ events }),
      headers: {
        ...request.headers,
        'x-forwarded-for': `10.${(visit % ADDRESSES) >> 8}.${visit % 256}.7`,
      },
    };
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/insights/events`,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
        connections: 20,
        overallRate: Math.ceil(eventsPerSecond / EVENTS_PER_BEACON),
        duration: seconds,
        timeout: 10,
        requests: [{ setupRequest }],
      },
      (error, result) => {
        if (error) return reject(error);
        const beacons = result['2xx'];
        const events = Math.round(beacons * EVENTS_PER_BEACON);
        const elapsed = result.duration;
        resolve({
          beacons,
          viewBeacons,
          events,
          seconds: elapsed,
          eventsPerSecond: events / elapsed,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
};

/**
 * The same load from a child process: resolves with its figures when it ends.
 * @param {{ base: string, eventsPerSecond: number, seconds: number }} options
 * @returns {Promise<IngestFigures>}
 */
const ingestInChild = (options) =>
  new Promise((resolve, reject) => {
    const child = fork(__filename, [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (figures) => resolve(/** @type {IngestFigures} */ (figures)));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the beacon sender exited (${code})`))));
  });

if (require.main === module) {
  ingest(JSON.parse(process.argv[2]))
    .then((figures) => process.send?.(figures, () => process.exit(0)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

module.exports = { ingestInChild, EVENTS_PER_BEACON, USER_AGENT };
