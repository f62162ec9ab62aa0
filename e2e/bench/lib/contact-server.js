// The API host on its own for the contact load figure of `npm run bench`: SQLite in a
// fresh data directory, no demo content, the contact settings of api-process.js.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startApiProcess, CONTACT_OVERRIDES, CONTACT_SETTINGS } = require('./api-process');

const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };

const startContactServer = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-contact-'));
  const api = await startApiProcess(
    { DATA_DIR: dataDir, SEED: 'off', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    CONTACT_OVERRIDES,
  );
  return {
    base: api.base,
    stop: async () => {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

module.exports = { startContactServer, STAFF, SETTINGS: CONTACT_SETTINGS };
