// The bench's section of docs/benchmarks.md, written from the figures of one run.

/** @typedef {import('./page-bytes').PageBytesWithParts} PageBytesWithParts */
/** @typedef {import('./lighthouse').LighthousePage} LighthousePage */
/** @typedef {import('./api-throughput').ApiThroughput} ApiThroughput */
/** @typedef {import('./contact-load').ContactLoad} ContactLoad */
/** @typedef {import('./budgets').Check} Check */

/** @param {number} bytes */
const kib = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} value */
const ms = (value) => value.toFixed(1);

/** @param {LighthousePage[]} pages */
const plainTable = (pages) => [
  '| page | performance: ours / plain HTML | LCP: ours / plain | TBT: ours / plain | FCP: ours / plain |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...pages.map(
    ({ label, result: r, plain: p }) =>
      `| \`${label}\` | ${r.scores.performance} / ${p.scores.performance} | ${r.lcpSeconds.toFixed(2)} / ${p.lcpSeconds.toFixed(2)} s | ${Math.round(r.tbtMs)} / ${Math.round(p.tbtMs)} ms | ${r.fcpSeconds.toFixed(2)} / ${p.fcpSeconds.toFixed(2)} s |`,
  ),
];

/** @param {import('./interaction').InteractionFigure[]} figures */
const interactionTable = (figures) => [
  '| interaction | longest event (INP) | interactions seen |',
  '| --- | ---: | ---: |',
  ...figures.map((f) => `| ${f.label} | ${f.worstMs === 0 ? 'under 16 ms' : `${Math.round(f.worstMs)} ms`} | ${f.interactions} |`),
];

/** @param {LighthousePage[]} pages */
const lighthouseTable = (pages) => [
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | performance over the runs | load average |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...pages.map(
    ({ label, result: r }) =>
      `| \`${label}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcpSeconds.toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.performanceRange.join('–')}${r.failedRuns.length > 0 ? ` (${r.failedRuns.length} unfinished run set aside: ${r.failedRuns.join(', ')})` : ''} | ${r.loadAverage.toFixed(1)} |`,
  ),
];

/** @param {PageBytesWithParts} bytes */
const bytesTable = (bytes) => [
  '| file | kind | KB (gzip) | biggest parts (share of its source) |',
  '| --- | --- | ---: | --- |',
  ...bytes.files
    .filter((file) => file.kind === 'script' || file.kind === 'stylesheet')
    .map((file) => `| \`${file.path}\` | ${file.kind === 'script' ? 'JS' : 'CSS'} | ${kib(file.bytes)} | ${file.parts.join(', ')} |`),
];

/** @param {ApiThroughput} api */
const apiTable = (api) => [
  '| request | reply bytes | site req/s | baseline req/s | ratio | p50 | p99 | errors | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...api.rows.map(
    (row) =>
      `| ${row.label} | ${row.bytes} | ${Math.round(row.site.requestsPerSecond)} | ${Math.round(row.baseline.requestsPerSecond)} | ${row.ratio.toFixed(2)} | ${row.site.p50Ms} ms | ${row.site.p99Ms} ms | ${row.site.errors} | ${row.site.non2xx} |`,
  ),
];

/** @param {Check[]} checks */
const budgetTable = (checks) => [
  '| figure | measured | budget | result |',
  '| --- | ---: | --- | --- |',
  ...checks.map((c) => `| ${c.name} | ${c.shown} | ${c.budget ?? '—'} | ${c.pass === null ? '—' : c.pass ? 'PASS' : '**FAIL**'} |`),
];

/**
 * @param {{ title: string, machine: ReturnType<typeof import('./machine').describeMachine>, date: string, checks: Check[],
 *   lighthouse: LighthousePage[], bytes: PageBytesWithParts, api: ApiThroughput, contact: ContactLoad,
 *   build: ReturnType<typeof import('./build-time').timeFullBuild>, shortfalls: string[],
 *   interactions: import('./interaction').InteractionFigure[] }} figures
 */
const section = ({ title, machine, date, checks, lighthouse, bytes, api, contact, build, shortfalls, interactions }) =>
  [
    title,
    '',
    '`npm run bench` (`e2e/bench/run.js`; not part of `npm test`) times a full production build',
    '(`node webpack/build.js --force`), serves a copy of it the way `npm start` does (fresh `DATA_DIR`, demo',
    'content, SQLite) on a loopback port, and measures it: Lighthouse 12 with its mobile preset (simulated',
    "slow 4G and a mid-range phone) in Debian's Chromium, headless, three runs per page, the run with the",
    "median performance score reported (with the machine's load average when the page's runs began: other",
    "work on the two cores inflates Total Blocking Time); the bytes a visitor's `/` downloads until React has",
    `hydrated the page and the network is idle, measured in Chromium told to accept gzip only; ${api.load.client} (${api.load.connections} connections, ${api.load.duration} s per URL after ${api.load.warmUp} s unmeasured) against API`,
    'reads of the site and then against a bare `node:http` server replying the same bytes (the same headers and body) in the same run;',
    `and POST /api/contact at a steady rate on the API host started on its own (${contact.settings}).`,
    "This section is rewritten by each run; the sections above are their benchmarks' own.",
    '',
    `Measured ${date} on ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${lighthouse[0]?.result.lighthouseVersion ?? '?'}.`,
    '',
    '### Budgets',
    '',
    ...budgetTable(checks),
    '',
    '### Budgets not met, and what holds them back',
    '',
    ...(shortfalls.length > 0 ? shortfalls.map((line) => `- ${line}`) : ['Every budget holds.']),
    '',
    '### Lighthouse (mobile)',
    '',
    ...lighthouseTable(lighthouse),
    '',
    '### Against the plain-HTML limit (each page served with its scripts removed, same run)',
    '',
    ...plainTable(lighthouse),
    '',
    '### Interaction to Next Paint (Event Timing, phone viewport, CPU slowed 4x)',
    '',
    ...interactionTable(interactions),
    '',
    `### What a visitor's \`/\` downloads (gzip): ${kib(bytes.totals.script ?? 0)} KB of JavaScript, ${kib(bytes.totals.stylesheet ?? 0)} KB of CSS`,
    '',
    `Also ${kib(bytes.totals.document ?? 0)} KB of HTML, ${kib(bytes.totals.font ?? 0)} KB of fonts and ${kib(bytes.totals.image ?? 0)} KB of images.`,
    '',
    ...bytesTable(bytes),
    '',
    `### API reads against the physical baseline (${api.load.client}, ${api.load.connections} connections, ${api.load.duration} s each after ${api.load.warmUp} s unmeasured)`,
    '',
    ...apiTable(api),
    '',
    '### Contact messages',
    '',
    `POST /api/contact at ${contact.rate} messages a second for ${Math.round(contact.expected / contact.rate)} s: ${contact.sent} sent (${contact.achievedRate.toFixed(1)} a second), p50 ${ms(contact.p50Ms)} ms, p99 ${ms(contact.p99Ms)} ms, ${contact.errors} errors, ${contact.non2xx} replies other than 2xx, ${contact.stored} of ${contact.expected} stored.`,
    '',
    '### Build',
    '',
    `A full production build (\`node webpack/build.js --force\`: server code with swc, then the shell, the three remotes and the server renderer with webpack in one multi-compiler) took ${build.seconds.toFixed(1)} s; ${build.bundles.map((bundle) => `${bundle.name} ${bundle.seconds.toFixed(1)} s`).join(', ')} (webpack's own timings, in parallel).`,
    '',
  ].join('\n');

module.exports = { section };
