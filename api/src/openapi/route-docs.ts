// What a route says about itself for the API description, kept in the route's `config`: Fastify
// neither validates nor serializes with it, so describing a reply never drops a field from it
// (a `schema.response` would make Fastify serialize with it and drop the fields it does not list).

import type { JsonSchema } from './content-schemas';

/** Who may call a route: anyone, anyone with more for staff, any signed-in account, or staff. */
export type RouteAccess = 'public' | 'staffSeesMore' | 'signedIn' | 'staff';

export interface RouteDocs {
  summary?: string;
  querystring?: JsonSchema;
  /** The request body and the media types it comes as (JSON unless said). */
  body?: JsonSchema;
  consumes?: string[];
  /** Replies by status code: a description and, for JSON, its schema; a file names its media type instead. */
  responses?: Record<number, { description: string; schema?: JsonSchema; mediaType?: string }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
    access?: RouteAccess;
  }
}

/** A reply that is one JSON message (deletions, sign-outs). */
export const MESSAGE_SCHEMA: JsonSchema = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };
