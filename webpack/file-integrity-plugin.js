// Subresource Integrity for every file a remote's browser build releases. The registry already
// carries the SHA-384 of a remote's manifest and entry (shell/server/releases/release-store.ts);
// this plugin writes the SHA-384 of every script and stylesheet of the build into the manifest
// (`metaData.integrity`: file -> `sha384-…`), so they are covered by the manifest's own hash, and
// makes the remote's chunk loaders (webpack's script loader, mini-css-extract-plugin's stylesheet
// loader) set `integrity` and `crossorigin` on each element they create. The hash comes from the
// table the shell fills from the verified manifests (shell/src/federation/integrity-plugin.ts);
// a file the table does not name gets a hash nothing matches, so the browser refuses it.
//
// Why not webpack-subresource-integrity: with module federation its placeholders stay unresolved
// in the chunks the container plugin creates (its issue #176; the fix, PR #220, was never merged),
// it gives mini-css-extract-plugin's <link> elements no integrity (issue #178), and its table
// rides in remoteEntry.js, a script of every first view (about 3.5 KB of gzip for the public
// remote's 66 files, past the first-view budget). The manifest is fetched once anyway, and not as
// a script that blocks anything.

const crypto = require('node:crypto');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const NAME = 'FileIntegrityPlugin';
/** The page-wide table (absolute URL -> SRI hash) the shell fills; its name in shell/src/federation/integrity-table.ts. */
const TABLE_GLOBAL = '__REMOTE_INTEGRITY__';
/** What a file no manifest lists gets: a well-formed SHA-384 hash no file has, so the browser refuses it. */
const UNLISTED = `sha384-${'A'.repeat(64)}`;
/** The files a browser loads from a release: scripts and stylesheets (not source maps or precompressed copies). */
const CHECKED_FILES = /\.(js|css)$/;

/** @param {Buffer | string} content */
const integrityOf = (content) => `sha384-${crypto.createHash('sha384').update(content).digest('base64')}`;

/** Runtime code: give the element `element` (already carrying its absolute URL in `property`) its hash. @param {string} element @param {'src' | 'href'} property */
const checkedLoad = (element, property) =>
  `${element}.integrity = (self[${JSON.stringify(TABLE_GLOBAL)}] || {})[${element}.${property}] || ${JSON.stringify(UNLISTED)};` +
  `${element}.crossOrigin = "anonymous";`;

class FileIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { runtime } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) => `${source}\n${checkedLoad('script', 'src')}`,
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, { tag }) => `${source}\n${checkedLoad(tag, 'href')}`,
      );
    });
  }
}

/**
 * The federation manifest's `additionalData` (its plugin calls it once the files are final: minified,
 * with their real content hashes, before the compressed copies are made): every script and stylesheet of
 * the build with its SHA-384, as `metaData.integrity`, which the manifest carries as it is.
 * @type {NonNullable<import('@module-federation/sdk').moduleFederationPlugin.PluginManifestOptions['additionalData']>}
 */
const listFileIntegrity = ({ stats, compilation }) => {
  const integrity = Object.fromEntries(
    compilation
      .getAssets()
      .filter(({ name }) => CHECKED_FILES.test(name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ name, source }) => [name, integrityOf(source.buffer())]),
  );
  Object.assign(stats.metaData, { integrity });
  return stats;
};

module.exports = { FileIntegrityPlugin, listFileIntegrity, checkedLoad, TABLE_GLOBAL, UNLISTED };
