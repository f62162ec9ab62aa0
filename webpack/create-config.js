// The one webpack config factory: the shell (host) and the three remotes differ
// only in the options they pass here (name, folder) and in their row of the remotes table.

const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sharedModules } = require('./shared-modules');
const { ROOT, moduleRules, resolveOptions } = require('./common');
const { sourceHash } = require('./source-hash');
const { PlatformApiPlugin } = require('./platform-api-plugin');
const { publicFactsSnapshotPlugin } = require('./content-public-facts');
const { sharedFingerprintPlugin, shellSourcesPlugin } = require('./shared-fingerprint-plugin');
const { precompressPlugins } = require('./precompress');
const { FileIntegrityPlugin, listFileIntegrity } = require('./file-integrity-plugin');

/** The remotes (name, folder, dev port, exposed modules), described once for webpack, the shell and e2e. */
const REMOTES = require('@agency/shared/contract/remotes.json');

/** Ports of `npm run dev`. @type {Record<string, number> & { shell: number, api: number }} */
const DEV_PORTS = {
  shell: 8080,
  ...Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [name, remote.devPort])),
  api: 3000,
};

const devRegistry = () =>
  Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]));

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (shell, mf-public, ...)
 * @param {string} options.name         federation name, a JS identifier
 * @param {boolean} [options.host]      the shell: emits index.html, loads remotes at run time
 * @param {string[]} [options.runtimePlugins]  federation runtime plugins (host)
 * @param {Record<string, object | false>} [options.chunkGroups]  extra splitChunks cache groups (false turns one of webpack's off)
 * @returns {(env: unknown, argv?: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig(options) {
  const { appDir, name, host = false, runtimePlugins = [], chunkGroups = {} } = options;
  // The shell is not a remote: it exposes nothing.
  const exposes = /** @type {Partial<Record<string, { exposes: Record<string, string> }>>} */ (REMOTES)[name]?.exposes ?? {};
  const devPort = DEV_PORTS[name];
  const appPackage = readJson(path.join(appDir, 'package.json'));

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const outputPath = process.env.MF_OUTPUT_DIR ? path.resolve(process.env.MF_OUTPUT_DIR) : path.join(appDir, 'dist');
    const hashed = production ? '.[contenthash:8]' : '';

    return {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps stay on the server (static-assets.ts never serves them), so no file names one: the
      // `//# sourceMappingURL` line cost every script about 47 bytes gzip (1 KB of the first view) for a 404.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outputPath,
        // The shell is served from the site root; a remote's chunks resolve next to its manifest.
        publicPath: host ? '/' : 'auto',
        filename: `static/js/[name]${hashed}.js`,
        chunkFilename: `static/js/[name]${hashed}.js`,
        assetModuleFilename: `static/media/[name]${hashed}[ext]`,
        uniqueName: name,
        // One page can hold two versions of a remote (an open page picks a release up at its
        // next navigation). Each version pushes its chunks to a global array of its own: with
        // one shared array, the new runtime took the old version's chunks, whose ids it
        // reuses, for its own and found its modules missing.
        chunkLoadingGlobal: `webpackChunk_${name}_${sourceHash(appDir, ROOT)}`,
        // The server-rendering bundle of a remote lives in `ssr/` beside it (create-ssr-config.js).
        clean: { keep: /^ssr\// },
        chunkLoadTimeout: 120_000,
      },
      resolve: resolveOptions({ production }),
      module: { rules: moduleRules({ production }) },
      optimization: {
        minimize: production,
        // swc's minifier: the same bytes as terser's within a percent, in a fraction of the time.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify }), new CssMinimizerPlugin()],
        // Federation splits by shared module and exposed module; keep webpack's own splitting
        // modest, and give each app ONE stylesheet so a server-rendered page links it up front.
        splitChunks: {
          chunks: 'async',
          cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true }, ...chunkGroups },
        },
      },
      performance: { hints: false },
      plugins: [
        publicFactsSnapshotPlugin(),
        new MiniCssExtractPlugin({
          filename: `static/css/[name]${hashed}.css`,
          chunkFilename: `static/css/[name]${hashed}.css`,
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(appPackage),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // A remote's manifest lists each of its files with its SHA-384 (file-integrity-plugin.js).
          manifest: { fileName: 'mf-manifest.json', ...(production && !host ? { additionalData: listFileIntegrity } : {}) },
          dts: false,
          // One federation runtime per page: the shell's (shell/src/federation/provide-runtime-plugin.ts).
          // A production remote takes it from the shell instead of carrying its own copy; in
          // development a remote keeps its own, so it also runs on its own (`npm run dev -w <remote>`).
          experiments: {
            ...(host ? {} : { externalRuntime: production }),
            // Browser builds: the runtime's Node-only script loaders are left out.
            optimization: { target: 'web' },
          },
        }),
        // A remote's files, each with its SHA-384 in the manifest, loaded with `integrity`. The shell's own
        // files come from the server that sends the page naming them, never from the remotes' CDN.
        ...(production && !host ? [new FileIntegrityPlugin()] : []),
        // The federation runtime's error sentences stay out of every page (federation-error-descriptions.mjs).
        ...(production
          ? [
              new webpack.NormalModuleReplacementPlugin(
                /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
                path.join(__dirname, 'federation-error-descriptions.mjs'),
              ),
            ]
          : []),
        new PlatformApiPlugin({ host }),
        sharedFingerprintPlugin(),
        // The shell's sources, which the public remote's renderer must share to render its pages.
        ...(host ? [shellSourcesPlugin()] : []),
        ...(production ? precompressPlugins() : []),
        // The shell's page; a remote gets a bare page only to run standalone in development.
        ...(host || !production
          ? [
              new HtmlWebpackPlugin({
                template: host ? path.join(appDir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
                scriptLoading: 'defer',
                minify: production ? { collapseWhitespace: true, removeComments: false } : false,
              }),
            ]
          : []),
      ],
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { warnings: false } },
        // The shell in development: the API runs on its own port, the remotes on theirs.
        ...(host
          ? {
              proxy: [{ context: ['/api'], target: `http://localhost:${DEV_PORTS.api}` }],
              /** @type {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>} */
              setupMiddlewares: (middlewares, devServer) => {
                // The dev server has its express app by the time it sets middlewares up.
                /** @type {NonNullable<typeof devServer.app>} */ (devServer.app).get('/remotes.json', (_req, res) =>
                  res.json(devRegistry()),
                );
                return middlewares;
              },
            }
          : {}),
      },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

module.exports = { createConfig, ROOT, DEV_PORTS };
