// What a build was made from, written beside its output as a hash of each source file it
// contains and one fingerprint over them all:
//  - `shared-fingerprint.json`, the `shared/src` files: at run time a remote uses the shell's copy
//    of the shared singletons, so the release check (shell/server/releases/shared-fingerprint.ts)
//    refuses a remote whose copy of a file both builds contain differs from the live shell's;
//  - `shell-sources.json`, the shell's and the shared package's files (`shell/src/...`,
//    `shared/src/...`): the public remote's server renderer is built from the shell's route tree,
//    so the site server renders with it only while the files it shares with the running shell's
//    build are the same (shell/server/releases/renderer-drift.ts), and the release check refuses one
//    that differs.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./common');
const { sharedSourcePath } = require('./shared-source');

const SHARED_FINGERPRINT_FILE = 'shared-fingerprint.json';
const SHELL_SOURCES_FILE = 'shell-sources.json';
const NAME = 'SourceFingerprintPlugin';
const SHELL_SRC = path.join(ROOT, 'shell', 'src') + path.sep;

const sha256 = (/** @type {string | Buffer} */ data) => crypto.createHash('sha256').update(data).digest('hex');

/** @typedef {{ resource?: string, resourceResolveData?: { descriptionFileRoot?: string, descriptionFileData?: { name?: string } } }} SourceModule */

/** `shell/src/...` for the shell's files, `shared/src/...` for the shared package's, else undefined. */
const shellOrSharedPath = (/** @type {SourceModule} */ module) => {
  const shared = sharedSourcePath(module);
  if (shared) return `shared/src/${shared}`;
  const file = module.resource?.split('?')[0];
  return file?.startsWith(SHELL_SRC) ? path.relative(ROOT, file).split(path.sep).join('/') : undefined;
};

class SourceFingerprintPlugin {
  /** @param {{ fileName: string, sourcePath: (module: SourceModule) => string | undefined }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { fileName, sourcePath } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {Record<string, string>} */
      let files = {};
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const hashes = new Map();
        for (const module of modules) {
          const relative = sourcePath(/** @type {any} */ (module));
          const resource = /** @type {any} */ (module).resource;
          if (relative && !hashes.has(relative)) hashes.set(relative, sha256(fs.readFileSync(resource.split('?')[0])).slice(0, 16));
        }
        files = Object.fromEntries([...hashes.entries()].sort(([a], [b]) => a.localeCompare(b)));
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const fingerprint = sha256(JSON.stringify(files)).slice(0, 16);
        compilation.emitAsset(fileName, new RawSource(`${JSON.stringify({ fingerprint, files }, null, 2)}\n`));
      });
    });
  }
}

/** The shared package a browser build was made against. */
const sharedFingerprintPlugin = () => new SourceFingerprintPlugin({ fileName: SHARED_FINGERPRINT_FILE, sourcePath: sharedSourcePath });

/** The shell and shared sources a build contains: the shell's browser build and the public remote's renderer. */
const shellSourcesPlugin = () => new SourceFingerprintPlugin({ fileName: SHELL_SOURCES_FILE, sourcePath: shellOrSharedPath });

module.exports = { sharedFingerprintPlugin, shellSourcesPlugin, SHARED_FINGERPRINT_FILE, SHELL_SOURCES_FILE };
