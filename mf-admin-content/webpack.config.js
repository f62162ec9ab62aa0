const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_admin_content',
});
