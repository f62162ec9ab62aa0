#!/usr/bin/env node
// First-party insight at scale (`npm run bench:insights`, issue 36), on SQLite and, when a
// PostgreSQL URL is set (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL), on PostgreSQL:
//  - ingestion on one instance (the production site), sustained (after a warm-up, whose cold p99 is
//    shown beside): beacons at 3,000 events a second, p99 of their 202 at most 20 ms, every view
//    accepted counted in the report afterwards;
//  - the public pages' request rate while the beacons arrive, at least 0.8 of it without them;
//  - every Insights query (report and CSV for today, 7, 30, 90 and 365 days, one page's 30 days)
//    against one year of rollups for 2,000 pages (about 10 million events, written straight into
//    the tables), p50 at most 200 ms each.
// Prints each figure against its budget, rewrites its section of docs/benchmarks.md, and exits 1
// when a budget fails.
//
// The queries read the weekly and monthly summaries, built after seeding by the API's job;
// `--summaries off` leaves them unbuilt, so every report reads the daily rows (the figures before them).
//
//   node e2e/bench/insights.js [--engines sqlite,postgres] [--parts ingestion,queries] [--pages 2000]
//        [--days 365] [--runs 10] [--summaries off] [--events-per-second 3090] [--seconds 15] [--rounds 2]
//        [--no-build] [--no-docs]
//
// The beacons are offered 3 % above the budget's 3,000 events a second: offered at exactly the budget,
// what the site takes can only come out a little under it (the last beacons still in flight when the
// run's clock stops), 2,992-2,998 in every run at 3,000.

const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { check, lineOf } = require('./lib/budgets');
const { option } = require('./lib/cli-args');
const { ROOT } = require('./lib/build-time');
const { writeSection } = require('./lib/docs-section');
const { createSchema } = require('./lib/postgres-schema');
const { seededEvents } = require('./lib/insight-seed');
const { measureIngestion, PAGE_CLIENT, WARM_UP_SECONDS } = require('./lib/insight-load');
const { timeInsightQueries } = require('./lib/insight-queries');
const { startSite, STAFF } = require('./lib/site-server');

const args = process.argv.slice(2);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const ENGINES = option('engines', POSTGRES_URL ? 'sqlite,postgres' : 'sqlite').split(',');
const SEED = {
  pages: Number(option('pages', 2000)),
  days: Number(option('days', 365)),
  leads: 2000,
  today: new Date().toISOString().slice(0, 10),
};
const RUNS = Number(option('runs', 10));
const PARTS = option('parts', 'ingestion,queries').split(',');
const SUMMARIES = option('summaries', 'on') !== 'off';
const LOAD = {
  eventsPerSecond: Number(option('events-per-second', 3090)),
  seconds: Number(option('seconds', 15)),
  rounds: Number(option('rounds', 2)),
};

/** @typedef {import('./lib/budgets').Check} Check */

/** @param {'sqlite' | 'postgres'} engine @returns {Promise<{ checks: Check[], notes: string[] }>} */
const ingestionOn = async (engine) => {
  const schema = engine === 'postgres' ? await createSchema(/** @type {string} */ (POSTGRES_URL), 'bench_ingest') : undefined;
  // Beacons come from 5,000 addresses through one trusted proxy hop (X-Forwarded-For).
  const site = await startSite({ env: { TRUST_PROXY: '1', ...(schema ? { DATABASE_URL: schema.url } : {}) } });
  try {
    const figures = await measureIngestion(site.base, STAFF, LOAD);
    const { alone } = figures;
    const answered = alone.beacons;
    // In-flight beacons at the end of the run may be counted or not; every answered view beacon must be.
    const lost = Math.max(0, Math.floor(answered / 2) - 20 - figures.viewsCounted);
    return {
      checks: [
        check(`${engine}: events taken in a second (alone)`, alone.eventsPerSecond, 'insightEventsPerSecond'),
        check(`${engine}: beacon p99 (alone)`, alone.p99Ms, 'insightBeaconP99Ms'),
        check(`${engine}: beacon p50 (alone)`, `${alone.p50Ms} ms`, null),
        check(`${engine}: beacon p99 in the first ${WARM_UP_SECONDS} s after the start (cold)`, `${figures.cold.p99Ms} ms`, null),
        check(`${engine}: failed beacons (all runs)`, figures.beaconFailures, 'zero'),
        check(`${engine}: answered views not counted`, lost, 'zero'),
        check(`${engine}: public pages during beacons vs without`, figures.ratio, 'insightPagesRatio', 2),
        check(`${engine}: failed page requests`, figures.pageFailures, 'zero'),
      ],
      notes: [
        `${engine}: ${alone.beacons} beacons (${alone.events} events) answered in ${alone.seconds} s; ${figures.viewsCounted} of ${alone.viewBeacons} view beacons sent counted;` +
          ` pages (${figures.pageClient}) ${Math.round(figures.pagesCalm)} req/s without beacons, ${Math.round(figures.pagesBusy)} req/s during them.`,
      ],
    };
  } finally {
    await site.stop();
    await schema?.drop();
  }
};

/** @param {'sqlite' | 'postgres'} engine @returns {Promise<{ checks: Check[], notes: string[] }>} */
const queriesOn = async (engine) => {
  const { rows, seedSeconds, summary } = await timeInsightQueries(engine, SEED, {
    runs: RUNS,
    databaseUrl: /** @type {string} */ (POSTGRES_URL),
    summaries: SUMMARIES,
  });
  return {
    checks: rows.map((row) => ({
      ...check(`${engine}: ${row.label}, p50`, row.p50, 'insightQueryP50Ms'),
      shown: Number.isFinite(row.p50) ? `${row.p50.toFixed(0)} ms (p99 ${row.p99.toFixed(0)})` : 'no answer within 30 s',
    })),
    notes: [
      `${engine}: seeding the rollups took ${seedSeconds.toFixed(0)} s; ` +
        (SUMMARIES
          ? `the first summary run built ${summary.built} days, weeks and months in ${summary.seconds.toFixed(0)} s.`
          : 'no summaries built (--summaries off): every report read the daily rows.'),
    ],
  };
};

const main = async () => {
  if (!args.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'webpack', 'build.js')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  /** @type {Check[]} */
  const checks = [];
  /** @type {string[]} */
  const notes = [];
  for (const engine of /** @type {Array<'sqlite' | 'postgres'>} */ (ENGINES)) {
    for (const part of [...(PARTS.includes('ingestion') ? [ingestionOn] : []), ...(PARTS.includes('queries') ? [queriesOn] : [])]) {
      const result = await part(engine);
      for (const one of result.checks) console.log(lineOf(one));
      for (const note of result.notes) console.log(`  ${note}`);
      checks.push(...result.checks);
      notes.push(...result.notes);
    }
  }
  const failed = checks.filter((one) => one.pass === false);
  console.log(failed.length === 0 ? 'Every insight budget holds.' : `${failed.length} insight budget(s) failed.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
  if (args.includes('--no-docs')) return;
  const cpu = os.cpus();
  const lines = [
    '## First-party insight (npm run bench:insights)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} on ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}, in ${((Date.now() - started) / 60000).toFixed(0)} min:` +
      ` 1-minute load average ${loadBefore.toFixed(1)} at the start (just after the build) and ${os.loadavg()[0].toFixed(1)} at the end.`,
    '',
    `Ingestion: the production site (one instance), after ${WARM_UP_SECONDS} s of beacons and ${WARM_UP_SECONDS} s of pages to warm it up (the cold p99 is the`,
    `first of these), beacons at ${LOAD.eventsPerSecond} events a second for ${LOAD.seconds} s as the visitor script sends them`,
    `(a view, then its five vitals: three events a beacon), from 5,000 addresses; then / and /blog under ${PAGE_CLIENT} (10 connections)`,
    `without beacons and during them, ${LOAD.rounds} rounds in turn. Queries: ${SEED.pages.toLocaleString('en-US')} pages over ${SEED.days} days of rollups`,
    `(${seededEvents(SEED).toLocaleString('en-US')} events: per page and day three traffic rows and LCP / INP histograms), ${SEED.leads} leads, each query`,
    `${RUNS} times one at a time as staff (after 2 unmeasured), p50 (p99). Not in \`npm test\`.`,
    '',
    '| figure | measured | budget | result |',
    '| --- | --- | --- | --- |',
    ...checks.map(
      (one) => `| ${one.name} | ${one.shown} | ${one.budget ?? '—'} | ${one.pass === null ? 'INFO' : one.pass ? 'PASS' : 'FAIL'} |`,
    ),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ];
  writeSection('## First-party insight (npm run bench:insights)', `${lines.join('\n')}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
