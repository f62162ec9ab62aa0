// Page load from wrk (Debian's package `wrk`, written in C): a client that needs a fraction of a core, so
// the rate measured is the site's. autocannon, in JavaScript, spent a whole core of the two at 4,000
// pages a second here and set the pace itself (the site at 75-80 % of its core): a figure of the client.

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const hasWrk = () => !spawnSync('wrk', ['--version']).error;

/** A Lua script asking for `paths` in turn, with `headers` (JSON strings are Lua strings here). */
/** @param {string[]} paths @param {Record<string, string>} headers */
const scriptOf = (paths, headers) => `local paths = { ${paths.map((one) => JSON.stringify(one)).join(', ')} }
local headers = { ${Object.entries(headers)
  .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join(', ')} }
local turn = 0
request = function()
  turn = turn + 1
  return wrk.format("GET", paths[(turn % #paths) + 1], headers)
end
`;

/** @param {string} output @param {RegExp} pattern */
const numberIn = (output, pattern) => Number(pattern.exec(output)?.[1] ?? 0);

/** A latency as wrk prints it (`635.00us`, `1.72ms`, `2.01s`), in ms. */
/** @param {string | undefined} text */
const millisecondsOf = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!match) return 0;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[/** @type {'us' | 'ms' | 's' | 'm'} */ (match[2])];
};

/**
 * Load on `connections` connections of one thread for `seconds`: requests a second, the total, p50 and p99 latency
 * (ms), socket errors and timeouts, answers other than 2xx or 3xx, and the two together (failed).
 * @param {{ base: string, paths: string[], headers?: Record<string, string>, connections: number, seconds: number }} options
 * @returns {Promise<{ requestsPerSecond: number, requests: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number, failed: number }>}
 */
const wrkLoad = ({ base, paths, headers = {}, connections, seconds }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(folder, 'pages.lua');
  fs.writeFileSync(script, scriptOf(paths, headers));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, base];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.rmSync(folder, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${output}`));
      const total = numberIn(output, /(\d+) requests in /);
      const elapsed = numberIn(output, /requests in ([\d.]+)s/) || seconds;
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      const non2xx = numberIn(output, /Non-2xx or 3xx responses: (\d+)/);
      resolve({
        requestsPerSecond: total / elapsed,
        requests: total,
        p50Ms: millisecondsOf(/^\s+50%\s+(\S+)/m.exec(output)?.[1]),
        p99Ms: millisecondsOf(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
        errors,
        non2xx,
        failed: errors + non2xx,
      });
    });
  });
};

/**
 * Requests a second and the failed ones (see wrkLoad).
 * @param {{ base: string, paths: string[], headers?: Record<string, string>, connections: number, seconds: number }} options
 * @returns {Promise<{ requestsPerSecond: number, failed: number }>}
 */
const wrkRate = async (options) => {
  const { requestsPerSecond, failed } = await wrkLoad(options);
  return { requestsPerSecond, failed };
};

module.exports = { hasWrk, wrkLoad, wrkRate };
