// The production site for the bench: a copy of the build (a rebuild in the work tree
// cannot change what is served), started the way `npm start` starts it, on a loopback
// port with a fresh DATA_DIR and the demo content. `dataDir` and `env` (e.g. DATABASE_URL,
// SEED=0) start it on data a study prepared; that folder is left for the study. `env` may be a
// function of the site's origin, for settings that name it (SITE_URL).

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort, waitUntilUp } = require('./ports');
const { ROOT } = require('./build-time');

const APPS = ['shell', ...Object.values(require('@agency/shared/contract/remotes.json')).map((remote) => remote.folder)];
const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };

/** Copies the build to `siteRoot`, so a rebuild in the work tree meanwhile cannot change what is served. */
/** @param {string} siteRoot */
const copyBuiltSite = (siteRoot) => {
  for (const app of APPS) fs.cpSync(path.join(ROOT, app, 'dist'), path.join(siteRoot, app, 'dist'), { recursive: true });
};

/**
 * @param {{ dataDir?: string, env?: Record<string, string> | ((base: string) => Record<string, string>) }} [options]
 * `startedInMs`: from spawning to the first answer, which waits for the demo seed (its images
 * drawn) on a fresh DATA_DIR.
 * @returns {Promise<{ base: string, pid: number | undefined, startedInMs: number, stop: () => Promise<void> }>}
 */
const startSite = async ({ dataDir, env = {} } = {}) => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  const siteRoot = path.join(workDir, 'site');
  copyBuiltSite(siteRoot);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? path.join(workDir, 'data'),
      SITE_DIST_ROOT: siteRoot,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      LOG_LEVEL: 'warn',
      ...(typeof env === 'function' ? env(base) : env),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  await Promise.race([waitUntilUp(`${base}/api/healthz`), exited.then((code) => Promise.reject(new Error(`the site exited (${code})`)))]);
  return {
    base,
    pid: child.pid,
    startedInMs: Date.now() - spawnedAt,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
};

module.exports = { copyBuiltSite, startSite, STAFF };
