// GET /api/blog while anonymous senders flood other URLs with nested JSON: four senders post
// 1 MB of nested arrays, together 10 a second (the attack as it was found: four senders at about
// 10 requests a second stalled the site), in turn to an API route that does not exist, a page that
// does not exist, robots.txt and a staff route without a token. `floodRate: 0` makes each sender post
// again as soon as it is answered instead: on two cores that is a bandwidth flood (about 40 MB/s)
// whose senders take the CPU the measured server needs, which no refusal by the site can answer.
// autocannon loads GET /api/blog without the flood and during it, the two alternating for
// `rounds` rounds so both see the same moments of the machine; the figure is the ratio of
// the mean request rates (budget: at least 0.8).

const { fork } = require('node:child_process');
const path = require('node:path');
const autocannon = require('autocannon');

const FLOOD_PATHS = ['/api/no-such-route', '/no-such-page', '/robots.txt', '/api/faqs'];

/** @typedef {{ sent: number, failed: number, statuses: Record<string, number> }} FloodFigures */

/**
 * Starts the senders in a child process (flood-sender.js); `stop()` ends them and says what they sent.
 * @param {string} base @param {number} senders @param {number} bodyBytes @param {number} floodRate posts a second, 0 for as fast as answered
 * @returns {Promise<{ stop: () => Promise<FloodFigures> }>}
 */
const startFlood = async (base, senders, bodyBytes, floodRate) => {
  const child = fork(path.join(__dirname, 'flood-sender.js'), [
    base,
    String(senders),
    String(bodyBytes),
    String(floodRate),
    ...FLOOD_PATHS,
  ]);
  await new Promise((resolve) => child.once('message', resolve));
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (figures) => resolve(/** @type {FloodFigures} */ (figures)));
        child.send('stop');
      }),
  };
};

/** Requests per second GET `url` gets from autocannon. @param {string} url @param {number} connections @param {number} seconds */
const rate = async (url, connections, seconds) => {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  return { requestsPerSecond: result.requests.total / seconds, failed: result.errors + result.timeouts + result.non2xx };
};

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * @param {string} base the site's origin
 * @param {{ senders?: number, bodyBytes?: number, floodRate?: number, connections?: number, seconds?: number, rounds?: number }} [options]
 */
const measureNestedFlood = async (
  base,
  { senders = 4, bodyBytes = 1024 * 1024, floodRate = 10, connections = 50, seconds = 10, rounds = 2 } = {},
) => {
  const url = `${base}/api/blog`;
  const calm = [];
  const flooded = [];
  let failed = 0;
  /** @type {FloodFigures[]} */
  const floods = [];
  for (let round = 0; round < rounds; round += 1) {
    const quiet = await rate(url, connections, seconds);
    calm.push(quiet.requestsPerSecond);
    const flood = await startFlood(base, senders, bodyBytes, floodRate);
    const during = await rate(url, connections, seconds);
    floods.push(await flood.stop());
    flooded.push(during.requestsPerSecond);
    failed += quiet.failed + during.failed;
  }
  const sent = floods.reduce((sum, figures) => sum + figures.sent, 0);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const figures of floods) for (const [key, count] of Object.entries(figures.statuses)) statuses[key] = (statuses[key] ?? 0) + count;
  return {
    calm: mean(calm),
    flooded: mean(flooded),
    ratio: mean(flooded) / mean(calm),
    /** Flood requests per second, all senders together. */
    floodRate: sent / (rounds * seconds),
    floodFailed: floods.reduce((sum, figures) => sum + figures.failed, 0),
    statuses,
    /** GET /api/blog requests that failed or were not 2xx, both phases. */
    failed,
  };
};

module.exports = { measureNestedFlood };
