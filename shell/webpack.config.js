const path = require('node:path');
const { createConfig } = require('../webpack/create-config');
const { firstViewChunkGroups } = require('../webpack/first-view-chunks');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  host: true,
  chunkGroups: {
    // No chunk of modules that two async chunks share: the admin frame imports some of the
    // contract entry's files directly, and that split the entry every page loads in two
    // (one more chunk's overhead and no concatenation). The admin frame carries its own copies.
    default: false,
    ...firstViewChunkGroups,
  },
  runtimePlugins: [
    path.join(__dirname, 'src/federation/provide-runtime-plugin.ts'),
    path.join(__dirname, 'src/federation/offline-remote-plugin.ts'),
  ],
});
