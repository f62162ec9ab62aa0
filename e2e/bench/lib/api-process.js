// The compiled API host (`buildApp` from api/dist) in a child process on a free loopback
// port, for the studies that measure the API on its own. The child reads its settings
// from the environment like `npm start`, plus option overrides from the parent (each
// object-valued option is merged into the default, e.g. one rate limit raised).

const { fork } = require('node:child_process');
const path = require('node:path');
const { ROOT } = require('./build-time');

const OVERRIDES_VARIABLE = 'BENCH_API_OVERRIDES';

/** The contact studies: the per-IP message limit raised (hundreds of messages from one
 *  address) and the captcha counter 1-10 at the production PBKDF2 cost (the server
 *  verifies each payload as in production; solving hundreds beforehand stays quick). */
const CONTACT_OVERRIDES = {
  captchaDifficulty: { cost: 5_000, counterMin: 1, counterMax: 10 },
  // Every message needs a challenge of its own, fetched from one address: raise both limits.
  rateLimits: { contact: { max: 1_000_000, windowMs: 60_000 }, captchaChallenges: { max: 1_000_000, windowMs: 60_000 } },
};
const CONTACT_SETTINGS =
  'contact and captcha challenge limits raised to 1 000 000 a minute; captcha counter 1-10 at the production PBKDF2 cost of 5 000';

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The child process: starts the API and sends its port to the parent. */
const serveInChild = () => {
  const { buildApp, loadApiOptions } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  (async () => {
    const options = loadApiOptions(process.env);
    const overrides = JSON.parse(process.env[OVERRIDES_VARIABLE] ?? '{}');
    for (const [name, value] of Object.entries(overrides))
      options[name] = isObject(value) && isObject(options[name]) ? { ...options[name], ...value } : value;
    const app = await buildApp({ ...options, prefix: '/api', logger: false, announce: () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    if (!process.send) throw new Error('api-process.js runs as a child process (fork)');
    process.send({ port: app.server.address().port });
    process.on('message', (message) => {
      if (message === 'close') void app.close().then(() => process.exit(0));
    });
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
};

/** @typedef {{ base: string, stop: () => Promise<unknown> }} ApiProcess */

/**
 * Starts one API process with `env` (plus PATH) and `overrides`; resolves once it listens
 * with its base URL (`…/api`) and `stop()`, which closes it gracefully.
 * @param {Record<string, string>} env
 * @param {Record<string, unknown>} overrides
 * @returns {Promise<ApiProcess>}
 */
const startApiProcess = (env, overrides = {}) =>
  new Promise((resolve, reject) => {
    const child = fork(__filename, [], {
      env: { PATH: process.env.PATH, ...env, [OVERRIDES_VARIABLE]: JSON.stringify(overrides) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
    child.once('message', (message) =>
      resolve({
        base: `http://127.0.0.1:${/** @type {{ port: number }} */ (message).port}/api`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.send('close');
          }),
      }),
    );
  });

if (require.main === module) serveInChild();

module.exports = { startApiProcess, CONTACT_OVERRIDES, CONTACT_SETTINGS };
