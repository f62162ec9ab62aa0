// The API's OpenAPI 3.1 description, generated from the route table (@fastify/swagger, dynamic
// mode): registered before the routes, it sees each one; what a route says about itself
// (`config.docs`, `config.access`) becomes its operation, so nothing is written twice by hand.

import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE } from '../auth/session-cookie';
import type { JsonSchema } from '../openapi/content-schemas';
import { operationDocsOf } from '../openapi/operation-docs';
import type { RouteAccess, RouteDocs } from '../openapi/route-docs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who may call: a bearer token, or the session cookie (with the CSRF token on a change). */
const securityOf = (access: RouteAccess, method: string): Array<Record<string, string[]>> => {
  if (access === 'public') return [];
  const cookie: Record<string, string[]> = SAFE_METHODS.has(method) ? { sessionCookie: [] } : { sessionCookie: [], csrfToken: [] };
  const signedIn = [{ bearerToken: [] }, cookie];
  // `{}`: the call also works without credentials (a visitor sees what is published).
  return access === 'staffSeesMore' ? [{}, ...signedIn] : signedIn;
};

const ACCESS_NOTES: Record<RouteAccess, string> = {
  public: 'Public.',
  staffSeesMore: 'Public; signed-in staff get more (entries in every publication state; the register screen).',
  signedIn: 'Any signed-in account.',
  staff: 'Staff only (401 without a valid token, 403 for a member).',
};

/** The access a route declares, or what its own hooks say (signed in: the check runs in onRequest, before the
 *  body is read, or in a preHandler), else public. */
const accessOf = (app: FastifyInstance, route: RouteOptions): RouteAccess => {
  if (route.config?.access) return route.config.access;
  const hooks = [route.onRequest ?? [], route.preHandler ?? []].flat();
  return hooks.includes(app.authenticate) ? 'signedIn' : 'public';
};

const responsesOf = (docs: RouteDocs): Record<number, JsonSchema> =>
  Object.fromEntries(
    Object.entries(docs.responses ?? { 200: { description: 'OK' } }).map(([status, reply]) => [
      status,
      reply.schema
        ? { description: reply.description, content: { 'application/json': { schema: reply.schema } } }
        : reply.mediaType
          ? { description: reply.description, content: { [reply.mediaType]: { schema: { type: 'string', format: 'binary' } } } }
          : { description: reply.description },
    ]),
  );

/** The operation of one route: tag = its first path segment under the API's mount path. */
const describe = (app: FastifyInstance, mountedAt: string, route: RouteOptions): JsonSchema => {
  const method = [route.method].flat()[0];
  const path = route.url.slice(mountedAt.length).replace(/(.)\/$/, '$1') || '/';
  const docs = { ...operationDocsOf(method, path), ...route.config?.docs };
  const access = accessOf(app, route);
  const tag = route.url.slice(mountedAt.length).split('/')[1] || 'api';
  return {
    tags: [tag],
    ...(docs.summary ? { summary: docs.summary } : {}),
    description: ACCESS_NOTES[access],
    security: securityOf(access, method),
    ...(docs.querystring ? { querystring: docs.querystring } : {}),
    ...(docs.body ? { body: docs.body, consumes: docs.consumes ?? ['application/json'] } : {}),
    response: responsesOf(docs),
  };
};

export default fp(
  async (app) => {
    const mountedAt = app.prefix;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Agency site API',
          version: '1.0.0',
          description:
            'Generated from the route table. The routes are public knowledge; the data behind them is guarded by the security of each.',
        },
        servers: [{ url: mountedAt || '/' }],
        components: {
          securitySchemes: {
            bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /login.' },
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "The site's own pages (HttpOnly)." },
            csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'Sent with the session cookie on every change.' },
          },
        },
      },
      // The route's own `schema` (if any) stays what Fastify validates with; the description is built beside it.
      // `/blog/` and `/blog` are one route (Fastify answers both); the description names it as product §7 does.
      transform: ({ schema, url, route }) => ({
        url: url.replace(/(.)\/$/, '$1'),
        schema: { ...(schema ?? {}), ...describe(app, mountedAt, route) } as typeof schema,
      }),
    });
  },
  { name: 'openapi', fastify: '5.x' },
);
