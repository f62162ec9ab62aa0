#!/usr/bin/env node
// `npm run bench:redirects`: what 10,000 redirect rules add to a page at p50 (budget 0.2 ms), and
// whether a flood of 100,000 random 404 paths leaves the 404 table within its daily bound, from the
// compiled API (the server code `node webpack/build.js` compiles). `npm run bench` prints the same lines.

const { measureRedirectCost } = require('./lib/redirect-cost');
const { measureNotFoundFlood, notFoundFloodChecks } = require('./lib/not-found-flood');
const { check, lineOf } = require('./lib/budgets');

const main = async () => {
  const cost = measureRedirectCost();
  const flood = await measureNotFoundFlood();
  const checks = [
    check(`page with ${cost.rules} redirect rules, extra p50`, cost.extraP50Ms, 'redirectExtraP50Ms', 4),
    check('redirect rule matched (chain followed), p50', `${cost.hitP50Ms.toFixed(4)} ms`, null),
    ...notFoundFloodChecks(flood),
  ];
  process.stdout.write(`${checks.map(lineOf).join('\n')}\n`);
  process.exitCode = checks.some((line) => line.pass === false) ? 1 : 0;
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
