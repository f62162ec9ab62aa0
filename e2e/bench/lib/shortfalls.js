// Each budget a run did not meet, in a sentence that says what holds it back, from the
// run's own figures: the biggest scripts and what they are made of, the audits that did
// not pass, the LCP element.

const { BUDGETS } = require('./budgets');
const { p99Ratio } = require('./api-throughput');

/** @typedef {import('./page-bytes').PageBytesWithParts} PageBytesWithParts */
/** @typedef {import('./lighthouse').LighthousePage} LighthousePage */
/** @typedef {import('./api-throughput').ApiThroughput} ApiThroughput */
/** @typedef {import('./contact-load').ContactLoad} ContactLoad */

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {PageBytesWithParts} bytes @returns {string[]} */
const jsShortfall = (bytes) => {
  const total = bytes.totals.script ?? 0;
  if (total / 1024 <= BUDGETS.jsKiB.limit) return [];
  const scripts = bytes.files.filter((file) => file.kind === 'script');
  const biggest = scripts
    .slice(0, 6)
    .map((file) => `\`${file.path.split('/').pop()}\` ${kib(file.bytes)} (${file.parts.join(', ') || 'no source map'})`);
  return [
    `JavaScript for \`/\`: ${kib(total)} gzip in ${scripts.length} files against ${BUDGETS.jsKiB.limit} KB. The biggest: ${biggest.join('; ')}.`,
  ];
};

/** @param {LighthousePage[]} lighthouse */
const lighthouseShortfalls = (lighthouse) =>
  lighthouse.flatMap(({ label, result: r }) => {
    const lines = [];
    for (const [category, key] of /** @type {const} */ ([
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['best-practices', 'best-practices'],
      ['seo', 'seo'],
    ])) {
      const { op, limit } = BUDGETS[key];
      const score = r.scores[category];
      if (op === '>=' ? score >= limit : score === limit) continue;
      const audits = r.notPassed[category].slice(0, 6);
      lines.push(`\`${label}\` ${category} ${score}: audits not passed: ${audits.join('; ') || 'none listed'}.`);
    }
    if (r.lcpSeconds > BUDGETS.lcpSeconds.limit)
      lines.push(
        `\`${label}\` LCP ${r.lcpSeconds.toFixed(2)} s (first paint ${r.fcpSeconds.toFixed(2)} s), the LCP element: \`${r.lcpElement.slice(0, 120)}\`.`,
      );
    if (r.cls > BUDGETS.cls.limit) lines.push(`\`${label}\` CLS ${r.cls.toFixed(3)}.`);
    return lines;
  });

/** @param {ApiThroughput} api */
const apiShortfalls = (api) =>
  api.rows.flatMap((row) => {
    const lines = [];
    if (row.ratio < BUDGETS.apiRatio.limit || p99Ratio(row) > BUDGETS.apiP99VsBaseline.limit) {
      lines.push(
        `${row.label}: ${Math.round(row.site.requestsPerSecond)} req/s against the baseline's ${Math.round(row.baseline.requestsPerSecond)} (p99 ${row.site.p99Ms} ms against ${row.baseline.p99Ms} ms): each request runs the site's whole chain (security headers, request id, routing, the database read, serialisation, the ETag hash) where the baseline writes bytes it holds in memory.`,
      );
    }
    if (row.site.errors + row.site.non2xx > 0)
      lines.push(`${row.label}: ${row.site.errors} errors and ${row.site.non2xx} replies other than 2xx under load.`);
    return lines;
  });

/** @param {ContactLoad} contact */
const contactShortfalls = (contact) =>
  contact.errors + contact.non2xx > 0 || contact.stored !== contact.expected
    ? [
        `POST /api/contact: ${contact.errors} errors, ${contact.non2xx} replies other than 2xx, ${contact.stored} of ${contact.expected} messages stored.`,
      ]
    : [];

/** @param {{ ratio: number, calm: number, flooded: number, floodRate: number }} flood */
const floodShortfalls = (flood) =>
  flood.ratio >= BUDGETS.floodRatio.limit
    ? []
    : [
        `GET /api/blog during the nested-JSON flood: ${Math.round(flood.flooded)} req/s against ${Math.round(flood.calm)} without it (${flood.floodRate.toFixed(0)} posts of 1 MB a second to other URLs).`,
      ];

/**
 * @param {{ lighthouse: LighthousePage[], bytes: PageBytesWithParts, api: ApiThroughput, contact: ContactLoad,
 *   flood: { ratio: number, calm: number, flooded: number, floodRate: number } }} figures
 * @returns {string[]}
 */
const shortfallsOf = ({ lighthouse, bytes, api, contact, flood }) => [
  ...jsShortfall(bytes),
  ...lighthouseShortfalls(lighthouse),
  ...apiShortfalls(api),
  ...contactShortfalls(contact),
  ...floodShortfalls(flood),
];

module.exports = { shortfallsOf };
