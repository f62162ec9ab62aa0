// GET /openapi.json, the API's OpenAPI 3.1 description (generated: plugins/openapi.ts), and
// GET /docs, a reference page over it (Swagger UI, served from the swagger-ui-dist package, no
// CDN). Only these routes load it, with a policy of their own, and search engines are told to skip
// them: the routes are public knowledge (the data behind them is what the security guards).

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../http/reply-error';

const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The page's own policy: its scripts and styles from here, the description fetched from here. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes and injects a few style elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const noindex = (reply: FastifyReply): FastifyReply => reply.header('x-robots-tag', 'noindex');

const page = (assets: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agency site API reference</title>
<link rel="stylesheet" href="${assets}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script src="${assets}/reference.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the description (a file of its own: the policy allows no inline script). */
const starter = (descriptionUrl: string): string =>
  `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(descriptionUrl)}, dom_id: '#swagger-ui', deepLinking: true });\n`;

/** A Map, not an object: a file name such as `constructor` must not find the prototype's. */
const PACKAGE_FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const apiDescriptionRoutes: FastifyPluginAsync = async (app) => {
  const base = app.prefix;
  const assets = `${base}/docs`;

  app.get('/openapi.json', { config: { docs: { summary: 'This description (OpenAPI 3.1)' } } }, async (_request, reply) => {
    noindex(reply);
    return app.swagger();
  });

  app.get('/docs', { config: { docs: { summary: 'The reference page over this description' } } }, async (_request, reply) =>
    noindex(reply).header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY).type('text/html; charset=utf-8').send(page(assets)),
  );

  app.get<{ Params: { file: string } }>(
    '/docs/:file',
    { config: { docs: { summary: "The reference page's scripts and styles" } } },
    async (request, reply) => {
      const { file } = request.params;
      noindex(reply).header('cache-control', 'public, max-age=3600');
      if (file === 'reference.js') return reply.type('text/javascript; charset=utf-8').send(starter(`${base}/openapi.json`));
      const type = PACKAGE_FILES.get(file);
      if (!type) throw notFound();
      return reply.type(type).send(await readFile(join(SWAGGER_UI_DIR, file)));
    },
  );
};

export default apiDescriptionRoutes;
