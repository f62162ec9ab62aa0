#!/usr/bin/env node
// A remote team's release and rollback, without rebuilding the shell:
//   npm run release -w mf-admin-people   builds the remote, checks it against the shell,
//                                        then switches the registry to it atomically
//   npm run release -w mf-admin-people -- --canary 10
//                                        the same checks, then publishes it beside the live
//                                        version for 10 % of browsers (a canary)
//   npm run release -w mf-admin-people -- --canary 10 --min-views 500 --auto-promote-minutes 120
//                                        the same, and sets thresholds of this remote's automatic
//                                        rollback rule (--min-views, --error-ratio, --min-errors-per-1000,
//                                        --vital-worse-percent, --auto-promote-minutes; kept for its next canaries)
//   npm run promote -w mf-admin-people   makes the canary live for everyone
//   npm run abort -w mf-admin-people     ends the canary (every browser on the live version)
//   npm run rollback -w mf-admin-people  makes the previous version live again
// The store is REMOTES_DIR, else `<DATA_DIR>/remotes` (relative paths from where npm ran).

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { swc } = require('./server-code');

const ROOT = path.resolve(__dirname, '..');
const SERVER_CODE = path.join(ROOT, 'shell', 'dist-server', 'releases');

/** @param {string} name */
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

/** The release store and compatibility check are the site server's own code, compiled
 *  afresh from its sources (a running server keeps the modules it loaded). */
function serverModules() {
  swc('shell', 'server/releases', 'dist-server');
  return {
    ...require(path.join(SERVER_CODE, 'store-location.js')),
    ...require(path.join(SERVER_CODE, 'compatibility.js')),
    ...require(path.join(SERVER_CODE, 'federation-manifest.js')),
    ...require(path.join(SERVER_CODE, 'platform-api.js')),
    ...require(path.join(SERVER_CODE, 'shared-fingerprint.js')),
    ...require(path.join(SERVER_CODE, 'renderer-drift.js')),
    ...require(path.join(SERVER_CODE, 'release-journal.js')),
  };
}

/** Thresholds of the remote's rollback rule given as flags, checked as the site checks its own settings
 *  (canary-rule.js loads the shared messages: only when a flag asks for it). */
function ruleFlags() {
  if (!process.argv.some((arg) => /^--(min-views|error-ratio|min-errors-per-1000|vital-worse-percent|auto-promote-minutes)$/.test(arg))) {
    return undefined;
  }
  return require(path.join(SERVER_CODE, 'canary-rule.js')).readRuleSettings(option, 'flag');
}

/**
 * A remote's webpack configs: its browser build first, then any server-rendering build.
 * @param {string} appDir
 * @returns {Array<import('webpack').Configuration & { name: string }>} (create-config.js names every config)
 */
const remoteConfigs = (appDir) =>
  [require(path.join(appDir, 'webpack.config.js'))].flat().map((config) => config({}, { mode: 'production' }));

/** @param {import('webpack').Configuration[]} config @returns {Promise<void>} */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) return reject(error);
      // Without an error webpack always passes the stats.
      const stats = /** @type {import('webpack').MultiStats} */ (result);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ preset: 'errors-only', colors: false })));
      resolve();
    });
  });
}

/**
 * @param {string} appDir
 * @param {ReturnType<typeof serverModules>} modules the site server's release code (compiled JS, untyped here)
 * @param {ReturnType<ReturnType<typeof serverModules>['releaseStoreFromEnv']>} store
 * @param {number | undefined} canaryPercent a canary's share of browsers, or undefined for a full release
 */
async function release(appDir, modules, store, canaryPercent) {
  // A bad threshold stops the release before the build.
  const rule = canaryPercent === undefined ? undefined : ruleFlags();
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
  try {
    process.env.MF_OUTPUT_DIR = staging;
    const configs = remoteConfigs(appDir);
    const [config] = configs;
    process.stdout.write(`Building ${config.name} from ${path.relative(ROOT, appDir) || '.'}...\n`);
    await compile(configs);

    const shellManifest = path.join(ROOT, 'shell', 'dist');
    if (!fs.existsSync(path.join(shellManifest, modules.MANIFEST_FILE))) {
      throw new Error('Release refused: the shell is not built here (run npm run build first), so compatibility cannot be checked.');
    }
    const problems = modules.incompatibilities(modules.readManifest(staging), modules.readManifest(shellManifest));
    // Every export of the platform API (`@agency/shared/*`) the remote imports must be in the live shell.
    problems.push(...modules.missingPlatformExports(config.name, modules.readPlatformApi(staging), modules.readPlatformApi(shellManifest)));
    // Each shared file both builds contain must be the shell's: the remote runs on the shell's copy.
    problems.push(
      ...modules.sharedDrift(config.name, modules.readSharedFingerprint(staging), modules.readSharedFingerprint(shellManifest)),
    );
    // A server renderer (the public remote's) must be built from the live shell's route tree and frames.
    if (fs.existsSync(path.join(staging, modules.SSR_RENDERER))) {
      problems.push(...modules.rendererDrift(config.name, modules.readRendererSources(staging), modules.readShellSources(shellManifest)));
    }
    if (problems.length > 0) throw new Error(`Release refused; the registry is unchanged:\n  - ${problems.join('\n  - ')}`);

    if (canaryPercent !== undefined) {
      const version = store.publishCanary(config.name, staging, canaryPercent, rule);
      const { canary } = store.registry()[config.name];
      process.stdout.write(`Released ${config.name} ${version} as a canary for ${canaryPercent} % of browsers: ${canary.manifest}\n`);
      for (const [file, hash] of Object.entries(canary.integrity)) process.stdout.write(`  ${file} ${hash}\n`);
      return;
    }
    const version = store.publish(config.name, staging);
    // The registry carries the integrity of the manifest and the entry: the shell refuses files that differ.
    const { manifest, integrity } = store.registry()[config.name];
    process.stdout.write(`Released ${config.name} ${version}: ${manifest}\n`);
    for (const [file, hash] of Object.entries(integrity)) process.stdout.write(`  ${file} ${hash}\n`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  const action = process.argv[2];
  const appDir = path.resolve(option('--app-dir') ?? process.cwd());
  const modules = serverModules();
  // The audit trail names the OS user, the host and (over SSH) the address that ran this command.
  const store = modules
    .releaseStoreFromEnv(process.env, process.env.INIT_CWD ?? ROOT)
    .acting(modules.localActor('command', `npm run ${action}`));

  if (action === 'release') {
    const canary = option('--canary');
    if (canary !== undefined && !/^\d{1,3}$/.test(canary)) throw new Error('--canary takes a whole percent from 0 to 100');
    return release(appDir, modules, store, canary === undefined ? undefined : Number(canary));
  }
  // The remote's name is its webpack config's: reading it needs no build.
  const [{ name }] = remoteConfigs(appDir);
  if (action === 'rollback') {
    const version = store.rollback(name);
    process.stdout.write(`Rolled back ${name} to ${version}: ${store.manifestUrls()[name]}\n`);
    return undefined;
  }
  if (action === 'promote') {
    const version = store.promote(name);
    process.stdout.write(`Promoted ${name} ${version}: live for every browser\n`);
    return undefined;
  }
  if (action === 'abort') {
    const version = store.abort(name, option('--reason') ?? 'ended by hand');
    if (version === undefined) throw new Error(`${name} has no canary to end`);
    process.stdout.write(`Ended the canary ${name} ${version}: every browser loads ${store.read().remotes[name].current}\n`);
    return undefined;
  }
  throw new Error(
    'usage: release.js release [--canary <percent> [--min-views <n>] [--error-ratio <x>] [--min-errors-per-1000 <x>] [--vital-worse-percent <x>] [--auto-promote-minutes <n>]]|promote|abort [--reason <why>]|rollback [--app-dir <remote folder>]',
  );
}

main().catch((error) => {
  process.stderr.write(`${error.message ?? error}\n`);
  process.exit(1);
});
