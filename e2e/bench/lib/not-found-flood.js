// A scanner's flood of random 404 paths against the 404 monitor (issue 38): `count` distinct random
// paths recorded as the site server records each page 404 (`NotFoundMonitor.record`), with the API's
// flush to the database between bursts (the 5 s timer's work, asked for here by reading the log),
// from the compiled API on SQLite in a temporary DATA_DIR. Counts the rows of `not_found_paths`
// afterwards, straight from the file: the table must stay within NOT_FOUND_PATHS_PER_DAY.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { ROOT } = require('./build-time');
const { check } = require('./budgets');

const STAFF = { email: 'bench@northstar.test', password: 'bench-password-of-the-flood' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

/**
 * @param {{ count?: number, burst?: number, pathsPerDay?: number }} [options]
 * @returns {Promise<{ count: number, pathsPerDay: number, rows: number, recordP50Us: number, seconds: number, heapGrowthMiB: number }>}
 */
const measureNotFoundFlood = async ({ count = 100_000, burst = 10_000, pathsPerDay = 1_000 } = {}) => {
  const { buildApp, NotFoundMonitor } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  const Sqlite = require(require.resolve('better-sqlite3', { paths: [path.join(ROOT, 'api')] }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-not-found-'));
  const monitor = new NotFoundMonitor();
  const app = await buildApp({
    dataDir,
    seed: false,
    seedImages: false,
    adminEmail: STAFF.email,
    adminPassword: STAFF.password,
    jwtSecret: 'bench-secret-of-the-404-flood-0123456789',
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    announce: () => undefined,
    notFoundMonitor: monitor,
    notFound: { pathsPerDay, logBots: false },
  });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/login', payload: STAFF });
    const headers = { authorization: `Bearer ${login.json().token}` };
    // Reading the log flushes what the monitor counted, as the timer does every 5 s.
    const flush = () => app.inject({ url: '/redirects/not-found?limit=1', headers });
    /** @type {number[]} */ const times = [];
    const heapBefore = process.memoryUsage().heapUsed;
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) {
      const at = process.hrtime.bigint();
      monitor.record(`/scan-${randomBytes(8).toString('hex')}`, undefined, BROWSER);
      if (i % 100 === 0) times.push(Number(process.hrtime.bigint() - at) / 1e3);
      if ((i + 1) % burst === 0) await flush();
    }
    await flush();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const heapGrowthMiB = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const file = new Sqlite(path.join(dataDir, 'agency.sqlite'), { readonly: true });
    const rows = Number(file.prepare('select count(*) as n from not_found_paths').get().n);
    file.close();
    times.sort((a, b) => a - b);
    return { count, pathsPerDay, rows, recordP50Us: times[Math.floor(times.length / 2)], seconds, heapGrowthMiB };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The flood's lines: rows stored held against the bound, and what recording cost. */
/** @param {Awaited<ReturnType<typeof measureNotFoundFlood>>} flood */
const notFoundFloodChecks = (flood) => [
  check(`404 table after ${flood.count.toLocaleString('en')} random 404s, over its bound`, flood.rows - flood.pathsPerDay, 'atMostZero'),
  check(
    '404 flood: rows stored, record p50, heap growth',
    `${flood.rows} of ${flood.pathsPerDay}; ${flood.recordP50Us.toFixed(1)} µs; ${flood.heapGrowthMiB.toFixed(1)} MiB`,
    null,
  ),
];

module.exports = { measureNotFoundFlood, notFoundFloodChecks };
