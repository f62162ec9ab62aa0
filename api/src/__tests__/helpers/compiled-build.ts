// Tests that run the real server processes (crash, shutdown) need the compiled
// code `npm start` runs: the shared contract, the API and the site server, built
// with swc exactly as webpack/build.js builds them. Built here when the sources
// changed since the last build (a hash stamp), under a lock so parallel test
// files build once; a fresh clone needs nothing else.

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

const TARGETS = [
  { pkg: 'shared', source: 'src/contract', outDir: 'dist', entry: 'dist/contract/index.js' },
  { pkg: 'api', source: 'src', outDir: 'dist', entry: 'dist/main.js' },
  { pkg: 'shell', source: 'server', outDir: 'dist-server', entry: 'dist-server/main.js' },
] as const;

const STAMP = path.join(REPO_ROOT, 'api', 'dist', '.sources-hash');
const LOCK = path.join(os.tmpdir(), 'agency-compiled-build.lock');

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === '__tests__' || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

const sourcesHash = (): string => {
  const hash = createHash('sha256');
  const files = [...TARGETS.flatMap(({ pkg, source }) => filesUnder(path.join(REPO_ROOT, pkg, source))), path.join(REPO_ROOT, '.swcrc')];
  for (const file of files.sort()) hash.update(path.relative(REPO_ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
};

const isFresh = (hash: string): boolean =>
  TARGETS.every(({ pkg, entry }) => fs.existsSync(path.join(REPO_ROOT, pkg, entry))) &&
  fs.existsSync(STAMP) &&
  fs.readFileSync(STAMP, 'utf8') === hash;

/** Compiles into a fresh folder, then swaps it in: a server starting meanwhile never finds the folder missing. */
const compile = () => {
  const cli = require.resolve('@swc/cli/bin/swc.js', { paths: [REPO_ROOT] });
  for (const { pkg, source, outDir } of TARGETS) {
    const target = path.join(REPO_ROOT, pkg, outDir);
    const fresh = `${target}.${process.pid}.new`;
    const old = `${target}.${process.pid}.old`;
    fs.rmSync(fresh, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [
        cli,
        source,
        '-d',
        path.basename(fresh),
        '--strip-leading-paths',
        '--config-file',
        path.join(REPO_ROOT, '.swcrc'),
        '--ignore',
        '**/__tests__/**',
        '--copy-files',
        '--quiet',
      ],
      {
        cwd: path.join(REPO_ROOT, pkg),
        stdio: 'inherit',
      },
    );
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(fresh, target);
    fs.rmSync(old, { recursive: true, force: true });
  }
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Makes sure shared/dist, api/dist and shell/dist-server match the sources. */
export const ensureCompiledServers = (): void => {
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
    if (isFresh(hash)) return;
    compile();
    fs.writeFileSync(STAMP, hash);
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
};
