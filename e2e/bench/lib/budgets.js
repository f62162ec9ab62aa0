// The fixed budgets of issues 6, 14, 31, 34 and 36 and how a measured figure is held against one.

/** @typedef {{ op: '>=' | '<=' | '=', limit: number, unit: string }} Budget */

/** @satisfies {Record<string, Budget>} */
const BUDGETS = {
  // Issue 34: the plain-HTML limit's own figures on a quiet machine.
  performance: { op: '>=', limit: 100, unit: '' },
  accessibility: { op: '>=', limit: 95, unit: '' },
  'best-practices': { op: '=', limit: 100, unit: '' },
  seo: { op: '=', limit: 100, unit: '' },
  lcpSeconds: { op: '<=', limit: 1.5, unit: ' s' },
  /** Our LCP over the same page's with its scripts removed. */
  lcpVsPlain: { op: '<=', limit: 1.1, unit: 'x' },
  tbtMs: { op: '<=', limit: 50, unit: ' ms' },
  /** The longest event of one interaction, 4x CPU slowdown (interaction.js). */
  inpMs: { op: '<=', limit: 100, unit: ' ms' },
  cls: { op: '<=', limit: 0.05, unit: '' },
  jsKiB: { op: '<=', limit: 170, unit: ' KB gzip' },
  apiRatio: { op: '>=', limit: 0.5, unit: '' },
  /** The site's p99 over the bare baseline's own p99 for the same bytes (a fixed 25 ms the baseline itself missed). */
  apiP99VsBaseline: { op: '<=', limit: 2, unit: 'x' },
  /** GET /api/blog during a flood of nested JSON to other URLs, against its rate without it. */
  floodRatio: { op: '>=', limit: 0.8, unit: '' },
  zero: { op: '=', limit: 0, unit: '' },
  /** What 10,000 redirect rules add to a page's request at p50 (issue 38). */
  redirectExtraP50Ms: { op: '<=', limit: 0.2, unit: ' ms' },
  /** Rows of the 404 table past NOT_FOUND_PATHS_PER_DAY after a flood of random paths (issue 38). */
  atMostZero: { op: '<=', limit: 0, unit: '' },
  /** Insight beacons taken in by one instance (issue 36), their p99, the public pages' rate during them. */
  insightEventsPerSecond: { op: '>=', limit: 3000, unit: ' events/s' },
  insightBeaconP99Ms: { op: '<=', limit: 20, unit: ' ms' },
  insightPagesRatio: { op: '>=', limit: 0.8, unit: '' },
  /** `npm start` on a fresh DATA_DIR until it answers: the demo content seeded, its images drawn. */
  firstStartSeconds: { op: '<=', limit: 10, unit: ' s' },
  /** Each Insights query over a year of rollups for 2,000 pages. */
  insightQueryP50Ms: { op: '<=', limit: 200, unit: ' ms' },
};

/** @param {Budget['op']} op @param {number} value @param {number} limit */
const holds = (op, value, limit) => (op === '>=' ? value >= limit : op === '<=' ? value <= limit : value === limit);

/** @typedef {{ name: string, value: number | string, shown: string, budget: string | null, pass: boolean | null }} Check */

/**
 * One checked figure: `{ name, value, shown, budget, pass }`; `budget` null for a figure without one
 * (only a figure with a budget is a number).
 * @param {string} name
 * @param {number | string} value
 * @param {keyof typeof BUDGETS | null} budgetKey
 * @returns {Check}
 */
const check = (name, value, budgetKey, digits = 0) => {
  /** @type {Budget | null} */
  const budget = budgetKey ? BUDGETS[budgetKey] : null;
  const shown = typeof value === 'number' ? value.toFixed(digits) : String(value);
  if (!budget) return { name, value, shown, budget: null, pass: null };
  return {
    name,
    value,
    shown: `${shown}${budget.unit}`,
    budget: `${budget.op} ${budget.limit}${budget.unit}`,
    pass: holds(budget.op, Number(/** @type {number} */ (value).toFixed(digits)), budget.limit),
  };
};

/** @param {Check} check */
const lineOf = ({ name, shown, budget, pass }) =>
  `${pass === null ? 'INFO' : pass ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${shown.padStart(14)}   ${budget ? `budget ${budget}` : '(no budget)'}`;

module.exports = { check, lineOf, BUDGETS };
