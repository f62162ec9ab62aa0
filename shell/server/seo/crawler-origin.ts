// The origin robots.txt, the sitemap and the feed name, and whether a shared cache may keep
// them: SITE_URL when configured (public for a minute). Without it, and without an
// ALLOWED_HOSTS list, the first Host the server sees from its own machine (the developer's
// browser at http://localhost:8080) is kept for the process's life, so a forged Host from
// elsewhere cannot change what the files say; until then each request gets its own origin.
// An origin any request supplied is never cacheable (Cache-Control: no-store).

import type { FastifyRequest } from 'fastify';
import { requestOrigin } from './site-url';

export interface CrawlerOrigin {
  origin: string;
  /** SITE_URL's, nothing a request said: safe for a shared cache. */
  configured: boolean;
}

export interface CrawlerOriginOptions {
  siteUrl?: string;
  /** Names the site answers to: with a list, each request's (listed) name is its own origin. */
  allowedHosts: readonly string[];
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

export const crawlerOrigins = ({ siteUrl, allowedHosts }: CrawlerOriginOptions) => {
  const configured = siteUrl?.trim().replace(/\/$/, '');
  const learns = !configured && allowedHosts.length === 0;
  let learned: string | undefined;
  return {
    /** Notes the first origin a client on this machine (after trusted proxies) used. */
    see(request: FastifyRequest): void {
      if (learns && !learned && request.host && LOOPBACK.test(request.ip)) learned = requestOrigin(request);
    },
    /** Nothing left to learn: a request's passing no longer changes what the files say. */
    get settled(): boolean {
      return !learns || learned !== undefined;
    },
    of(request: FastifyRequest): CrawlerOrigin {
      if (configured) return { origin: configured, configured: true };
      return { origin: learned ?? requestOrigin(request), configured: false };
    },
  };
};

export type CrawlerOrigins = ReturnType<typeof crawlerOrigins>;
