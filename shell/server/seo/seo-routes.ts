// Crawler-facing files: /robots.txt, the sitemap index /sitemap.xml and its files, and the
// blog's RSS feed. Sitemap files and the feed are kept until the content changes.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildBlogFeed } from './blog-feed';
import { CrawlerFileCache, type CrawlerFile } from './crawler-file-cache';
import { buildRobots } from './robots';
import { blogFile, blogFileCount, buildBlogSitemap, buildPagesSitemap, buildSitemapIndex, PAGES_FILE, SITEMAP_MAX_URLS } from './sitemap';
import { publishedContent } from './published-content';
import type { CrawlerOrigins } from './crawler-origin';

export interface SeoRouteOptions {
  apiPrefix: string;
  /** Which origin the files name, and whether shared caches may keep them. */
  origins: CrawlerOrigins;
  /** URLs per sitemap file (the protocol's 50,000; tests split with fewer). */
  sitemapUrlsPerFile?: number;
}

const FRESH_FOR_A_MINUTE = 'public, max-age=60';
// A file naming an origin a request supplied is for that request only, never a shared cache's copy.
const NOT_KEPT = 'no-store';
const XML = 'application/xml; charset=utf-8';

export async function seoRoutes(app: FastifyInstance, options: SeoRouteOptions) {
  const cache = new CrawlerFileCache();
  const perFile = Math.min(options.sitemapUrlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  /** The origin to name, the content as that origin's visitors see it, and the caching that origin allows. */
  const crawl = (request: FastifyRequest) => {
    const { origin, configured } = options.origins.of(request);
    return { origin, content: publishedContent(app, options.apiPrefix, origin), caching: configured ? FRESH_FOR_A_MINUTE : NOT_KEPT };
  };
  // The kept gzip when the client takes gzip (the compression plugin leaves encoded replies alone).
  const sendFile = (request: FastifyRequest, reply: FastifyReply, type: string, caching: string, file: CrawlerFile) => {
    reply.type(type).header('cache-control', caching).header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(file.body);
    return reply.header('content-encoding', 'gzip').send(file.gzipped);
  };

  app.get('/robots.txt', async (request, reply) => {
    const { origin, caching } = crawl(request);
    return reply.type('text/plain; charset=utf-8').header('cache-control', caching).send(buildRobots(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { origin, content, caching } = crawl(request);
    const { version, counts } = await content.summary();
    const files = [PAGES_FILE, ...Array.from({ length: blogFileCount(counts.blog, perFile) }, (_, index) => blogFile(index + 1))];
    return sendFile(request, reply, XML, caching, await cache.get('index', version, origin, async () => buildSitemapIndex(origin, files)));
  });

  app.get(`/${PAGES_FILE}`, async (request, reply) => {
    const { origin, content, caching } = crawl(request);
    const { version, hiddenPages } = await content.summary();
    return sendFile(
      request,
      reply,
      XML,
      caching,
      await cache.get(PAGES_FILE, version, origin, () => buildPagesSitemap(origin, content, hiddenPages)),
    );
  });

  app.get<{ Params: { part: string } }>('/sitemap-blog-:part.xml', async (request, reply) => {
    const part = /^[1-9]\d{0,8}$/.test(request.params.part) ? Number(request.params.part) : 0;
    const { origin, content, caching } = crawl(request);
    const { version, counts } = await content.summary();
    if (part < 1 || part > blogFileCount(counts.blog, perFile)) return reply.callNotFound();
    const name = blogFile(part);
    return sendFile(
      request,
      reply,
      XML,
      caching,
      await cache.get(name, version, origin, async () => buildBlogSitemap(origin, await content.blogAddresses(part, perFile))),
    );
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    const { origin, content, caching } = crawl(request);
    const { version } = await content.summary();
    return sendFile(
      request,
      reply,
      'application/rss+xml; charset=utf-8',
      caching,
      await cache.get('rss', version, origin, () => buildBlogFeed(origin, content)),
    );
  });
}
