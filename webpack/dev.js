#!/usr/bin/env node
// `npm run dev`: the API host with restart on change, and a webpack dev server with
// reload for the shell and each remote. Open http://localhost:8080/.

const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');
const { DEV_PORTS } = require('./create-config');
const { swcArguments } = require('./server-code');

const ROOT = path.resolve(__dirname, '..');
/** @param {string} name */
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
const run = (label, command, args, options = {}) => {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${label}] `;
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WritableStream} target */
  const forward = (stream, target) => stream.on('data', (chunk) => target.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  // stdio is piped (the options above never change it), so both streams exist.
  forward(/** @type {import('node:stream').Readable} */ (child.stdout), process.stdout);
  forward(/** @type {import('node:stream').Readable} */ (child.stderr), process.stderr);
  children.push(child);
  return child;
};

/**
 * @param {string} pkg @param {string} source @param {string} outDir @param {boolean} watch
 * @returns {[command: string, args: string[], options: { cwd: string }]}
 */
const swc = (pkg, source, outDir, watch) => [
  bin('swc'),
  [...swcArguments(source, outDir), ...(watch ? ['-w'] : [])],
  { cwd: path.join(ROOT, pkg) },
];

// The API needs compiled code before it can start; then swc and node keep it fresh.
for (const [pkg, source, out] of [
  ['shared', 'src/contract', 'dist'],
  ['api', 'src', 'dist'],
]) {
  const [command, args, options] = swc(pkg, source, out, false);
  execFileSync(command, args, { ...options, stdio: 'inherit' });
  run(`swc ${pkg}`, ...swc(pkg, source, out, true));
}
run('api', process.execPath, ['--watch', 'api/dist/main.js'], {
  env: { ...process.env, PORT: String(DEV_PORTS.api), API_PREFIX: '/api', DATA_DIR: process.env.DATA_DIR ?? '.data' },
});

/** Each app's browser build by name (mf-public's config also holds its server renderer). @type {Record<string, string>} */
const FEDERATION_NAMES = {
  ...Object.fromEntries(Object.entries(require('@agency/shared/contract/remotes.json')).map(([name, remote]) => [remote.folder, name])),
  shell: 'shell',
};

for (const app of Object.keys(FEDERATION_NAMES)) {
  run(app, bin('webpack'), [
    'serve',
    '--config',
    `${app}/webpack.config.js`,
    '--config-name',
    FEDERATION_NAMES[app],
    '--mode',
    'development',
  ]);
}

process.stdout.write(`Development servers starting; the site will be at http://localhost:${DEV_PORTS.shell}/\n`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
