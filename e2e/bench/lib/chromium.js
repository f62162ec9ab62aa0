// The Chromium binary and flags of the browser tests (e2e/chromium.ts), for the bench's plain Node.

const { register } = require('esbuild-register/dist/node');

const { unregister } = register({ extensions: ['.ts'] });
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../../chromium.ts');
unregister();

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
