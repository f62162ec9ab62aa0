// One id per request, in every log line of it (Fastify's `reqId`): the one a load
// balancer or the site's page sent as `x-request-id`, else a new one. The id is
// echoed on the reply, so a visitor's report or a proxy log leads to the API's lines.

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we accept from outside: short, and nothing that could forge a log field or a header. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@+=/-]{8,128}$/;

export const requestIdFrom = (header: string | string[] | undefined): string =>
  typeof header === 'string' && ACCEPTED_ID.test(header) ? header : randomUUID();

/** Fastify server options: our own check of the header instead of taking it as it comes. */
export const requestIdServerOptions = (): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> => ({
  requestIdHeader: false,
  genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
});

/** Echoes the id on every reply of `app`. */
export const echoRequestId = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
