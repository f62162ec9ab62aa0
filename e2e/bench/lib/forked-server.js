// A bench server in a child process of its own (so its event loop competes with nothing): forks `file`,
// sends it `setup`, and resolves once the child says which port it listens on.

const { fork } = require('node:child_process');

/**
 * @param {string} file a module that serves when run as the main module and sends `{ port }` back
 * @param {unknown} setup what the child needs to serve
 * @returns {Promise<{ base: string, stop: () => Promise<unknown> }>}
 */
const startForkedServer = (file, setup) =>
  new Promise((resolve, reject) => {
    const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('message', (message) =>
      resolve({
        base: `http://127.0.0.1:${/** @type {{ port: number }} */ (message).port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      }),
    );
    child.send(/** @type {import('node:child_process').Serializable} */ (setup));
  });

module.exports = { startForkedServer };
