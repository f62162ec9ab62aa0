#!/usr/bin/env node
// The browser tests drive Debian's Chromium headless shell (e2e/chromium.ts). Install it when we may
// (root); otherwise stop with the one line that fixes it.

const fs = require('node:fs');
const { execSync } = require('node:child_process');
const { TEST_CHROMIUM_PATH } = require('../bench/lib/chromium');

const PACKAGE = 'chromium-headless-shell';

if (!fs.existsSync(TEST_CHROMIUM_PATH)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    process.stdout.write(`Chromium's headless shell not found at ${TEST_CHROMIUM_PATH}; installing it with apt...\n`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE}`, { stdio: 'inherit' });
  } else {
    process.stderr.write(
      `Chromium's headless shell not found at ${TEST_CHROMIUM_PATH}. Fix: sudo apt-get install -y ${PACKAGE} (or set TEST_CHROMIUM_PATH)\n`,
    );
    process.exit(1);
  }
}
