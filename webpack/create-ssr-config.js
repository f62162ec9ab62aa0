// The server-rendering bundle of the public site: the shell's route tree with the public
// remote's pages, built for Node into the remote's own build (`<remote dist>/ssr/render.js`),
// so each released version of the remote carries the renderer that matches it.

const path = require('node:path');
const webpack = require('webpack');
const { ROOT, moduleRules, resolveOptions } = require('./common');
const { shellSourcesPlugin } = require('./shared-fingerprint-plugin');
const { publicFactsSnapshotPlugin } = require('./content-public-facts');

/**
 * @param {object} options
 * @param {string} options.remoteDir  the remote whose pages are rendered (its dist receives ssr/)
 * @param {string} options.entry      the render module, relative to the shell
 * @returns {(env: unknown, argv?: { mode?: string }) => import('webpack').Configuration}
 */
function createSsrConfig({ remoteDir, entry }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const remoteOutput = process.env.MF_OUTPUT_DIR ? path.resolve(process.env.MF_OUTPUT_DIR) : path.join(remoteDir, 'dist');
    return {
      name: 'ssr',
      mode: production ? 'production' : 'development',
      context: path.join(ROOT, 'shell'),
      target: 'node20',
      entry: { render: entry },
      devtool: false,
      output: {
        path: path.join(remoteOutput, 'ssr'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        // Asset URLs are set per request (`__webpack_public_path__`) to the remote's live folder.
        publicPath: '',
        assetModuleFilename: `static/media/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
        clean: true,
      },
      resolve: resolveOptions({ production, aliases: { '@agency/mf-public': path.join(remoteDir, 'src') } }),
      module: {
        rules: moduleRules({ production, server: true }),
        // The browser build emits the files; the server only needs their names.
        generator: { asset: { emit: false }, 'asset/resource': { emit: false } },
      },
      optimization: { minimize: false, splitChunks: false },
      plugins: [
        // One file: page loaders become in-bundle promises.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        publicFactsSnapshotPlugin(),
        // The shell's route tree and frames it was built from: served only beside the same shell.
        shellSourcesPlugin(),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createSsrConfig };
