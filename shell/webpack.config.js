const path = require('node:path');
const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  host: true,
  runtimePlugins: [
    path.join(__dirname, 'src/federation/provide-runtime-plugin.ts'),
    path.join(__dirname, 'src/federation/offline-remote-plugin.ts'),
  ],
});
