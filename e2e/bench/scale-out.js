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

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createSchema } = require('./lib/postgres-schema');
const { startApiProcess } = require('./lib/api-process');

const ROOT = path.resolve(__dirname, '..', '..');
const CI_DATABASE_URL = 'postgres://agency:agency@127.0.0.1:5432/agency_test';

/** Requests per second answered 200 by `url` over `seconds` with `connections`. @param {string} url @param {number} connections @param {number} seconds */
const load = async (url, connections, seconds) => {
  const autocannon = require('autocannon');
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result.requests.total / seconds;
};

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Measures GET /api/blog with one instance and with two; resolves with the figures and
 * the printed line. Builds the API first (swc) unless `build: false`.
 * @param {{ databaseUrl?: string, connections?: number, seconds?: number, rounds?: number, build?: boolean }} [options]
 * @returns {Promise<{ one: number, two: number, ratio: number, line: string }>}
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
  /** @type {string[]} */
  const dataDirs = [];
  /** @type {import('./lib/api-process').ApiProcess[]} */
  const instances = [];
  try {
    const envFor = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: schema.url,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'bench-Staff-password-1',
        JWT_SECRET: 'bench-secret-0123456789abcdef',
      };
    };
    // A seeds the schema before B starts, so B finds it seeded.
    // No images drawn: the figure is about GET /api/blog.
    instances.push(await startApiProcess(envFor(), { seedImages: false }));
    instances.push(await startApiProcess({ ...envFor(), SEED: 'off' }, { seedImages: false }));
    const [a, b] = instances.map((api) => ({ url: `${api.base}/blog` }));
    const posts = await (await fetch(b.url)).json();
    if (!Array.isArray(posts) || posts.length === 0) throw new Error('GET /api/blog has no posts to serve');
    await Promise.all([load(a.url, connections / 2, 2), load(b.url, connections / 2, 2)]);

    /** @type {number[]} */
    const one = [];
    /** @type {number[]} */
    const two = [];
    for (let round = 0; round < rounds; round += 1) {
      one.push(await load(a.url, connections, seconds));
      const split = await Promise.all([
        load(a.url, Math.ceil(connections / 2), seconds),
        load(b.url, Math.floor(connections / 2), seconds),
      ]);
      two.push(split[0] + split[1]);
    }
    const figures = { one: mean(one), two: mean(two) };
    const ratio = figures.two / figures.one;
    const line =
      `Scale-out, GET /api/blog on PostgreSQL: 1 instance ${Math.round(figures.one)} req/s, 2 instances ${Math.round(figures.two)} req/s ` +
      `(×${ratio.toFixed(2)}; ${os.cpus().length} cores, ${connections} connections, ${seconds} s × ${rounds} rounds, load generator on the same machine)`;
    return { ...figures, ratio, line };
  } finally {
    await Promise.all(instances.map((api) => api.stop()));
    await schema.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
};

module.exports = { measureScaleOut };

if (require.main === module) {
  const { option } = require('./lib/cli-args');
  /** @param {string} name */
  const arg = (name) => option(name, undefined);
  /** @param {string} name */
  const number = (name) => (arg(name) === undefined ? undefined : Number(arg(name)));
  measureScaleOut({
    databaseUrl: arg('database-url'),
    connections: number('connections'),
    seconds: number('seconds'),
    rounds: number('rounds'),
  }).then(
    ({ line }) => console.log(line),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
