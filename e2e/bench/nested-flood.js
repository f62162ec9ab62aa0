#!/usr/bin/env node
// The nested-JSON flood figure on its own (`npm run bench:flood`): serves the current build
// as `npm run bench` does (run `npm run build` first) and prints the one line `npm run bench`
// prints for it, with what the flood sent and got.
//
//   node e2e/bench/nested-flood.js [--seconds 10] [--rounds 2] [--senders 4] [--rate 10 (posts a second; 0: as fast as answered)]

const { startSite } = require('./lib/site-server');
const { measureNestedFlood } = require('./lib/nested-flood');
const { check, lineOf } = require('./lib/budgets');
const { option } = require('./lib/cli-args');

const main = async () => {
  const site = await startSite();
  try {
    const flood = await measureNestedFlood(site.base, {
      seconds: Number(option('seconds', 10)),
      rounds: Number(option('rounds', 2)),
      senders: Number(option('senders', 4)),
      bodyBytes: Number(option('bytes', 1024 * 1024)),
      floodRate: Number(option('rate', 10)),
    });
    console.log(`GET /api/blog: ${Math.round(flood.calm)} req/s without the flood, ${Math.round(flood.flooded)} during it.`);
    console.log(
      `Flood: ${flood.floodRate.toFixed(1)} posts/s of 1 MB, ${flood.floodFailed} failed; answers ${JSON.stringify(flood.statuses)}.`,
    );
    console.log(lineOf(check('GET /api/blog during a nested-JSON flood vs without', flood.ratio, 'floodRatio', 2)));
  } finally {
    await site.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
