// A request for a route that does not exist is answered by its not-found handler before its
// body is read: Fastify otherwise reads and parses the body of a 404 like any other, so a
// POST of nested JSON to any made-up URL would cost the event loop its parse.

import type { FastifyInstance } from 'fastify';

/** Added at the server's root, so it covers every not-found handler below it (the API's under /api too).
 *  preParsing, not onRequest: the not-found context's own onRequest hooks (security headers) run first. */
export const answerUnknownRoutesUnread = (app: FastifyInstance): void => {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.is404) return payload;
    // The handler of a not-found context is the not-found handler set for that path.
    await request.routeOptions.handler.call(app, request, reply);
    // Settles once the reply is sent (a reply is a thenable): Fastify then goes no further.
    await reply;
    return payload;
  });
};
