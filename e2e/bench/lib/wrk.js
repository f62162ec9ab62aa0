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

/**
 * Requests a second over `seconds` on `connections` connections of one thread, and the failed ones
 * (socket errors, timeouts and answers other than 2xx or 3xx).
 * @param {{ base: string, paths: string[], headers?: Record<string, string>, connections: number, seconds: number }} options
 * @returns {Promise<{ requestsPerSecond: number, failed: number }>}
 */
const wrkRate = ({ base, paths, headers = {}, connections, seconds }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(folder, 'pages.lua');
  fs.writeFileSync(script, scriptOf(paths, headers));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, base];
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
      const failed =
        numberIn(output, /Non-2xx or 3xx responses: (\d+)/) +
        (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
      resolve({ requestsPerSecond: total / elapsed, failed });
    });
  });
};

module.exports = { hasWrk, wrkRate };
