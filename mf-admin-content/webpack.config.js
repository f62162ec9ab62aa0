const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_admin_content',
  devPort: 8082,
  exposes: { './pages': './src/pages.ts' },
});
