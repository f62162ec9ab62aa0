// The shared package a build was made against, written beside its manifest as
// `shared-fingerprint.json`: a hash of each `shared/src` file the build contains and one
// fingerprint over them all. At run time a remote uses the shell's copy of the shared
// singletons, so the release check (shell/server/releases/shared-fingerprint.ts) refuses a
// remote whose copy of a file both builds contain differs from the live shell's.

const crypto = require('node:crypto');
const fs = require('node:fs');
const { sharedSourcePath } = require('./shared-source');

const SHARED_FINGERPRINT_FILE = 'shared-fingerprint.json';
const NAME = 'SharedFingerprintPlugin';

const sha256 = (/** @type {string | Buffer} */ data) => crypto.createHash('sha256').update(data).digest('hex');

class SharedFingerprintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {Record<string, string>} */
      let files = {};
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const hashes = new Map();
        for (const module of modules) {
          const relative = sharedSourcePath(/** @type {any} */ (module));
          const resource = /** @type {any} */ (module).resource;
          if (relative && !hashes.has(relative)) hashes.set(relative, sha256(fs.readFileSync(resource.split('?')[0])).slice(0, 16));
        }
        files = Object.fromEntries([...hashes.entries()].sort(([a], [b]) => a.localeCompare(b)));
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const fingerprint = sha256(JSON.stringify(files)).slice(0, 16);
        compilation.emitAsset(SHARED_FINGERPRINT_FILE, new RawSource(`${JSON.stringify({ fingerprint, files }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedFingerprintPlugin, SHARED_FINGERPRINT_FILE };
