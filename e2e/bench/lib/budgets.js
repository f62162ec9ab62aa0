// The fixed budgets of issues 6 and 14 and how a measured figure is held against one.

const BUDGETS = {
  performance: { op: '>=', limit: 95, unit: '' },
  accessibility: { op: '>=', limit: 95, unit: '' },
  'best-practices': { op: '=', limit: 100, unit: '' },
  seo: { op: '=', limit: 100, unit: '' },
  lcpSeconds: { op: '<=', limit: 2.0, unit: ' s' },
  tbtMs: { op: '<=', limit: 200, unit: ' ms' },
  cls: { op: '<=', limit: 0.05, unit: '' },
  jsKiB: { op: '<=', limit: 170, unit: ' KB gzip' },
  apiRatio: { op: '>=', limit: 0.5, unit: '' },
  apiP99Ms: { op: '<=', limit: 25, unit: ' ms' },
  zero: { op: '=', limit: 0, unit: '' },
};

const holds = (op, value, limit) => (op === '>=' ? value >= limit : op === '<=' ? value <= limit : value === limit);

/** One checked figure: `{ name, value, shown, budget, pass }`; `budget` null for a figure without one. */
const check = (name, value, budgetKey, digits = 0) => {
  const budget = budgetKey ? BUDGETS[budgetKey] : null;
  const shown = typeof value === 'number' ? value.toFixed(digits) : String(value);
  if (!budget) return { name, value, shown, budget: null, pass: null };
  return {
    name,
    value,
    shown: `${shown}${budget.unit}`,
    budget: `${budget.op} ${budget.limit}${budget.unit}`,
    pass: holds(budget.op, Number(value.toFixed(digits)), budget.limit),
  };
};

const lineOf = ({ name, shown, budget, pass }) =>
  `${pass === null ? 'INFO' : pass ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${shown.padStart(14)}   ${budget ? `budget ${budget}` : '(no budget)'}`;

module.exports = { check, lineOf, BUDGETS };
