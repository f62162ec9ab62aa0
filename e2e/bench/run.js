#!/usr/bin/env node
// `npm run bench`: the product's figures against the budgets of issue 6, one line each
// with PASS or FAIL, written into docs/benchmarks.md (its own section). Not part of
// `npm test`; takes about six minutes on two cores. Exits 1 when a budget is not met.
//
//   node e2e/bench/run.js [--runs 3] [--no-write]

const { timeFullBuild } = require('./lib/build-time');
const { describeMachine } = require('./lib/machine');
const { startSite } = require('./lib/site-server');
const { measurePageBytes } = require('./lib/page-bytes');
const { biggestParts } = require('./lib/bundle-contents');
const { runLighthouse } = require('./lib/lighthouse');
const { measureApiThroughput, p99Ratio } = require('./lib/api-throughput');
const { measureNestedFlood } = require('./lib/nested-flood');
const { startPlainHtml } = require('./lib/plain-html-server');
const { measureInteractions } = require('./lib/interaction');
const { measureContactLoad } = require('./lib/contact-load');
const { check, lineOf } = require('./lib/budgets');
const { section } = require('./lib/markdown-report');
const { writeSection } = require('./lib/docs-section');
const { shortfallsOf } = require('./lib/shortfalls');
const { measureScaleOut } = require('./scale-out');
const { measureRedirectCost } = require('./lib/redirect-cost');
const { measureNotFoundFlood, notFoundFloodChecks } = require('./lib/not-found-flood');
const { option: arg } = require('./lib/cli-args');

const TITLE = '## Budgets: web, API and build (`npm run bench`)';
/** @param {string} line */
const say = (line) => process.stdout.write(`${line}\n`);

/**
 * @param {string} base
 * @returns {Promise<{ blog: { slug: string, image: string }, service: { slug: string } }>}
 */
const firstSlugs = async (base) => {
  const blogs = await (await fetch(`${base}/api/blog`)).json();
  const services = await (await fetch(`${base}/api/services`)).json();
  return { blog: blogs[0], service: services[0] };
};

async function main() {
  const runs = Number(arg('runs', 3));
  const machine = describeMachine();
  say(`Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}`);

  say('Building everything (node webpack/build.js --force)...');
  const build = timeFullBuild();
  const site = await startSite();
  let figures;
  try {
    const { blog, service } = await firstSlugs(site.base);
    const pages = [
      { label: '/', path: '/' },
      { label: '/blog', path: '/blog' },
      { label: '/blog/{slug}', path: `/blog/${blog.slug}` },
      { label: '/services/{slug}', path: `/services/${service.slug}` },
      { label: '/contact', path: '/contact' },
    ];
    say('Measuring what / downloads...');
    const downloaded = await measurePageBytes(site.base, '/');
    const bytes = {
      ...downloaded,
      files: downloaded.files.map((file) => ({ ...file, parts: file.kind === 'script' ? biggestParts(file.path) : [] })),
    };
    // The limit beside ours: each page with its scripts removed, the rest of what it loads from the site.
    const plainHtml = await startPlainHtml(
      site.base,
      pages.map((page) => page.path),
    );
    const lighthouse = [];
    try {
      for (const page of pages) {
        say(`Lighthouse ${page.label} (${runs} runs, then ${runs} of its plain HTML)...`);
        const result = await runLighthouse(`${site.base}${page.path}`, runs);
        lighthouse.push({ ...page, result, plain: await runLighthouse(`${plainHtml.base}${page.path}`, runs) });
      }
    } finally {
      await plainHtml.stop();
    }
    say('Interaction to Next Paint (4x CPU slowdown)...');
    const interactions = await measureInteractions(site.base);
    say('API reads under load (site, then the bare baseline)...');
    const api = await measureApiThroughput(site.base, [
      { label: 'GET /api/blog', path: '/api/blog' },
      { label: 'GET /api/single-blog/slug/{slug}', path: `/api/single-blog/slug/${blog.slug}` },
      { label: 'GET /api/blogimg/{image}', path: `/api/blogimg/${blog.image}` },
      // A public page from the page cache (the first request renders and keeps it).
      { label: 'GET / (page cache)', path: '/' },
    ]);
    say('GET /api/blog during a flood of nested JSON to other URLs...');
    const flood = await measureNestedFlood(site.base);
    figures = { bytes, lighthouse, api, flood, interactions };
  } finally {
    await site.stop();
  }
  say('POST /api/contact at a steady rate...');
  const contact = await measureContactLoad();
  say('GET /api/blog with two API instances against one (PostgreSQL)...');
  // Needs a PostgreSQL server (the CI one, or BENCH_DATABASE_URL); without one the line says so.
  /** @type {Awaited<ReturnType<typeof measureScaleOut>> | { error: Error }} */
  const scale = await measureScaleOut({ build: false }).catch((error) => ({ error }));

  say('A page with 10,000 redirect rules against none...');
  const redirects = measureRedirectCost();
  say('A flood of 100,000 random 404 paths against the 404 table...');
  const notFound = await measureNotFoundFlood();
  const { bytes, lighthouse, api, flood, interactions } = figures;
  const checks = [
    ...lighthouse.flatMap(({ label, result: r, plain }) => [
      check(`${label} performance`, r.scores.performance, 'performance'),
      check(`${label} accessibility`, r.scores.accessibility, 'accessibility'),
      check(`${label} best practices`, r.scores['best-practices'], 'best-practices'),
      check(`${label} SEO`, r.scores.seo, 'seo'),
      check(`${label} LCP`, r.lcpSeconds, 'lcpSeconds', 2),
      check(`${label} TBT`, r.tbtMs, 'tbtMs'),
      check(`${label} CLS`, r.cls, 'cls', 3),
      check(`${label} LCP vs its plain HTML (${plain.lcpSeconds.toFixed(2)} s)`, r.lcpSeconds / plain.lcpSeconds, 'lcpVsPlain', 2),
      check(`${label} plain HTML: performance, TBT`, `${plain.scores.performance}, ${Math.round(plain.tbtMs)} ms`, null),
    ]),
    ...interactions.map((figure) => check(`INP ${figure.label}`, figure.worstMs, 'inpMs')),
    check('/ JavaScript downloaded', (bytes.totals.script ?? 0) / 1024, 'jsKiB', 1),
    check('/ CSS downloaded', `${((bytes.totals.stylesheet ?? 0) / 1024).toFixed(1)} KB gzip`, null),
    ...api.rows.flatMap((row) => [
      check(`${row.label} req/s vs baseline`, row.ratio, 'apiRatio', 2),
      check(`${row.label} p50`, `${row.site.p50Ms} ms`, null),
      check(`${row.label} p99 (${row.site.p99Ms} ms) vs baseline p99 (${row.baseline.p99Ms} ms)`, p99Ratio(row), 'apiP99VsBaseline', 2),
      check(`${row.label} errors`, row.site.errors, 'zero'),
      check(`${row.label} non-2xx`, row.site.non2xx, 'zero'),
    ]),
    check('GET /api/blog during a nested-JSON flood vs without', flood.ratio, 'floodRatio', 2),
    check(
      'nested-JSON flood (1 MB posts, 4 senders)',
      `${Math.round(flood.calm)} → ${Math.round(flood.flooded)} req/s; ${flood.floodRate.toFixed(0)} posts/s`,
      null,
    ),
    check(`POST /api/contact at ${contact.rate}/s errors`, contact.errors, 'zero'),
    check(`POST /api/contact at ${contact.rate}/s non-2xx`, contact.non2xx, 'zero'),
    check(`POST /api/contact messages not stored`, contact.expected - contact.stored, 'zero'),
    check(`POST /api/contact p99`, `${contact.p99Ms} ms`, null),
    check(
      'GET /api/blog, 2 instances vs 1',
      'error' in scale
        ? `not measured (${scale.error.message})`
        : `×${scale.ratio.toFixed(2)} (${Math.round(scale.one)} → ${Math.round(scale.two)} req/s)`,
      null,
    ),
    check(`page with ${redirects.rules} redirect rules, extra p50`, redirects.extraP50Ms, 'redirectExtraP50Ms', 4),
    ...notFoundFloodChecks(notFound),
    check('first start: demo content seeded, its images drawn', site.startedInMs / 1000, 'firstStartSeconds', 1),
    check('full production build', `${build.seconds.toFixed(1)} s`, null),
  ];

  say('');
  say(`Contact server settings: ${contact.settings}.`);
  for (const line of checks.map(lineOf)) say(line);
  const shortfalls = shortfallsOf({ lighthouse, bytes, api, contact, flood });
  if (shortfalls.length > 0) {
    say('\nBudgets not met:');
    for (const line of shortfalls) say(`- ${line}`);
  }
  if (!process.argv.includes('--no-write')) {
    const date = new Date().toISOString().slice(0, 10);
    writeSection(TITLE, section({ title: TITLE, machine, date, checks, lighthouse, bytes, api, contact, build, shortfalls, interactions }));
    say('\nWritten to docs/benchmarks.md.');
  }
  process.exitCode = checks.some((c) => c.pass === false) ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
