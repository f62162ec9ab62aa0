import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BASE_URL, E2E_PORT, STAFF } from './site';

const ROOT = path.resolve(__dirname, '..');
// Only the main process starts the server; workers just need the URL and credentials.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'agency-e2e-results'),
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node webpack/build.js && node shell/dist-server/main.js',
    cwd: ROOT,
    url: `${BASE_URL}/api/healthz`,
    reuseExistingServer: false,
    timeout: 10 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    },
  },
});
