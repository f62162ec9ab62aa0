#!/usr/bin/env node
// `npm run bench:redirects`: what 10,000 redirect rules add to a page at p50 (budget 0.2 ms),
// from the compiled API (the server code `node webpack/build.js` compiles). `npm run bench` prints the same line.

const { measureRedirectCost } = require('./lib/redirect-cost');
const { check, lineOf } = require('./lib/budgets');

const cost = measureRedirectCost();
process.stdout.write(
  `${[
    check(`page with ${cost.rules} redirect rules, extra p50`, cost.extraP50Ms, 'redirectExtraP50Ms', 4),
    check('redirect rule matched (chain followed), p50', `${cost.hitP50Ms.toFixed(4)} ms`, null),
  ]
    .map(lineOf)
    .join('\n')}\n`,
);
process.exitCode = cost.extraP50Ms <= 0.2 ? 0 : 1;
