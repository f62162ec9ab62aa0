// Every Insights query staff can ask, timed against a database holding a year of rollups: the
// report (and its CSV) for today, 7, 30, 90 days and the whole year, and one page's last 30 days.
// Each is asked `runs` times one at a time over loopback (after 2 unmeasured), the queries in turn
// round by round, p50 and p99 in ms.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startApiProcess } = require('./api-process');
const { createSchema } = require('./postgres-schema');
const { seedInsightsPostgres, seedInsightsSqlite } = require('./insight-seed');
const { prepareSummaries } = require('./insight-summaries');

const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {string} today @param {number} back */
const dayBefore = (today, back) => new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);

/** @param {string} today @returns {Array<[label: string, path: string]>} */
const queriesOf = (today) => {
  /** @param {number} days */
  const range = (days) => `from=${dayBefore(today, days - 1)}&to=${today}`;
  return [
    ['report, today', `/insights/report?${range(1)}`],
    ['report, 7 days', `/insights/report?${range(7)}`],
    ['report, 30 days', `/insights/report?${range(30)}`],
    ['report, 90 days', `/insights/report?${range(90)}`],
    ['report, 365 days', `/insights/report?${range(365)}`],
    ['CSV export, 30 days', `/insights/export.csv?${range(30)}`],
    ['CSV export, 365 days', `/insights/export.csv?${range(365)}`],
    ["one page's last 30 days", '/insights/page?path=/blog/post-1'],
  ];
};

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One request read to its end, in ms. A kept-alive socket the server closed just as the request went
 * out fails before the server saw it: that one is sent again (and timed again).
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
const timed = (url, headers) =>
  timedOnce(url, headers).catch((error) => {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    console.warn(`  (${url}: connection closed, sent again)`);
    return timedOnce(url, headers);
  });

/** @param {string} url @param {Record<string, string>} headers */
const timedOnce = async (url, headers) => {
  const started = process.hrtime.bigint();
  const reply = await fetch(url, { headers });
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
};

/**
 * A migrated database of `engine` seeded with `seed`, the API started on it, every query timed.
 * @param {'sqlite' | 'postgres'} engine
 * @param {import('./insight-seed').InsightSeed} seed
 * @param {{ runs: number, databaseUrl: string, summaries: boolean }} options
 */
const timeInsightQueries = async (engine, seed, { runs, databaseUrl, summaries }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insight-bench-data-'));
  const schema = engine === 'postgres' ? await createSchema(databaseUrl, 'bench_insights') : undefined;
  const env = {
    DATA_DIR: dataDir,
    SEED: '0',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    LOG_LEVEL: 'warn',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  };
  try {
    // A first start migrates and creates the staff account; the rows go in while it is down.
    await (await startApiProcess(env)).stop();
    const seedStarted = Date.now();
    if (schema) await seedInsightsPostgres(schema.url, seed);
    else seedInsightsSqlite(dataDir, seed);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const summary = await prepareSummaries({ dataDir, databaseUrl: schema?.url }, summaries);
    const api = await startApiProcess(env);
    try {
      const login = await fetch(`${api.base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(STAFF),
      });
      const { token } = await login.json();
      const headers = { authorization: `Bearer ${token}` };
      // Each round asks every query once, in turn: a burst of load from other work on the machine then
      // lands on all of them alike, instead of on every run of the one query being asked at that moment.
      const queries = queriesOf(seed.today);
      /** @type {Map<string, number[] | null>} */
      const times = new Map(queries.map(([label]) => [label, []]));
      for (let round = -2; round < runs; round += 1) {
        for (const [label, query] of queries) {
          const mine = times.get(label);
          if (!mine) continue;
          try {
            const ms = await timed(`${api.base}${query}`, headers);
            if (round >= 0) mine.push(ms);
          } catch (error) {
            // The server closes a connection silent for 30 s (its idle timeout): that query got no answer.
            console.warn(`  ${engine}: ${label}: no answer (${/** @type {Error} */ (error).message})`);
            times.set(label, null);
          }
        }
      }
      const rows = queries.map(([label, query]) => {
        const mine = times.get(label);
        if (!mine) return { label, query, p50: Infinity, p99: Infinity };
        mine.sort((a, b) => a - b);
        console.log(`  ${engine}: ${label}: p50 ${percentile(mine, 50).toFixed(0)} ms`);
        return { label, query, p50: percentile(mine, 50), p99: percentile(mine, 99) };
      });
      return { rows, seedSeconds, summary };
    } finally {
      await api.stop();
    }
  } finally {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

module.exports = { timeInsightQueries, queriesOf, STAFF };
