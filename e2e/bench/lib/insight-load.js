// Insight ingestion on one running site, sustained: after a warm-up (beacons and pages, unmeasured but
// for the cold beacons' p99, reported beside), beacons at a steady rate on their own (events a second
// taken in, p50 / p99 of the 202), then the public pages' request rate (10 connections, / and /blog in
// turn; wrk where it is installed, else autocannon) without beacons and while they arrive, alternating
// for `rounds` rounds so both see the same moments of the machine. Afterwards the report of today must
// count every view accepted: nothing dropped by the buffer or lost by the batch writer.

const autocannon = require('autocannon');
const { ingestInChild } = require('./insight-ingest');
const { hasWrk, wrkRate } = require('./wrk');

const PAGES = ['/', '/blog'];
const PAGE_HEADERS = { 'accept-encoding': 'gzip' };
const WARM_UP_SECONDS = 5;

/** The client the page rate is measured with: wrk (a fraction of a core) where installed. */
const PAGE_CLIENT = hasWrk() ? 'wrk' : 'autocannon';

/** @param {string} base @param {number} seconds @returns {Promise<{ requestsPerSecond: number, failed: number }>} */
const pageRate = async (base, seconds) => {
  if (PAGE_CLIENT === 'wrk') return wrkRate({ base, paths: PAGES, headers: PAGE_HEADERS, connections: 10, seconds });
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    timeout: 10,
    headers: PAGE_HEADERS,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  return { requestsPerSecond: result.requests.total / seconds, failed: result.errors + result.timeouts + result.non2xx };
};

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** @param {string} base @param {{ email: string, password: string }} staff */
const viewsCountedToday = async (base, staff) => {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  const { token } = await login.json();
  const report = await fetch(`${base}/api/insights/report`, { headers: { authorization: `Bearer ${token}` } });
  if (!report.ok) throw new Error(`GET /api/insights/report answered ${report.status}`);
  return Number((await report.json()).totals.views);
};

/**
 * @param {string} base the site's origin
 * @param {{ email: string, password: string }} staff
 * @param {{ eventsPerSecond: number, seconds: number, rounds: number }} options
 */
const measureIngestion = async (base, staff, { eventsPerSecond, seconds, rounds }) => {
  // A site just started compiles its code paths and opens its connections on the first requests.
  const cold = await ingestInChild({ base, eventsPerSecond, seconds: WARM_UP_SECONDS });
  await pageRate(base, WARM_UP_SECONDS);
  const viewsBefore = await viewsCountedToday(base, staff);
  const alone = await ingestInChild({ base, eventsPerSecond, seconds });
  const views = (await viewsCountedToday(base, staff)) - viewsBefore;
  const calm = [];
  const busy = [];
  let pageFailures = 0;
  let beaconFailures = cold.errors + cold.non2xx + alone.errors + alone.non2xx;
  for (let round = 0; round < rounds; round += 1) {
    const quiet = await pageRate(base, seconds);
    // The beacons start first and run a second longer, so the pages are measured under them throughout.
    const beacons = ingestInChild({ base, eventsPerSecond, seconds: seconds + 2 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loaded = await pageRate(base, seconds);
    const during = await beacons;
    calm.push(quiet.requestsPerSecond);
    busy.push(loaded.requestsPerSecond);
    pageFailures += quiet.failed + loaded.failed;
    beaconFailures += during.errors + during.non2xx;
  }
  return {
    cold,
    pageClient: PAGE_CLIENT,
    alone,
    viewsAccepted: alone.viewBeacons,
    viewsCounted: views,
    pagesCalm: mean(calm),
    pagesBusy: mean(busy),
    ratio: mean(busy) / mean(calm),
    pageFailures,
    beaconFailures,
  };
};

module.exports = { measureIngestion, PAGES, PAGE_CLIENT, WARM_UP_SECONDS };
