// Public pages answered from memory. A server-rendered page is kept with the versions of the
// sources its render read through the API (a post's page: the two post tables; the home page:
// every table its sections list; any page: the live registry), and served again while those
// versions are unchanged. The versions are read from the database (readSourceVersions), once
// per batch of requests and never by a read older than the request, so a write on any instance,
// the scheduler's publication, a page SEO save or a slug rename retires exactly the pages built
// from what it changed, on every instance; a release retires every page. Only what every visitor
// gets alike is kept: a GET without credentials, never an admin page or a preview, never a page
// answering a posted form; the request id a page carries is left out of the kept copy.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeptReplies, sessionCookieOf, type KeptRepliesLimits, type SourceVersions } from '@agency/api';
import { encodePage, pageEncodingFor, smallestBrotli, type EncodedPage } from './page-encodings';
import { latestRead } from './latest-read';

/** Pages at most, and their uncompressed bytes together (a page is about 60 KB). */
export const PAGE_CACHE_LIMITS: KeptRepliesLimits = { entries: 400, chars: 32 * 1024 * 1024 };

/** The registry's own source name beside the database's. */
const REGISTRY = 'registry';

interface KeptPage {
  /** The identity bytes: what the store's size limit counts. */
  payload: Buffer;
  encoded: EncodedPage;
  status: number;
  /** The versions of the sources its render read, when it was rendered. */
  versions: Array<[source: string, version: string]>;
}

export interface PageCacheOptions {
  /** The database's versions of every source (the API's readSourceVersions). */
  readVersions: () => Promise<SourceVersions>;
  /** A stamp of the live registry that moves with every change: a release or rollback retires every page. */
  registryStamp: () => string;
  limits?: KeptRepliesLimits;
}

/** What a lookup found: the page to send, or the versions a page rendered now is kept with. */
export interface PageLookup {
  hit?: KeptPage;
  versions: SourceVersions;
}

export const createPageCache = (options: PageCacheOptions) => {
  const kept = new KeptReplies<KeptPage>(options.limits ?? PAGE_CACHE_LIMITS);
  const currentVersions = latestRead(async () => ({ ...(await options.readVersions()), [REGISTRY]: options.registryStamp() }));
  const fresh = (page: KeptPage, versions: SourceVersions) =>
    page.versions.every(([source, version]) => (versions[source] ?? '') === version);
  /** Re-encodings of kept pages still running (settled() waits for them). */
  const recompressing = new Set<Promise<void>>();
  /** The kept page with its Brotli bytes at Brotli's best, in place of the page if it is still the one kept: a
   *  new object, so the fast lane, which checks the very page, records the smaller bytes at the next hit. */
  const recompress = (key: string, page: KeptPage) => {
    const job = smallestBrotli(page.encoded.identity)
      .then((br) => {
        if (kept.get(key) === page && br.length < page.encoded.br.length) kept.set(key, { ...page, encoded: { ...page.encoded, br } });
      })
      .catch(() => undefined)
      .finally(() => recompressing.delete(job));
    recompressing.add(job);
  };

  return {
    /** A request every visitor would get the same page for. */
    applies(request: FastifyRequest): boolean {
      return request.method === 'GET' && request.headers.authorization === undefined && sessionCookieOf(request) === undefined;
    },
    async lookup(key: string): Promise<PageLookup> {
      const versions = await currentVersions();
      const page = kept.get(key);
      return page && fresh(page, versions) ? { hit: page, versions } : { versions };
    },
    send(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
      const encoding = pageEncodingFor(request.headers['accept-encoding']);
      reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page.encoded[encoding]);
    },
    /** Keeps a page rendered from the sources `read` at the versions `lookup` gave before the render. */
    async keep(key: string, status: number, html: string, read: readonly string[], versions: SourceVersions): Promise<void> {
      const encoded = await encodePage(html);
      const sources = [...new Set([...read, REGISTRY])];
      const page: KeptPage = {
        payload: encoded.identity,
        encoded,
        status,
        versions: sources.map((source) => [source, versions[source] ?? '']),
      };
      kept.set(key, page);
      recompress(key, page);
    },
    /** Resolves once every kept page's re-encoding has ended. */
    async settled(): Promise<void> {
      while (recompressing.size > 0) await Promise.all(recompressing);
    },
    get size(): number {
      return kept.size;
    },
  };
};

export type PageCache = ReturnType<typeof createPageCache>;
