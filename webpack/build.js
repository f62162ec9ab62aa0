#!/usr/bin/env node
// Production build of everything `npm start` serves: the shared contract, the API host
// and the site server (swc), then the shell and the three remotes (webpack).
// Skips the work when nothing changed since the last build; `--force` always builds.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { filesUnder, NOT_SOURCES } = require('./files-under');
const { ensureServerCode, TARGETS } = require('./server-code');

const ROOT = path.resolve(__dirname, '..');
// Outside every output folder: the API tests' compiled-build helper swaps shell/dist-server for a fresh copy,
// which took a stamp kept there with it, and the browser tests' web server built the whole site a second time.
const STAMP_FILE = path.join(ROOT, 'node_modules', '.cache', 'agency-build', 'build-stamp.json');
const APPS = ['shell', ...Object.values(require('@agency/shared/contract/remotes.json')).map((remote) => remote.folder)];
const REMOTES = APPS.slice(1);
const SOURCE_DIRS = ['shared/src', 'api/src', 'shell/src', 'shell/server', 'webpack', ...REMOTES.map((remote) => `${remote}/src`)];
const SOURCE_FILES = ['package-lock.json', '.swcrc', ...APPS.map((a) => `${a}/package.json`), 'shared/package.json', 'api/package.json'];
const OUTPUTS = [
  ...TARGETS.map(({ pkg, entry }) => `${pkg}/${entry}`),
  'shell/dist/index.html',
  ...REMOTES.map((remote) => `${remote}/dist/mf-manifest.json`),
];

/** A hash of every input of the build: sources, configs and the lockfile. */
function sourceHash() {
  const hash = crypto.createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir), NOT_SOURCES)).sort(),
    ...SOURCE_FILES.map((f) => path.join(ROOT, f)),
  ];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** @param {string} hash */
const isFresh = (hash) => {
  if (!OUTPUTS.every((output) => fs.existsSync(path.join(ROOT, output)))) return false;
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8')).hash === hash;
  } catch {
    return false;
  }
};

/** @returns {Promise<void>} */
function bundleApps() {
  const configs = APPS.flatMap((app) => [require(path.join(ROOT, app, 'webpack.config.js'))].flat()).map((config) =>
    config({}, { mode: 'production' }),
  );
  return new Promise((resolve, reject) => {
    webpack(configs, (error, result) => {
      if (error) return reject(error);
      // Without an error webpack always passes the stats.
      const stats = /** @type {import('webpack').MultiStats} */ (result);
      const text = stats.toString({ preset: 'errors-warnings', colors: false });
      if (stats.hasErrors()) return reject(new Error(text));
      for (const child of stats.stats) process.stdout.write(`  built ${child.compilation.name} in ${child.endTime - child.startTime} ms\n`);
      resolve();
    });
  });
}

/**
 * Whether the build has to run: not when the outputs match the sources (unless forced). Under `npm test`
 * (BUILD_EXPECTED_FRESH=1) a stale build is an error instead: `npm test` builds once, before the browser
 * tests, and a second build there costs minutes and means something rewrote a source or removed an output.
 * @param {string} hash @param {boolean} force
 */
function mustBuild(hash, force) {
  if (force) return true;
  if (isFresh(hash)) return false;
  if (process.env.BUILD_EXPECTED_FRESH === '1') {
    throw new Error(
      'The build is out of date although npm test built it a moment ago: something changed a source or an output in between.',
    );
  }
  return true;
}

async function build({ force = false } = {}) {
  const hash = sourceHash();
  if (!mustBuild(hash, force)) {
    process.stdout.write('Build is up to date.\n');
    return;
  }
  const started = Date.now();
  process.stdout.write('Building the site in production mode...\n');
  // Skipped when only the browser code changed (the server code keeps a stamp of its own sources).
  ensureServerCode({ force });
  await bundleApps();
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2));
  process.stdout.write(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

if (require.main === module) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

module.exports = { build, sourceHash, mustBuild, STAMP_FILE, OUTPUTS };
