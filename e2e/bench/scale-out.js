#!/usr/bin/env node
// Scale-out figure (`npm run bench:scale`, or `measureScaleOut()` from a benchmark
// runner): requests per second of GET /api/blog with two API instances against one,
// on this machine. The instances are copies of the compiled API (`buildApp` from
// api/dist) in child processes on loopback ports, sharing one PostgreSQL schema (demo
// content seeded once, no images drawn), each with a data directory of its own.
//
// autocannon runs in this process. "One" sends every connection to instance A; "two"
// splits the same number of connections between A and B (as a round-robin balancer
// would) and adds the two rates. The two set-ups alternate for `rounds` rounds, so both
// see the same moments of the machine; the figure is the mean of each. Prints one line.
//
//   node e2e/bench/scale-out.js [--database-url postgres://…] [--connections 16]
//        [--seconds 10] [--rounds 2]
// The database URL falls back to BENCH_DATABASE_URL, TEST_DATABASE_URL, then the CI
// database (postgres://agency:agency@127.0.0.1:5432/agency_test).

const { execFileSync, fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createSchema } = require('./lib/postgres-schema');

const ROOT = path.resolve(__dirname, '..', '..');
const CI_DATABASE_URL = 'postgres://agency:agency@127.0.0.1:5432/agency_test';

// ---------------------------------------------------------------------------
// In the child: the compiled API on a free loopback port, configured from env.
if (process.argv[2] === '--serve') {
  const { buildApp, loadApiOptions } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  (async () => {
    const app = await buildApp({ ...loadApiOptions(process.env), seedImages: false, prefix: '/api', logger: false, announce: () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send({ port: app.server.address().port });
    process.on('message', (message) => {
      if (message === 'close') app.close().then(() => process.exit(0));
    });
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
  return;
}

// ---------------------------------------------------------------------------
// In the parent: the instances, the load, the figure.

const startInstance = (env) =>
  new Promise((resolve, reject) => {
    const child = fork(__filename, ['--serve'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', ({ port }) => resolve({ child, url: `http://127.0.0.1:${port}/api/blog` }));
    child.once('exit', (code) => reject(new Error(`an API instance exited (${code}) before listening`)));
  });

const stopInstance = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.send('close');
  });

/** Requests per second answered 200 by `url` over `seconds` with `connections`. */
const load = async (url, connections, seconds) => {
  const autocannon = require('autocannon');
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result.requests.total / seconds;
};

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Measures GET /api/blog with one instance and with two; resolves with the figures and
 * the printed line. Builds the API first (swc) unless `build: false`.
 */
const measureScaleOut = async (options = {}) => {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? CI_DATABASE_URL;
  const connections = options.connections ?? 16;
  const seconds = options.seconds ?? 10;
  const rounds = options.rounds ?? 2;
  if (options.build !== false) {
    execFileSync('npm', ['run', 'build', '-w', 'shared', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  const schema = await createSchema(databaseUrl, 'bench_scale');
  const dataDirs = [];
  const instances = [];
  try {
    const envFor = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-'));
      dataDirs.push(dataDir);
      return { DATABASE_URL: schema.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-Staff-password-1', JWT_SECRET: 'bench-secret-0123456789abcdef' };
    };
    // A seeds the schema before B starts, so B finds it seeded.
    instances.push(await startInstance(envFor()));
    instances.push(await startInstance({ ...envFor(), SEED: 'off' }));
    const [a, b] = instances;
    const posts = await (await fetch(b.url)).json();
    if (!Array.isArray(posts) || posts.length === 0) throw new Error('GET /api/blog has no posts to serve');
    await Promise.all([load(a.url, connections / 2, 2), load(b.url, connections / 2, 2)]);

    const one = [];
    const two = [];
    for (let round = 0; round < rounds; round += 1) {
      one.push(await load(a.url, connections, seconds));
      const split = await Promise.all([load(a.url, Math.ceil(connections / 2), seconds), load(b.url, Math.floor(connections / 2), seconds)]);
      two.push(split[0] + split[1]);
    }
    const figures = { one: mean(one), two: mean(two) };
    const ratio = figures.two / figures.one;
    const line =
      `Scale-out, GET /api/blog on PostgreSQL: 1 instance ${Math.round(figures.one)} req/s, 2 instances ${Math.round(figures.two)} req/s ` +
      `(×${ratio.toFixed(2)}; ${os.cpus().length} cores, ${connections} connections, ${seconds} s × ${rounds} rounds, load generator on the same machine)`;
    return { ...figures, ratio, line };
  } finally {
    await Promise.all(instances.map(({ child }) => stopInstance(child)));
    await schema.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
};

module.exports = { measureScaleOut };

if (require.main === module) {
  const arg = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const number = (name) => (arg(name) === undefined ? undefined : Number(arg(name)));
  measureScaleOut({ databaseUrl: arg('database-url'), connections: number('connections'), seconds: number('seconds'), rounds: number('rounds') }).then(
    ({ line }) => console.log(line),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
