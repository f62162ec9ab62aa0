// Wall time of a full production build of the four bundles (and the server code), as
// `npm run build` does it: `node webpack/build.js --force`.

const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');

const timeFullBuild = () => {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'webpack', 'build.js'), '--force'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
  const bundles = [...result.stdout.matchAll(/built (\S+) in (\d+) ms/g)].map(([, name, ms]) => ({ name, seconds: Number(ms) / 1000 }));
  return { seconds, bundles };
};

module.exports = { timeFullBuild, ROOT };
