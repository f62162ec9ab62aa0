// The physical baseline: a bare node:http server that answers each benchmarked URL with
// the very bytes the site sent for it (its headers as one flat list, the fastest way node:http
// takes them, and its body), and nothing else. Run as a child
// process (like the site), it tells its parent the port it listens on.

const http = require('node:http');
const { startForkedServer } = require('./forked-server');

/** @typedef {{ path: string, headers: string[], body: Buffer }} Reply */

/** The child process: serves the replies its parent sends, then sends its port. */
const serveInChild = () => {
  process.once('message', (message) => {
    const replies = /** @type {Array<{ path: string, headers: string[], body: string }>} */ (message);
    /** @type {Map<string | undefined, { headers: string[], body: Buffer }>} */
    const byPath = new Map(
      replies.map((reply) => {
        const body = Buffer.from(reply.body, 'base64');
        return [reply.path, { headers: [...reply.headers, 'content-length', String(body.length)], body }];
      }),
    );
    const server = http.createServer((request, response) => {
      const reply = byPath.get(request.url);
      if (!reply) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, reply.headers).end(reply.body);
    });
    server.keepAliveTimeout = 72_000;
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      /** @type {NonNullable<typeof process.send>} */ (process.send)({ port });
    });
  });
};

/**
 * Starts the baseline with the replies `{ path, headers, body: Buffer }` it must give.
 * @param {Reply[]} replies
 * @returns {Promise<{ base: string, stop: () => Promise<unknown> }>}
 */
const startBaseline = (replies) =>
  startForkedServer(
    __filename,
    replies.map((reply) => ({ ...reply, body: reply.body.toString('base64') })),
  );

if (require.main === module) serveInChild();

module.exports = { startBaseline };
