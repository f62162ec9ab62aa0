#!/usr/bin/env node
// `npm test`: type-check, lint, every jest suite and the browser tests, in as few minutes as two cores
// allow. tsc, ESLint and jest each keep one core busy, so the steps that do not need each other run side by
// side: the checks beside the production build the browser tests use, then jest with both cores, then the
// browser tests. The browser tests mostly wait (on pages, the clock, the captcha) and leave a good part of
// the cores idle, so the API suite's second pass (PostgreSQL and an S3-compatible bucket, only when
// TEST_DATABASE_URL_PG is set, as in CI) runs beside them at the lowest priority: it takes mostly the cycles
// the browsers leave, and the browser tests keep the timing they were written for. Each step's output is
// printed whole when it ends (never interleaved), and the phase times at the end.
// Jest on SQLite stays a phase of its own: run beside the browser tests too, at the same low priority, it
// found no idle cycles to take, and the browser suite went from 16.5 to 20.1 min, its tests twice as slow.

const os = require('node:os');
const path = require('node:path');
const { uncompiledAddons } = require('./native-addons');
const { runPhases } = require('./phases');

/** @typedef {import('./phases').Step} Step */

/** @returns {Step[][]} phases, each a list of steps run side by side */
const plan = () => {
  const postgres = process.env.TEST_DATABASE_URL_PG;
  const workers = os.availableParallelism();
  const addons = uncompiledAddons();
  return [
    [
      { name: 'typecheck', command: 'npx tsc -b' },
      { name: 'lint', command: 'npm run lint --silent' },
      // What the browser tests serve; their web server then finds it fresh and starts at once.
      { name: 'build', command: 'node webpack/build.js' },
      // After `npm ci --ignore-scripts` (as CI installs): the addons jest needs, compiled beside the checks.
      ...(addons.length > 0 ? [{ name: `native addons (${addons.join(', ')})`, command: `npm rebuild ${addons.join(' ')}` }] : []),
    ],
    // A worker more than the cores: jest's default leaves one core to its parent, which only waits, and a worker
    // per core still left the cores idle a tenth of the time (tests waiting on timers, servers, child
    // processes): 337 s with two workers (611 CPU s), 303 s with three (593 CPU s, 98 % busy).
    [{ name: 'jest (SQLite, images on disk)', command: `npm run test:unit --silent -- --maxWorkers=${workers + 1}` }],
    [
      // Their web server serves the first phase's build, and refuses to build it again.
      // A test that fails once gets a second try, and is then named as flaky: two clean-clone runs of 211 tests each
      // failed on one rare race apiece, in different tests (the media picker's and the footer links').
      { name: 'e2e (Chromium)', command: 'npm run test:e2e --silent', env: { BUILD_EXPECTED_FRESH: '1', E2E_RETRIES: '1' } },
      ...(postgres
        ? [
            // The other side of both storage choices; scale-out.test.ts (two instances) runs here. `nice -n 19`:
            // the browsers come first, this pass fills the time they spend waiting (with two browsers, 10 and 19
            // gave the same phase, 749 and 739 s; three browsers at 19 took 705 s). The filter leaves out the
            // files that never reach the storage choice: they did exactly this on the first pass. At that priority a
            // test can wait minutes for the cores (the fuzz tests' 5-15 s took 138-198 s in CI), so each test gets
            // 4 minutes here: the clock of a starved pass says nothing about the code.
            {
              name: 'jest api (PostgreSQL, images in an S3-compatible bucket)',
              command: `nice -n 19 npm run test:unit --silent -- --selectProjects api --filter ./e2e/scripts/storage-pass-filter.js --maxWorkers=${workers} --testTimeout=240000`,
              // The AWS SDK's warning that Node 20 loses its support in 2027 is for operators; each of the pass's
              // processes printed it, 800 of the CI log's 2,100 lines, and the log is read from its tail.
              env: { TEST_DATABASE_URL: postgres, TEST_MEDIA: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
            },
          ]
        : []),
    ],
  ];
};

runPhases(plan(), { cwd: path.resolve(__dirname, '..', '..') }).then((failed) => {
  if (failed.length > 0) process.exit(1);
});
