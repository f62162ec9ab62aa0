// The external plugins every API reply goes through: security headers, CORS for
// the configured origins only, multipart uploads within the shared limits, and a
// JSON body limit on every route, sized to what the route reads, with a bound on how
// deep a JSON body may nest. (Rate limiting needs the shared store: shared-state.ts.)

import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ApiOptions } from '../config';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@agency/shared/contract/constants';
import { DEFAULT_JSON_BODY_LIMIT, FIELD_SIZE_LIMIT } from '../http/body-limits';
import { useBoundedJsonParser } from '../http/json-body';

/** The headers helmet sets for these options, worked out once: they are the same for every
 *  reply (the Fastify wrapper rebuilt helmet and re-parsed the policy on every request). */
const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
};

export default fp<ApiOptions>(
  async (app, options) => {
    // JSON and multipart only: Fastify's built-in text/plain parser would let
    // plain text through to handlers that expect a form.
    app.removeContentTypeParser('text/plain');
    useBoundedJsonParser(app);

    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= DEFAULT_JSON_BODY_LIMIT;
    });

    const securityHeaders = helmetHeaders({
      // The API serves JSON and images, never pages: nothing may load from it.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: options.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(securityHeaders);
    });

    if (options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: options.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowedHeaders: ['authorization', 'content-type', 'if-match', 'x-request-id', 'x-csrf-token', 'x-session'],
        // The session cookie goes along to an API on another origin of the same site.
        credentials: true,
        // The admin edit form reads the entry's version from the ETag.
        exposedHeaders: ['etag'],
        maxAge: 600,
      });
    }

    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_IMAGES_PER_REQUEST,
        fields: 50,
        fieldSize: FIELD_SIZE_LIMIT,
        parts: MAX_IMAGES_PER_REQUEST + 50,
        headerPairs: 100,
      },
    });
  },
  { name: 'security', fastify: '5.x' },
);
