const { createConfig } = require('../webpack/create-config');
const { createSsrConfig } = require('../webpack/create-ssr-config');

module.exports = [
  createConfig({
    appDir: __dirname,
    name: 'mf_public',
    chunkGroups: {
      // The building blocks of every public page, the layout's included: one chunk that every
      // page shares, instead of a copy in each page's chunk and in the layout's (2.7 KB on /).
      pageKit: {
        test: /[\\/]src[\\/]components[\\/](icon|page-meta|page-section|structured-data)[\\/]/,
        name: 'page-kit',
        chunks: 'async',
        enforce: true,
      },
    },
  }),
  // The server renders public pages with the renderer built from this version of the remote.
  createSsrConfig({ remoteDir: __dirname, entry: './src/ssr/render.tsx' }),
];
