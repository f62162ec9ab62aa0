import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BASE_URL, E2E_PORT, STAFF } from './site';
import { runFolders } from './support/run-folders';

const ROOT = path.resolve(__dirname, '..');
// One private folder per run (data, results, saved logins); workers inherit it through the environment.
const folders = runFolders();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: folders.results,
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], channel: undefined } },
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
    },
  },
});
