// What 10,000 redirect rules (5,000 exact, 4,990 prefix, 10 regex) add to a page: the site
// server's one call per request (`LiveRedirectRules.resolve`, compiled from api/dist), timed
// for the site's page addresses that match no rule (every page served normally) with no rules
// and with the 10,000, in turn, call for call, so both see the same moments of a busy machine.

const path = require('node:path');
const { ROOT } = require('./build-time');

const PAGES = ['/', '/about', '/blog', '/blog/ten-technical-seo-fixes', '/services', '/services/local-seo', '/contact', '/faqs', '/shop'];

/** @param {number} count @param {string} kind */
const rulesOf = (count, kind) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${kind}-${i}`,
    from: kind === 'exact' ? `/old/page-${i}` : `/legacy-${i}/section`,
    to: kind === 'exact' ? `/blog/post-${i}` : `/archive-${i}`,
    status: 301,
    match: kind,
    query: 'ignore',
    enabled: true,
  }));

/** The 10 regex rules: anchored patterns with captures, as staff write them. */
const REGEX_RULES = Array.from({ length: 10 }, (_, i) => ({
  id: `regex-${i}`,
  from: `^/news-${i}/(\\d{4})/([a-z0-9-]+)$`,
  to: `/blog/$2?year=$1`,
  status: 301,
  match: 'regex',
  query: 'ignore',
  enabled: true,
}));

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * @param {{ requests?: number }} [options]
 * @returns {{ rules: number, noneP50Ms: number, manyP50Ms: number, extraP50Ms: number, hitP50Ms: number }}
 */
const measureRedirectCost = ({ requests = 200_000 } = {}) => {
  const { LiveRedirectRules } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  const none = new LiveRedirectRules();
  const many = new LiveRedirectRules();
  const rules = [...rulesOf(5_000, 'exact'), ...rulesOf(4_990, 'prefix'), ...REGEX_RULES];
  many.replace(rules);
  /** @type {number[]} */ const noneTimes = [];
  /** @type {number[]} */ const manyTimes = [];
  /** @type {number[]} */ const hitTimes = [];
  /** @param {{ resolve: (url: string) => unknown }} live @param {string} url @param {number[]} into */
  const time = (live, url, into) => {
    const started = process.hrtime.bigint();
    live.resolve(url);
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (let i = 0; i < requests; i += 1) {
    const url = `${PAGES[i % PAGES.length]}?utm_source=bench`;
    time(none, url, noneTimes);
    time(many, url, manyTimes);
    if (i % 10 === 0) time(many, i % 20 === 0 ? `/old/page-${i % 5_000}` : `/legacy-${i % 4_990}/section/deep/path`, hitTimes);
  }
  const noneP50Ms = quantile(noneTimes, 0.5);
  const manyP50Ms = quantile(manyTimes, 0.5);
  return { rules: rules.length, noneP50Ms, manyP50Ms, extraP50Ms: manyP50Ms - noneP50Ms, hitP50Ms: quantile(hitTimes, 0.5) };
};

module.exports = { measureRedirectCost };
