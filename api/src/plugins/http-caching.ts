// Revalidation for every API GET: a reply without its own validator gets a weak ETag
// of its bytes (GET one keeps the entry's version), `If-None-Match` answers 304, and
// a reply without its own Cache-Control gets `no-cache` (public content) or
// `private, no-cache` (whatever was read with a signed-in account). A browser keeps
// the copy and asks each time; an unchanged list costs a 304 with no body.

import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

export const PUBLIC_REVALIDATE = 'no-cache';
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** A weak tag of the reply's bytes (RFC 9110 §8.8.3): equal bytes, equal tag. */
export const payloadTag = (payload: string | Buffer): string => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** Weak comparison, as `If-None-Match` requires (RFC 9110 §13.1.2). */
export const noneMatch = (header: string | string[] | undefined, tag: string): boolean => {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return false;
  if (raw.trim() === '*') return true;
  return (raw.match(/(?:W\/)?"[^"]*"/g) ?? []).some((candidate) => opaque(candidate) === opaque(tag));
};

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', request.user ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE);
      // Replies that must never be reused (a captcha challenge) need no validator.
      if (/no-store/i.test(String(reply.getHeader('cache-control')))) return payload;
      // Streams (images) answer their own revalidation; only bytes in hand are tagged here.
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const tag = String(reply.getHeader('etag') ?? payloadTag(payload));
      reply.header('etag', tag);
      if (!noneMatch(request.headers['if-none-match'], tag)) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'http-caching', fastify: '5.x', dependencies: ['auth'] },
);
