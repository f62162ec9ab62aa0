const { createConfig } = require('../webpack/create-config');
const { createSsrConfig } = require('../webpack/create-ssr-config');

module.exports = [
  createConfig({
    appDir: __dirname,
    name: 'mf_public',
    exposes: { './pages': './src/pages.ts' },
  }),
  // The server renders public pages with the renderer built from this version of the remote.
  createSsrConfig({ remoteDir: __dirname, entry: './src/ssr/render.tsx' }),
];
