#!/usr/bin/env node
// Content and leads at scale (`npm run bench:content`, issue 18): the production site on
// SQLite and on PostgreSQL, seeded with 10 posts and 10 contact messages, then with
// 100,000 posts and 1,000,000 messages. For each it prints the response time (p50, p99 over
// loopback, one request at a time, so it is the server's time) of /, /blog,
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
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { createSchema } = require('./lib/postgres-schema');
const { seedPostgres, seedSqlite, NEEDLE_CONTACT, NEEDLE_POST_WORD } = require('./lib/content-seed');
const { startSite, STAFF } = require('./lib/site-server');
const { writeSection } = require('./lib/docs-section');
const { ROOT } = require('./lib/build-time');

const CI_DATABASE_URL = 'postgres://agency:agency@127.0.0.1:5432/agency_test';
const BLOG_PAGE_SIZE = 6;
const SMALL = { posts: 10, contacts: 10 };

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const LARGE = { posts: Number(flag('posts', 100_000)), contacts: Number(flag('contacts', 1_000_000)) };
const RUNS = Number(flag('runs', 60));
const ENGINES = flag('engines', 'sqlite,postgres').split(',');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50 and p99 in ms of `RUNS` sequential requests (after a few unmeasured), each read to its end. */
const timeRequests = async (nextUrl, headers = {}) => {
  const times = [];
  for (let i = -5; i < RUNS; i += 1) {
    const url = nextUrl(i);
    const started = process.hrtime.bigint();
    const reply = await fetch(url, { headers });
    await reply.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
    if (i >= 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};

const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
};

/** The server's RSS before, and its peak while a client downloads the CSV export to its end. */
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
  for await (const chunk of reply.body) bytes += chunk.length;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(site.pid));
  return { idle, peak, bytes, seconds: (Date.now() - started) / 1000 };
};

const measure = async (site, counts) => {
  const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  const { token } = await login.json();
  const staff = { authorization: `Bearer ${token}` };
  const gzip = { 'accept-encoding': 'gzip' };
  const pages = Math.ceil(counts.posts / BLOG_PAGE_SIZE);
  const deepPage = Math.min(5000, pages);
  const middlePost = `post-${Math.ceil(counts.posts / 2)}`;
  let seed = 1;
  const randomPage = () => {
    seed = (seed * 16807) % 2147483647;
    return 1 + (seed % pages);
  };
  const html = async (url) => Buffer.byteLength(await (await fetch(`${site.base}${url}`)).text());
  const figures = {
    home: await timeRequests(() => `${site.base}/`, gzip),
    blog: await timeRequests(() => `${site.base}/blog`, gzip),
    blogDeep: { ...(await timeRequests(() => `${site.base}/blog?page=${deepPage}`, gzip)), page: deepPage },
    post: await timeRequests(() => `${site.base}/blog/${middlePost}`, gzip),
    apiPage: await timeRequests(() => `${site.base}/api/blog?page=${randomPage()}&limit=${BLOG_PAGE_SIZE}`, gzip),
    contactSearch: await timeRequests(() => `${site.base}/api/contact?q=${encodeURIComponent(NEEDLE_CONTACT.lastName)}&limit=10`, { ...staff, ...gzip }),
    postSearch: await timeRequests(() => `${site.base}/api/blog?q=${NEEDLE_POST_WORD}&limit=10`, { ...staff, ...gzip }),
    sitemap: await timeRequests(() => `${site.base}/sitemap-blog-1.xml`, gzip),
    homeBytes: await html('/'),
    blogBytes: await html('/blog'),
    exportRss: await exportMemory(site, token),
  };
  const found = await (await fetch(`${site.base}/api/contact?q=${NEEDLE_CONTACT.lastName}&limit=10`, { headers: staff })).json();
  if (found.total !== 3) throw new Error(`the contact search found ${found.total} needles, not 3`);
  return figures;
};

const run = async (engine, counts) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-data-'));
  const schema = engine === 'postgres' ? await createSchema(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? CI_DATABASE_URL, 'bench_content') : undefined;
  const env = { SEED: '0', ...(schema ? { DATABASE_URL: schema.url } : {}) };
  try {
    // A first start migrates and creates the staff account; the rows go in while it is down.
    await (await startSite({ dataDir, env })).stop();
    const seedStarted = Date.now();
    if (schema) await seedPostgres(schema.url, counts);
    else seedSqlite(dataDir, counts);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const site = await startSite({ dataDir, env });
    try {
      return { ...(await measure(site, counts)), seedSeconds };
    } finally {
      await site.stop();
    }
  } finally {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

const MB = 1024 * 1024;
const ms = (value) => `${value.toFixed(1)} ms`;

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

/** One row per figure: the 10-row and the large figure, the budget and PASS or FAIL. */
const rowsOf = (small, large) => {
  const rows = TIMED.map(([key, label]) => {
    const ratio = large[key].p50 / small[key].p50;
    const pass = ratio <= 2 && large[key].p50 < 50;
    const name = key === 'blogDeep' ? `${label} (10 posts: page ${small[key].page}, its last)` : label;
    return [name, `${ms(small[key].p50)} / ${ms(small[key].p99)}`, `${ms(large[key].p50)} / ${ms(large[key].p99)}`, `p50 ≤ 2x (${ratio.toFixed(2)}x) and < 50 ms`, pass];
  });
  const homeGrowth = large.homeBytes / small.homeBytes - 1;
  rows.push(['HTML bytes of /', `${small.homeBytes}`, `${large.homeBytes}`, `within 10 % (${(homeGrowth * 100).toFixed(1)} %)`, Math.abs(homeGrowth) <= 0.1]);
  rows.push(['HTML bytes of /blog', `${small.blogBytes}`, `${large.blogBytes}`, 'reported', true]);
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
  const results = {};
  for (const engine of ENGINES) {
    console.log(`${engine}: ${SMALL.posts} posts, ${SMALL.contacts} messages`);
    const small = await run(engine, SMALL);
    console.log(`${engine}: ${LARGE.posts} posts, ${LARGE.contacts} messages`);
    const large = await run(engine, LARGE);
    results[engine] = { small, large, rows: rowsOf(small, large) };
    for (const [name, a, b, budget, pass] of results[engine].rows) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${a} -> ${b} (${budget})`);
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
    `Each timed figure: ${RUNS} requests one at a time over loopback (after 5 unmeasured), p50 / p99. The searches look for`,
    `rows that exist at every size (3 messages from ${NEEDLE_CONTACT.firstName} ${NEEDLE_CONTACT.lastName}, 3 posts with "${NEEDLE_POST_WORD}"), as staff`,
    'do when they look someone up; GET /api/blog asks for random pages. The site runs with SEED=0 (no demo content), rows',
    'written straight into the database (content-seed.js). Not in `npm test`.',
    '',
  ];
  for (const [engine, result] of Object.entries(results)) {
    lines.push(`### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${SMALL.posts} posts and ${SMALL.contacts} messages -> ${LARGE.posts.toLocaleString('en-US')} posts and ${LARGE.contacts.toLocaleString('en-US')} messages`, '');
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
