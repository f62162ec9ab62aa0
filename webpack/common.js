// What the browser bundles and the server-rendering bundle share: module rules and resolution.

const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const ROOT = path.resolve(__dirname, '..');

/** @param {{ production: boolean, target: string }} options @returns {import('webpack').RuleSetRule} */
const swcRule = ({ production, target }) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      // The root .swcrc is for Node builds (CommonJS); bundles keep ES modules, so
      // `import('./bootstrap')` stays a real async chunk.
      swcrc: false,
      module: { type: 'es6' },
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target,
      },
    },
  },
});

/** Images and fonts: the same file names in every bundle, so server-rendered URLs match. @type {import('webpack').RuleSetRule} */
const assetRule = {
  test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?|ttf|eot)$/,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 2048 } },
};

/** @param {{ production: boolean, server?: boolean }} options @returns {import('webpack').RuleSetRule[]} */
const moduleRules = ({ production, server = false }) => [
  swcRule({ production, target: server ? 'es2022' : 'es2020' }),
  // The server renders markup only; styles reach the page as files of the browser build.
  server
    ? { test: /\.css$/, type: 'asset/source' }
    : { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
  assetRule,
  { test: /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/, use: path.join(__dirname, 'pure-components-loader.js') },
];

/**
 * React Router 7's package exports resolve to its development build in every mode (its dev warnings
 * on, remix-run/react-router#12532); production bundles take the production build it ships beside it.
 * @param {boolean} production @returns {Record<string, string>}
 */
const reactRouterBuild = (production) => {
  if (!production) return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] })), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
};

/** @param {{ production: boolean, aliases?: Record<string, string> }} options @returns {import('webpack').ResolveOptions} */
const resolveOptions = ({ production, aliases = {} }) => ({
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: {
    // The schemas entry lives in the contract's folder (the API host reads both compiled from there).
    '@agency/shared/schemas$': path.join(ROOT, 'shared/src/contract/schemas/index.ts'),
    '@agency/shared': path.join(ROOT, 'shared/src'),
    ...reactRouterBuild(production),
    ...aliases,
  },
});

module.exports = { ROOT, moduleRules, resolveOptions };
