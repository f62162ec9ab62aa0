// The limit our pages are held against: each measured page as plain HTML, the very markup the
// site serves with every script removed (the module scripts, their preloads and the JSON data
// blocks the scripts read), compressed like the site's. Everything else the page asks for
// (stylesheets, images, fonts) is passed through to the site, so the two differ only in script.
// The page names some of those files by the site's full address (the remote's stylesheet, from the
// registry's manifest URL): the twin names them by its own, so every file comes from the origin the
// page came from, as on the site. (Fetched from a second origin, the remote's stylesheet had a
// connection of its own in Lighthouse's simulation: the twin's LCP 1.07 s on `/contact` against
// 1.07-1.21 s with one origin, our page's 1.22 s.)
// Run as a child process (like the baseline), it tells its parent the port it listens on.

const http = require('node:http');
const zlib = require('node:zlib');
const { startForkedServer } = require('./forked-server');

/** What a page is without its scripts: script elements, script preloads and module preloads removed. */
/** @param {string} html */
const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="fetch"[^>]*>/gi, '');

/** The child: pages from memory, the rest from the site. */
const serveInChild = () => {
  process.once('message', (message) => {
    const { site, pages } = /** @type {{ site: string, pages: Array<{ path: string, html: string }> }} */ (message);
    const target = new URL(site);
    /** @type {Map<string, { identity: Buffer, gzip: Buffer }>} */
    const byPath = new Map();
    const server = http.createServer((request, response) => {
      const page = byPath.get(request.url ?? '');
      if (page) {
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const body = gzip ? page.gzip : page.identity;
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-length': body.length,
            'cache-control': 'no-cache',
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          })
          .end(body);
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: target.host },
        },
        (reply) => {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      const own = `http://127.0.0.1:${port}`;
      for (const page of pages) {
        const identity = Buffer.from(withoutScripts(page.html).split(target.origin).join(own));
        byPath.set(page.path, { identity, gzip: zlib.gzipSync(identity) });
      }
      /** @type {NonNullable<typeof process.send>} */ (process.send)({ port });
    });
  });
};

/**
 * Serves `paths` of the site at `site` as plain HTML.
 * @param {string} site
 * @param {string[]} paths
 * @returns {Promise<{ base: string, stop: () => Promise<unknown> }>}
 */
const startPlainHtml = async (site, paths) => {
  const pages = await Promise.all(
    paths.map(async (path) => ({
      path,
      html: await (await fetch(`${site}${path}`, { headers: { 'accept-encoding': 'identity' } })).text(),
    })),
  );
  return startForkedServer(__filename, { site, pages });
};

if (require.main === module) serveInChild();

module.exports = { startPlainHtml, withoutScripts };
