// The Chromium binaries and flags of the browser tests and benchmarks (e2e/chromium.ts), for plain Node.

const { register } = require('esbuild-register/dist/node');

const { unregister } = register({ extensions: ['.ts'] });
const { CHROMIUM_PATH, TEST_CHROMIUM_PATH, CHROMIUM_ARGS } = require('../../chromium.ts');
unregister();

module.exports = { CHROMIUM_PATH, TEST_CHROMIUM_PATH, CHROMIUM_ARGS };
