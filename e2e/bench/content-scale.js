#!/usr/bin/env node
// Content and leads at scale (`npm run bench:content`, issue 18): the production site on
// SQLite and on PostgreSQL, seeded with 10 posts and 10 contact messages and, running beside
// it, with 100,000 posts and 1,000,000 messages. The two are asked in turn, request for
// request, so both see the same moments of a busy machine. For each it prints the response
// time (p50, p99 over loopback, one request at a time, the body read as sent: the server's
// time, not the client's unzipping) of /, /blog,
// /blog?page=5000, a post, GET /api/blog?page=…, an admin search of the contacts and of the
// posts, and a sitemap file; the HTML bytes of / and /blog; and the server's peak RSS above
// idle while a client downloads the CSV export of every message. Budgets: each page and
// call within 2x of its 10-row figure and under 50 ms p50; / within 10 % of its 10-post
// size; the export within 100 MB of idle. Rewrites its section of docs/benchmarks.md.
//
//   node e2e/bench/content-scale.js [--posts 100000] [--contacts 1000000] [--runs 60]
//        [--engines sqlite,postgres] [--no-build] [--no-docs]
// PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL, else the CI database.

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { createSchema } = require('./lib/postgres-schema');
const { seedPostgres, seedSqlite, NEEDLE_CONTACT, NEEDLE_POST_WORD } = require('./lib/content-seed');
const { startSite, STAFF } = require('./lib/site-server');
const { writeSection } = require('./lib/docs-section');
const { option } = require('./lib/cli-args');

const args = process.argv.slice(2);
const { ROOT } = require('./lib/build-time');

const CI_DATABASE_URL = 'postgres://agency:agency@127.0.0.1:5432/agency_test';
const BLOG_PAGE_SIZE = 6;
const SMALL = { posts: 10, contacts: 10 };

const LARGE = { posts: Number(option('posts', 100_000)), contacts: Number(option('contacts', 1_000_000)) };
const RUNS = Number(option('runs', 60));
const ENGINES = option('engines', 'sqlite,postgres').split(',');

/** @typedef {{ p50: number, p99: number }} Summary */
/** @typedef {'home' | 'blog' | 'blogDeep' | 'post' | 'apiPage' | 'contactSearch' | 'postSearch' | 'sitemap'} TimedKey */
/** @typedef {{ idle: number, peak: number, bytes: number, seconds: number }} ExportRss */
/** @typedef {Record<TimedKey, Summary> & { deepPage: number, homeBytes: number, blogBytes: number, exportRss: ExportRss }} Figures */
/** @typedef {Awaited<ReturnType<typeof seededSite>>} SeededSite */
/** A seeded site while it is measured: its staff token, its number of blog pages, its random page generator's state. */
/** @typedef {SeededSite & { token: string, pages: number, seed: number }} MeasuredSite */
/** @typedef {[name: string, small: string, large: string, budget: string, pass: boolean]} Row */

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One GET read to its end as sent (no unzipping); resolves with the status and the milliseconds.
 * @param {string} url
 * @param {http.OutgoingHttpHeaders} headers
 * @returns {Promise<{ status: number | undefined, ms: number }>}
 */
const timedGetOnce = (url, headers) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { headers }, (reply) => {
        reply.on('data', () => undefined);
        reply.on('end', () => resolve({ status: reply.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        reply.on('error', reject);
      })
      .on('error', reject);
  });

/**
 * A kept-alive socket the server closes just as the next request goes out ends in ECONNRESET
 * before the server saw the request: that one is sent again (and timed again), not counted.
 * @param {string} url
 * @param {http.OutgoingHttpHeaders} headers
 */
const timedGet = (url, headers) =>
  timedGetOnce(url, headers).catch((error) => {
    if (error.code !== 'ECONNRESET') throw error;
    console.warn(`  (${url}: connection reset, sent again)`);
    return timedGetOnce(url, headers);
  });

/** @param {number[]} times @returns {Summary} */
const summarize = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/**
 * `RUNS` requests to each of the two sites in turn (after 5 unmeasured each), one at a time:
 * p50 and p99 in ms of each. `urls(site, i)` names the i-th request to a site.
 * @param {MeasuredSite[]} sites
 * @param {(site: MeasuredSite, i: number) => string} urls
 * @param {(site: MeasuredSite) => http.OutgoingHttpHeaders} headers
 */
const timeBoth = async (sites, urls, headers = () => ({})) => {
  const times = sites.map(() => /** @type {number[]} */ ([]));
  for (let i = -5; i < RUNS; i += 1) {
    for (const [index, site] of sites.entries()) {
      const url = urls(site, i);
      const { status, ms } = await timedGet(url, headers(site));
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      if (i >= 0) times[index].push(ms);
    }
  }
  return times.map(summarize);
};

/** @param {number | undefined} pid */
const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+) kB/.exec(status))[1]) * 1024;
};

/**
 * The server's RSS before, and its peak while a client downloads the CSV export to its end.
 * @param {SeededSite} site
 * @param {string} token
 * @returns {Promise<ExportRss>}
 */
const exportMemory = async (site, token) => {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = rssOf(site.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(site.pid));
  }, 20);
  let bytes = 0;
  const started = Date.now();
  const reply = await fetch(`${site.base}/api/contact/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  // A 200 reply (the export) has a body.
  for await (const chunk of /** @type {ReadableStream<Uint8Array>} */ (reply.body)) bytes += chunk.length;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(site.pid));
  return { idle, peak, bytes, seconds: (Date.now() - started) / 1000 };
};

/** @param {SeededSite} site @returns {Promise<string>} */
const staffTokenOf = async (site) => {
  const login = await fetch(`${site.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  return (await login.json()).token;
};

/**
 * Every figure of both sites: `sites` are the small and the large one, each with its `counts`.
 * @param {SeededSite[]} seeded
 * @returns {Promise<Figures[]>}
 */
const measure = async (seeded) => {
  // Each site gets its token, page count and generator state before the first request.
  const sites = /** @type {MeasuredSite[]} */ (seeded);
  for (const site of sites) {
    site.token = await staffTokenOf(site);
    site.pages = Math.ceil(site.counts.posts / BLOG_PAGE_SIZE);
    site.seed = 1;
  }
  const gzip = () => ({ 'accept-encoding': 'gzip' });
  /** @param {MeasuredSite} site */
  const asStaff = (site) => ({ ...gzip(), authorization: `Bearer ${site.token}` });
  /** @param {MeasuredSite} site */
  const randomPage = (site) => {
    site.seed = (site.seed * 16807) % 2147483647;
    return 1 + (site.seed % site.pages);
  };
  const timed = {
    home: await timeBoth(sites, (site) => `${site.base}/`, gzip),
    blog: await timeBoth(sites, (site) => `${site.base}/blog`, gzip),
    blogDeep: await timeBoth(sites, (site) => `${site.base}/blog?page=${Math.min(5000, site.pages)}`, gzip),
    post: await timeBoth(sites, (site) => `${site.base}/blog/post-${Math.ceil(site.counts.posts / 2)}`, gzip),
    apiPage: await timeBoth(sites, (site) => `${site.base}/api/blog?page=${randomPage(site)}&limit=${BLOG_PAGE_SIZE}`, gzip),
    contactSearch: await timeBoth(
      sites,
      (site) => `${site.base}/api/contact?q=${encodeURIComponent(NEEDLE_CONTACT.lastName)}&limit=10`,
      asStaff,
    ),
    postSearch: await timeBoth(sites, (site) => `${site.base}/api/blog?q=${NEEDLE_POST_WORD}&limit=10`, asStaff),
    sitemap: await timeBoth(sites, (site) => `${site.base}/sitemap-blog-1.xml`, gzip),
  };
  /** @param {MeasuredSite} site @param {string} url */
  const html = async (site, url) => Buffer.byteLength(await (await fetch(`${site.base}${url}`)).text());
  /** @type {Figures[]} */
  const figures = [];
  for (const [index, site] of sites.entries()) {
    const found = await (
      await fetch(`${site.base}/api/contact?q=${NEEDLE_CONTACT.lastName}&limit=10`, { headers: { authorization: `Bearer ${site.token}` } })
    ).json();
    if (found.total !== 3) throw new Error(`the contact search found ${found.total} needles, not 3`);
    figures.push({
      .../** @type {Record<TimedKey, Summary>} */ (Object.fromEntries(Object.entries(timed).map(([key, both]) => [key, both[index]]))),
      deepPage: Math.min(5000, site.pages),
      homeBytes: await html(site, '/'),
      blogBytes: await html(site, '/blog'),
      exportRss: await exportMemory(site, site.token),
    });
  }
  return figures;
};

/**
 * A migrated database seeded with `counts`, and the site started on it; `stop()` ends both.
 * @param {string} engine
 * @param {import('./lib/content-seed').SeedCounts} counts
 */
const seededSite = async (engine, counts) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-data-'));
  const schema =
    engine === 'postgres'
      ? await createSchema(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? CI_DATABASE_URL, 'bench_content')
      : undefined;
  const env = { SEED: '0', ...(schema ? { DATABASE_URL: schema.url } : {}) };
  const cleanUp = async () => {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A first start migrates and creates the staff account; the rows go in while it is down.
    await (await startSite({ dataDir, env })).stop();
    const seedStarted = Date.now();
    if (schema) await seedPostgres(schema.url, counts);
    else seedSqlite(dataDir, counts);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const site = await startSite({ dataDir, env });
    const stop = async () => {
      await site.stop();
      await cleanUp();
    };
    return { ...site, counts, seedSeconds, stop };
  } catch (error) {
    await cleanUp();
    throw error;
  }
};

/** @param {string} engine */
const run = async (engine) => {
  const small = await seededSite(engine, SMALL);
  try {
    const large = await seededSite(engine, LARGE);
    try {
      const [smallFigures, largeFigures] = await measure([small, large]);
      return { small: smallFigures, large: { ...largeFigures, seedSeconds: large.seedSeconds } };
    } finally {
      await large.stop();
    }
  } finally {
    await small.stop();
  }
};

const MB = 1024 * 1024;
/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/** @type {Array<[TimedKey, string]>} */
const TIMED = [
  ['home', '/'],
  ['blog', '/blog'],
  ['blogDeep', '/blog?page=5000'],
  ['post', 'a post (/blog/{slug})'],
  ['apiPage', 'GET /api/blog?page=…&limit=6'],
  ['contactSearch', 'admin search of the contacts'],
  ['postSearch', 'admin search of the posts'],
  ['sitemap', 'a sitemap file (/sitemap-blog-1.xml)'],
];

/**
 * One row per figure: the 10-row and the large figure, the budget and PASS or FAIL.
 * @param {Figures} small
 * @param {Figures} large
 * @returns {Row[]}
 */
const rowsOf = (small, large) => {
  const rows = TIMED.map(([key, label]) => {
    const ratio = large[key].p50 / small[key].p50;
    const pass = ratio <= 2 && large[key].p50 < 50;
    const name = key === 'blogDeep' ? `${label} (10 posts: page ${small.deepPage}, its last)` : label;
    return /** @type {Row} */ ([
      name,
      `${ms(small[key].p50)} / ${ms(small[key].p99)}`,
      `${ms(large[key].p50)} / ${ms(large[key].p99)}`,
      `p50 ≤ 2x (${ratio.toFixed(2)}x) and < 50 ms`,
      pass,
    ]);
  });
  const homeGrowth = large.homeBytes / small.homeBytes - 1;
  rows.push([
    'HTML bytes of /',
    `${small.homeBytes}`,
    `${large.homeBytes}`,
    `within 10 % (${(homeGrowth * 100).toFixed(1)} %)`,
    Math.abs(homeGrowth) <= 0.1,
  ]);
  rows.push(['HTML bytes of /blog', `${small.blogBytes}`, `${large.blogBytes}`, 'reported', true]);
  /** @param {ExportRss} figure */
  const above = (figure) => (figure.peak - figure.idle) / MB;
  rows.push([
    'peak RSS above idle during the CSV export',
    `${above(small.exportRss).toFixed(1)} MB (${small.exportRss.bytes} B)`,
    `${above(large.exportRss).toFixed(1)} MB (${(large.exportRss.bytes / MB).toFixed(0)} MB in ${large.exportRss.seconds.toFixed(1)} s)`,
    '≤ 100 MB above idle',
    above(large.exportRss) <= 100,
  ]);
  return rows;
};

const main = async () => {
  if (!args.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'webpack', 'build.js')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const loadBefore = os.loadavg();
  const started = Date.now();
  /** @type {Record<string, { small: Figures, large: Figures & { seedSeconds: number }, rows: Row[] }>} */
  const results = {};
  for (const engine of ENGINES) {
    console.log(
      `${engine}: ${SMALL.posts} posts and ${SMALL.contacts} messages beside ${LARGE.posts} posts and ${LARGE.contacts} messages`,
    );
    const { small, large } = await run(engine);
    results[engine] = { small, large, rows: rowsOf(small, large) };
    for (const [name, a, b, budget, pass] of results[engine].rows)
      console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${a} -> ${b} (${budget})`);
    console.log(`  seeding took ${large.seedSeconds.toFixed(0)} s`);
  }
  const loadAfter = os.loadavg();
  if (args.includes('--no-docs')) return;
  const cpu = os.cpus();
  const lines = [
    '## Content at scale (npm run bench:content)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} on ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, in ${((Date.now() - started) / 60000).toFixed(0)} min.`,
    `Machine load (1-minute load average) ${loadBefore[0].toFixed(1)} at the start and ${loadAfter[0].toFixed(1)} at the end: other work shared the two cores, so`,
    'absolute times are noisy; the ratios compare runs made minutes apart under the same kind of load.',
    '',
    `Each timed figure: ${RUNS} requests one at a time over loopback (after 5 unmeasured), p50 / p99, the 10-row site and the`,
    'large one (both running) asked in turn, the body read as sent (gzip where the site sends it). The searches look for',
    `rows that exist at every size (3 messages from ${NEEDLE_CONTACT.firstName} ${NEEDLE_CONTACT.lastName}, 3 posts with "${NEEDLE_POST_WORD}"), as staff`,
    'do when they look someone up; GET /api/blog asks for random pages. The site runs with SEED=0 (no demo content), rows',
    'written straight into the database (content-seed.js). Not in `npm test`.',
    '',
  ];
  for (const [engine, result] of Object.entries(results)) {
    lines.push(
      `### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${SMALL.posts} posts and ${SMALL.contacts} messages -> ${LARGE.posts.toLocaleString('en-US')} posts and ${LARGE.contacts.toLocaleString('en-US')} messages`,
      '',
    );
    lines.push('| figure | 10 rows | large | budget | result |', '| --- | --- | --- | --- | --- |');
    for (const [name, a, b, budget, pass] of result.rows) lines.push(`| ${name} | ${a} | ${b} | ${budget} | ${pass ? 'PASS' : 'FAIL'} |`);
    lines.push('', `Seeding the large set took ${result.large.seedSeconds.toFixed(0)} s.`, '');
  }
  writeSection('## Content at scale (npm run bench:content)', `${lines.join('\n')}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
