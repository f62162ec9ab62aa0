// The code Node runs, compiled with swc to CommonJS: the shared contract, the API host and the site server.
// One compile for everyone who needs it: the production build (build.js), the API tests that run the real
// server processes (crash, shutdown, backup), and a remote's release, which loads the site server's release
// code. A stamp of the sources' hash (outside every output folder) lets the second caller skip the work.

const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { filesUnder, NOT_SOURCES } = require('./files-under');

const ROOT = path.resolve(__dirname, '..');
const STAMP_FILE = path.join(ROOT, 'node_modules', '.cache', 'agency-build', 'server-code.hash');
const LOCK = path.join(os.tmpdir(), 'agency-server-code.lock');

/** @typedef {{ pkg: string, source: string, outDir: string, entry: string }} Target */

/** @type {Target[]} each package's sources and where their compiled code goes */
const TARGETS = [
  { pkg: 'shared', source: 'src/contract', outDir: 'dist', entry: 'dist/contract/index.js' },
  { pkg: 'api', source: 'src', outDir: 'dist', entry: 'dist/main.js' },
  { pkg: 'shell', source: 'server', outDir: 'dist-server', entry: 'dist-server/main.js' },
];

/**
 * swc's arguments for `source` (relative to the package folder) compiled into `outDir`, without tests; the data
 * files beside the code (the contract's remotes.json) copied along. Also the watching compile of `npm run dev`.
 * @param {string} source @param {string} outDir @returns {string[]}
 */
const swcArguments = (source, outDir) => [
  source,
  '-d',
  outDir,
  '--strip-leading-paths',
  '--config-file',
  path.join(ROOT, '.swcrc'),
  '--ignore',
  '**/__tests__/**',
  '--copy-files',
];

/** Compiles a package's `source` into `outDir` once. @param {string} pkg @param {string} source @param {string} outDir */
function swc(pkg, source, outDir) {
  const cli = require.resolve('@swc/cli/bin/swc.js', { paths: [ROOT] });
  execFileSync(process.execPath, [cli, ...swcArguments(source, outDir), '--quiet'], { cwd: path.join(ROOT, pkg), stdio: 'inherit' });
}

/** A hash of what the compiled code is made of: the sources, swc's settings and the lockfile (swc's version). */
function sourcesHash() {
  const hash = crypto.createHash('sha256');
  const files = [
    ...TARGETS.flatMap(({ pkg, source }) => filesUnder(path.join(ROOT, pkg, source), NOT_SOURCES)),
    path.join(ROOT, '.swcrc'),
    path.join(ROOT, 'package-lock.json'),
  ];
  for (const file of files.sort()) hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** @param {string} hash */
const isFresh = (hash) =>
  TARGETS.every(({ pkg, entry }) => fs.existsSync(path.join(ROOT, pkg, entry))) &&
  fs.existsSync(STAMP_FILE) &&
  fs.readFileSync(STAMP_FILE, 'utf8') === hash;

/** Compiles each package into a fresh folder, then swaps it in: a server starting meanwhile never finds the folder
 *  missing. @param {string} hash the sources' hash, stamped once all are in place */
function compileAll(hash) {
  for (const { pkg, source, outDir } of TARGETS) {
    const target = path.join(ROOT, pkg, outDir);
    const fresh = `${target}.${process.pid}.new`;
    const old = `${target}.${process.pid}.old`;
    fs.rmSync(fresh, { recursive: true, force: true });
    swc(pkg, source, path.basename(fresh));
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(fresh, target);
    fs.rmSync(old, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, hash);
}

/** @param {number} ms */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Makes the compiled code match the sources, compiling only when they changed since the last compile (or when
 * forced). Under a lock: parallel test files, or a test beside the build, compile once.
 * @param {{ force?: boolean }} [options]
 * @returns {boolean} whether it compiled
 */
function ensureServerCode({ force = false } = {}) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than the deadline belonged to a killed run.
      if (Date.now() > deadline) fs.rmSync(LOCK, { recursive: true, force: true });
      else sleep(100);
    }
  }
  try {
    const hash = sourcesHash();
    if (!force && isFresh(hash)) return false;
    compileAll(hash);
    return true;
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

module.exports = { ensureServerCode, swc, swcArguments, TARGETS, STAMP_FILE };
