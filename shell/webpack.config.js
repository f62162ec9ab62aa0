const path = require('node:path');
const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  devPort: 8080,
  host: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/offline-remote-plugin.ts')],
});
