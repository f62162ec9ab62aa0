// Public content reads answered from memory. With SQLite one API process owns the data
// (docs/security.md, Known limits), so it sees every write: it keeps the bytes of each
// public content reply (lists, one entry, by slug) and forgets them all when a write
// starts and again when it ends, storing nothing while one is under way. Only staff
// write content, so only a staff request counts as a write, once it is authorized: an
// anonymous POST (even one whose body never ends) leaves the cache alone; the publication
// scheduler, a writer without a request, calls `forgetPublicReplies` (issue 19). A kept reply
// still goes through every reply hook (security headers, request id, revalidation); the site
// server may then send what those wrote again before routing, while this copy is kept (memory-hit.ts).
// A reply is kept under its path and the query values its route reads (a list's paging,
// sort and search), so `?r=1` is the same reply, not a new key and a new full read; the
// memory is bounded by count and size, least recently used out first.
// With PostgreSQL other instances may write, so nothing is kept.

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIST_QUERY_KEYS } from '@agency/shared/contract/paging';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { sessionCookieOf } from '../auth/session-cookie';
import { KeptReplies, type KeptRepliesLimits } from '../http/kept-replies';
import { markMemoryHit } from '../http/memory-hit';

/** Replies kept at most, and their payloads' characters together (an unpaged list of 1,500 FAQs is ~1.5 M). */
export const KEPT_REPLIES_LIMITS: KeptRepliesLimits = { entries: 500, chars: 16 * 1024 * 1024 };
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'vary'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    servedFromMemory?: boolean;
    /** The cache generation when the request came: a reply read before a change is not kept after it. */
    replyCacheGeneration?: number;
  }
  interface FastifyInstance {
    /** After a content change no staff request made (the publication scheduler): drops every kept reply,
     *  and keeps none read before it. */
    forgetPublicReplies(): void;
  }
}

export default fp(
  async (app) => {
    const kept = new KeptReplies(KEPT_REPLIES_LIMITS);
    let writesUnderWay = 0;
    let generation = 0;
    const forget = () => {
      generation += 1;
      kept.clear();
    };
    app.decorate('forgetPublicReplies', forget);
    if (app.dbEngine !== 'sqlite') return;
    const contentRoutes = Object.values(CONTENT_RESOURCES).map((resource) => `${app.prefix}/${resource.path}`);
    // The public pages' SEO fields (issue 19) are content every page head reads too.
    const pageSeoRoute = `${app.prefix}/seo/pages/public/:page`;
    const isContentRoute = (url = '') =>
      url === pageSeoRoute || contentRoutes.some((route) => url === route || url.startsWith(`${route}/`));
    // Only a content list reads query values (LIST_QUERY_KEYS); an entry or a page head reads none.
    const isListRoute = (url = '') => contentRoutes.some((route) => url === route || url === `${route}/`);
    /** The path and, sorted, the query values the route reads: any other parameter is the same reply. */
    const keyOf = (request: FastifyRequest): string => {
      const [path] = request.url.split('?', 1);
      if (!isListRoute(request.routeOptions.url)) return path;
      const query = (request.query ?? {}) as Record<string, unknown>;
      // A repeated parameter stays repeated (`q=a&q=b` is not `q=a,b`).
      const read = LIST_QUERY_KEYS.flatMap((name) => [query[name] ?? []].flat().map((value): [string, string] => [name, String(value)]));
      return read.length === 0 ? path : `${path}?${new URLSearchParams(read).toString()}`;
    };
    // Only what every visitor gets alike: a GET without credentials (header or session cookie) on a content route.
    const isKeepable = (request: FastifyRequest) =>
      request.method === 'GET' &&
      request.headers.authorization === undefined &&
      sessionCookieOf(request) === undefined &&
      isContentRoute(request.routeOptions.url);

    const startWrite = (reply: FastifyReply) => {
      writesUnderWay += 1;
      forget();
      // 'close' comes once the reply is sent or the connection is gone, so no write is left counted.
      reply.raw.once('close', () => {
        writesUnderWay -= 1;
        forget();
      });
    };

    // Appended to every write route's own preHandlers, so it runs after the staff check.
    const startAuthorizedWrite = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.user?.role === 'staff') startWrite(reply);
    };
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => READS.has(method))) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), startAuthorizedWrite];
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!READS.has(request.method)) return undefined;
      request.replyCacheGeneration = generation;
      const key = isKeepable(request) ? keyOf(request) : undefined;
      const hit = key === undefined ? undefined : kept.get(key);
      if (!hit) return undefined;
      request.servedFromMemory = true;
      // The same reply while this very copy is kept: any write forgets it, so no write is missed.
      markMemoryHit(request.raw, () => kept.get(key!) === hit);
      for (const [name, value] of hit.headers) reply.header(name, value);
      return reply.send(hit.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.servedFromMemory ||
        writesUnderWay > 0 ||
        request.replyCacheGeneration !== generation ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        !isKeepable(request)
      )
        return payload;
      const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = reply.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      });
      kept.set(keyOf(request), { payload, headers });
      return payload;
    });
  },
  { name: 'public-reply-cache', fastify: '5.x', dependencies: ['db', 'http-caching', 'auth'] },
);
