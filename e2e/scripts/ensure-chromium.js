#!/usr/bin/env node
// The browser tests drive Debian's Chromium. Install it when we may (root); otherwise
// stop with the one line that fixes it.

const fs = require('node:fs');
const { execSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    process.stdout.write(`Chromium not found at ${CHROMIUM}; installing it with apt...\n`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    process.stderr.write(`Chromium not found at ${CHROMIUM}. Fix: sudo apt-get install -y chromium (or set CHROMIUM_PATH)\n`);
    process.exit(1);
  }
}
