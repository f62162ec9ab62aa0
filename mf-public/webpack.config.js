const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_public',
  devPort: 8081,
  exposes: { './pages': './src/pages.ts' },
});
