#!/usr/bin/env node
// Soak test (`npm run bench:soak`): the production site on loopback under mixed
// public traffic (pages, API reads, images, assets, registry, captcha) plus a
// staff member's writes (create with upload, edit with If-Match, delete) for a
// bounded time, then it stops by itself. It reports requests, errors, latency and
// the server's memory (RSS and heap sampled inside the server process) so a leak
// shows as a heap that keeps climbing. Exits 1 on any error.
//
//   node e2e/bench/soak.js [--minutes 10] [--connections 8] [--out file.json]

const { execFileSync, fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { copyBuiltSite } = require('./lib/site-server');
const { option: arg } = require('./lib/cli-args');
const { freePort } = require('./lib/ports');

const ROOT = path.resolve(__dirname, '..', '..');
const STAFF = { email: 'soak@northstar-digital.example', password: 'soak-Staff-password-1' };
const SAMPLE_EVERY_MS = 5_000;
const WRITE_EVERY_MS = 250;
// A 4x4 PNG: real enough to be decoded and re-encoded on every upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQdfsARwzEcQAnghWxq39l4wAAAABJRU5ErkJggg==',
  'base64',
);

/** @typedef {{ at: number, rss: number, heapUsed: number, heapTotal: number, external: number }} Sample */
/** @typedef {import('autocannon').Request} Request */

// In the child: the real site server, reporting its own memory to the parent.
const serve = () => {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send?.({ at: Date.now(), rss, heapUsed, heapTotal, external });
  }, SAMPLE_EVERY_MS).unref();
  require(path.join(ROOT, 'shell', 'dist-server', 'main.js'));
};

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} base @param {number} deadline */
const waitForHealth = async (base, deadline) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error('the site did not start');
};

/**
 * The URLs a visitor's browser asks for, discovered from the running site.
 * @param {string} base
 * @returns {Promise<Request[]>}
 */
const publicRequests = async (base) => {
  /** @param {string} url */
  const json = async (url) => (await fetch(`${base}${url}`)).json();
  const blogs = await json('/api/single-blog');
  const services = await json('/api/single-service');
  const team = await json('/api/team');
  const page = await (await fetch(`${base}/`)).text();
  const script = /<script[^>]+src="([^"]+)"/.exec(page)?.[1];
  const manifests = Object.values(/** @type {Record<string, string>} */ (await json('/remotes.json'))).map(
    (url) => new URL(url, base).pathname,
  );
  const paths = [
    '/',
    '/about',
    '/services',
    '/faqs',
    '/contact',
    `/blog/${blogs[0].slug}`,
    `/services/${services[0].slug}`,
    '/api/blog',
    '/api/aboutus',
    '/api/services',
    '/api/work',
    '/api/team',
    '/api/testimonial',
    '/api/faqs',
    '/api/plan',
    '/api/products',
    `/api/single-blog/slug/${blogs[1 % blogs.length].slug}`,
    `/api/single-service/slug/${services[0].slug}`,
    // What a post or service page opened in the browser asks for (product §7).
    `/api/blog/page/${blogs[2 % blogs.length].slug}`,
    `/api/services/page/${services[0].slug}`,
    `/api/teamimg/${team[0].image}`,
    `/api/teamimg/${team[0].image.replace('.webp', '-400w.webp')}`,
    '/remotes.json',
    ...(script ? [script] : []),
    ...manifests,
  ];
  return paths.map((p) => ({ method: 'GET', path: p }));
};

/**
 * Counts the replies that were not 2xx, per path, so a failing URL is named in the report.
 * @param {Request[]} requests
 * @param {Record<string, number>} failures
 * @returns {Request[]}
 */
const tallyFailures = (requests, failures) =>
  requests.map((request) => ({
    ...request,
    onResponse: (/** @type {number} */ status) => {
      if (status < 200 || status >= 300) failures[`${status} ${request.path}`] = (failures[`${status} ${request.path}`] ?? 0) + 1;
    },
  }));

/**
 * A staff member's edits, one every WRITE_EVERY_MS until `until`: create, edit (If-Match), delete.
 * @param {string} base
 * @param {number} until
 * @param {{ writes: number, writeErrors: number }} counts
 */
const staffWrites = async (base, until, counts) => {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  /** @param {Response} response @param {number} expected @param {string} what */
  const check = (response, expected, what) => {
    counts.writes += 1;
    if (response.status !== expected) {
      counts.writeErrors += 1;
      if (counts.writeErrors <= 5) console.error(`write error: ${what} answered ${response.status}`);
    }
    return response;
  };
  for (let n = 0; Date.now() < until; n += 1) {
    const started = Date.now();
    try {
      const form = new FormData();
      form.append('heading', `Soak post ${n}`);
      form.append('description', `<p>Written by the soak test, round ${n}.</p>`);
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'soak.png');
      const created = await (
        await check(await fetch(`${base}/api/blog`, { method: 'POST', headers: auth, body: form }), 201, 'create blog')
      ).json();
      const current = await fetch(`${base}/api/blog/${created._id}`);
      const edit = new FormData();
      edit.append('heading', `Soak post ${n} (edited)`);
      edit.append('description', '<p>Edited.</p>');
      check(
        await fetch(`${base}/api/blog/${created._id}`, {
          method: 'PUT',
          // The API sends an ETag with every entry.
          headers: { ...auth, 'if-match': /** @type {string} */ (current.headers.get('etag')) },
          body: edit,
        }),
        200,
        'edit blog',
      );
      const plan = await (
        await check(
          await fetch(`${base}/api/plan`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ planName: `Soak ${n}`, price: n, duration: 'month', description: '' }),
          }),
          201,
          'create plan',
        )
      ).json();
      check(await fetch(`${base}/api/plan/${plan._id}`, { method: 'DELETE', headers: auth }), 200, 'delete plan');
      check(await fetch(`${base}/api/blog/${created._id}`, { method: 'DELETE', headers: auth }), 200, 'delete blog');
    } catch (error) {
      counts.writeErrors += 1;
      console.error(`write error: ${/** @type {Error} */ (error).message}`);
    }
    await sleep(Math.max(0, WRITE_EVERY_MS - (Date.now() - started)));
  }
};

/** @param {number} bytes */
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Least-squares slope of y over time, in MB per minute.
 * @param {Sample[]} samples
 * @param {'rss' | 'heapUsed'} key
 */
const slopePerMinute = (samples, key) => {
  if (samples.length < 2) return 0;
  const xs = samples.map((s) => (s.at - samples[0].at) / 60_000);
  const ys = samples.map((s) => s[key] / 1024 / 1024);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : Math.round((num / den) * 100) / 100;
};

async function main() {
  const minutes = Number(arg('minutes', 10));
  const connections = Number(arg('connections', 8));
  const out = arg('out', undefined);
  execFileSync(process.execPath, [path.join(ROOT, 'webpack', 'build.js')], { stdio: 'inherit' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-soak-'));
  // The server serves a copy of the build: a rebuild in the work tree meanwhile must not change what it serves.
  const siteRoot = path.join(dataDir, 'site');
  copyBuiltSite(siteRoot);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  /** @type {Sample[]} */
  const samples = [];
  const server = fork(__filename, ['--serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      SITE_DIST_ROOT: siteRoot,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  server.on('message', (sample) => samples.push(/** @type {Sample} */ (sample)));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));

  try {
    await waitForHealth(base, Date.now() + 120_000);
    /** @type {Record<string, number>} */
    const failures = {};
    const requests = tallyFailures(await publicRequests(base), failures);
    const startedAt = Date.now();
    const until = startedAt + minutes * 60_000;
    const counts = { writes: 0, writeErrors: 0 };
    process.stdout.write(
      `Soak: ${minutes} min, ${connections} connections over ${requests.length} public URLs, staff writes every ${WRITE_EVERY_MS} ms\n`,
    );
    const autocannon = require('autocannon');
    const [load] = await Promise.all([
      autocannon({ url: base, connections, duration: minutes * 60, requests, timeout: 30 }),
      staffWrites(base, until, counts),
    ]);
    const inRun = samples.filter((s) => s.at >= startedAt);
    /** @param {number} fraction */
    const at = (fraction) => inRun[Math.min(inRun.length - 1, Math.floor(inRun.length * fraction))];
    const [first, middle, last] = [inRun[0], at(0.5), inRun[inRun.length - 1]];
    const secondHalf = inRun.filter((s) => s.at >= middle.at);
    const result = {
      minutes,
      connections,
      publicRequests: load.requests.total,
      publicErrors: load.errors + load.timeouts + load.non2xx,
      failedReplies: failures,
      requestsPerSecond: Math.round(load.requests.average),
      latencyMs: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max },
      staffWrites: counts.writes,
      staffWriteErrors: counts.writeErrors,
      rssMb: { start: mb(first.rss), middle: mb(middle.rss), end: mb(last.rss) },
      heapUsedMb: { start: mb(first.heapUsed), middle: mb(middle.heapUsed), end: mb(last.heapUsed) },
      heapSlopeMbPerMinute: { wholeRun: slopePerMinute(inRun, 'heapUsed'), secondHalf: slopePerMinute(secondHalf, 'heapUsed') },
      rssSlopeMbPerMinute: { wholeRun: slopePerMinute(inRun, 'rss'), secondHalf: slopePerMinute(secondHalf, 'rss') },
      samples: inRun.length,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (out) fs.writeFileSync(out, `${JSON.stringify({ ...result, series: inRun }, null, 2)}\n`);
    process.exitCode = result.publicErrors + result.staffWriteErrors > 0 ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    process.stdout.write(`Server stopped: ${await exited}\n`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) serve();
else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
