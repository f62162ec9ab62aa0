// The API host on its own for the contact benchmark (buildApp from api/dist), in a child
// process, with two settings changed through its options: the per-IP message limit is
// raised (the bench sends hundreds of messages from one address) and the captcha's
// counter range is 1-10 at the production PBKDF2 cost (the server verifies each payload
// as in production; solving hundreds of them beforehand stays quick).

const { fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('./build-time');

const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };
const SETTINGS = 'contact limit raised to 1 000 000 a minute; captcha counter 1-10 at the production PBKDF2 cost of 5 000';

if (require.main === module) {
  const { buildApp, loadApiOptions } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  (async () => {
    const options = loadApiOptions(process.env);
    const app = await buildApp({
      ...options,
      prefix: '/api',
      logger: false,
      announce: () => undefined,
      captchaDifficulty: { ...options.captchaDifficulty, cost: 5_000, counterMin: 1, counterMax: 10 },
      rateLimits: { ...options.rateLimits, contact: { max: 1_000_000, windowMs: 60_000 } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send({ port: app.server.address().port });
    process.on('message', (message) => {
      if (message === 'close') void app.close().then(() => process.exit(0));
    });
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
  return;
}

const startContactServer = () =>
  new Promise((resolve, reject) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-contact-'));
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir, SEED: 'off', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
    const child = fork(__filename, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
    child.once('message', ({ port }) =>
      resolve({
        base: `http://127.0.0.1:${port}/api`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.send('close');
          }),
      }),
    );
  });

module.exports = { startContactServer, STAFF, SETTINGS };
