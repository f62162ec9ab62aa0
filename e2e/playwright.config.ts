import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium';
import { BASE_URL, E2E_PORT, STAFF } from './site';
import { runFolders } from './support/run-folders';

const ROOT = path.resolve(__dirname, '..');
// One private folder per run (data, results, saved logins); workers inherit it through the environment.
const folders = runFolders();
const LEAD_FLOW = /lead-flow\.spec\.ts$/;
const RACE = /@race/;
// Specs that change what every other test sees (a release switching a remote, a remote's files tampered
// with, a thousand more posts, a canary rolled back, the owners' two-factor rule, every product in the
// trash): they run last, one at a time, when nothing else is running.
const WHOLE_SITE = /(remote-release|session-and-integrity|long-lists|canary-rollback|staff-second-factor|admin-delete-all)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The files are independent (each makes its own content, with unique names), so several browsers run at
  // once: the tests mostly wait (on pages, the clock, the captcha). Two workers took half of what one took;
  // on the headless shell three took 621 s where two took 739-749 s, beside the API suite's PostgreSQL pass
  // as in `npm test` (all 211 passing each time).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // `npm test` gives a failed test one more try (E2E_RETRIES=1); Playwright lists the tests that passed only then
  // as flaky, by name, in the output. Run by hand, a failure is a failure.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  // Two browsers and the site share the machine: an admin screen's first view loads its remote, which
  // took more than 10 s on a 2-core machine under that load (the heading then showed, the test had given up).
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/slowest-tests-reporter.ts']],
  outputDir: folders.results,
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace: every action with its call log and timing, the network and the console;
    // error-context.md beside it holds the page's accessibility tree at the failure. Not the screencast nor a
    // DOM snapshot per action: on two cores they took over a third of the machine's CPU (35 tests of five
    // files: 285-290 CPU s in 190 s with both, 209-228 in 153-164 s without the screencast, 183 in 142 s
    // without either, 179 in 137 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [LEAD_FLOW, WHOLE_SITE],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Every way a visitor sends a lead on the four forms, once in `npm test`. With LEAD_FLOW_REPEAT=n (5 in
    // `npm run test:lead-flow`) the ways that meet an uncontrolled moment (tag @race) run n times over, where a
    // race in the send flow shows as a failure; the ways that hold the moment still run once.
    // Each test is a visitor of its own address, so they spread over the workers.
    {
      name: 'lead-flow',
      dependencies: ['setup'],
      testMatch: LEAD_FLOW,
      grepInvert: RACE,
      fullyParallel: true,
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'lead-flow-races',
      dependencies: ['setup'],
      testMatch: LEAD_FLOW,
      grep: RACE,
      repeatEach: Number(process.env.LEAD_FLOW_REPEAT ?? 1),
      fullyParallel: true,
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'whole-site',
      dependencies: ['chromium', 'lead-flow', 'lead-flow-races'],
      testMatch: WHOLE_SITE,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node webpack/build.js && node shell/dist-server/main.js',
    cwd: ROOT,
    url: `${BASE_URL}/api/healthz`,
    // E2E_REUSE_SERVER=1 runs the specs against a site already listening on E2E_PORT (same staff login).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 10 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: folders.data,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // A browser solves the captcha in a moment (production makes it seconds of work).
      CAPTCHA_COST: '1000',
      CAPTCHA_COUNTER_MAX: '100',
      // Each lead-flow test is a visitor of its own address (X-Forwarded-For), so the
      // per-address limit of 10 messages in 15 minutes applies to each alone.
      TRUST_PROXY: '1',
      // The staff logins, sign-ups and sessions of the whole suite come from 127.0.0.1; the
      // limits themselves are the API tests' to prove (login.test.ts, rate-limit tests).
      RATE_LIMIT_SCALE: '20',
      // A scheduled post goes live within seconds of its time (admin-preview-schedule.spec.ts), not 30 s.
      PUBLISH_CHECK_SECONDS: '5',
      // A failing canary is rolled back within seconds (canary-rollback.spec.ts), not a minute.
      CANARY_CHECK_SECONDS: '2',
    },
  },
});
