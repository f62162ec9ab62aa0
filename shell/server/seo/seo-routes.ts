// Crawler-facing files: /robots.txt, the sitemap index /sitemap.xml and its files, and the
// blog's RSS feed. Sitemap files and the feed are kept until the content changes.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildBlogFeed } from './blog-feed';
import { CrawlerFileCache, type CrawlerFile } from './crawler-file-cache';
import { buildRobots } from './robots';
import { blogFile, blogFileCount, buildBlogSitemap, buildPagesSitemap, buildSitemapIndex, PAGES_FILE, SITEMAP_MAX_URLS } from './sitemap';
import { publishedContent } from './published-content';
import { siteOrigin } from './site-url';

export interface SeoRouteOptions {
  apiPrefix: string;
  /** SITE_URL: the canonical public origin. */
  siteUrl?: string;
  /** URLs per sitemap file (the protocol's 50,000; tests split with fewer). */
  sitemapUrlsPerFile?: number;
}

const FRESH_FOR_A_MINUTE = 'public, max-age=60';
const XML = 'application/xml; charset=utf-8';

export async function seoRoutes(app: FastifyInstance, options: SeoRouteOptions) {
  const content = publishedContent(app, options.apiPrefix);
  const cache = new CrawlerFileCache();
  const perFile = Math.min(options.sitemapUrlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const send = (reply: FastifyReply, type: string, body: string) => reply.type(type).header('cache-control', FRESH_FOR_A_MINUTE).send(body);
  // The kept gzip when the client takes gzip (the compression plugin leaves encoded replies alone).
  const sendFile = (request: FastifyRequest, reply: FastifyReply, type: string, file: CrawlerFile) => {
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return send(reply, type, file.body);
    return reply.type(type).header('cache-control', FRESH_FOR_A_MINUTE).header('content-encoding', 'gzip').send(file.gzipped);
  };

  app.get('/robots.txt', async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', buildRobots(siteOrigin(request, options.siteUrl))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.siteUrl);
    const { version, counts } = await content.summary();
    const files = [PAGES_FILE, ...Array.from({ length: blogFileCount(counts.blog, perFile) }, (_, index) => blogFile(index + 1))];
    return sendFile(request, reply, XML, await cache.get('index', version, origin, async () => buildSitemapIndex(origin, files)));
  });

  app.get(`/${PAGES_FILE}`, async (request, reply) => {
    const origin = siteOrigin(request, options.siteUrl);
    const { version, hiddenPages } = await content.summary();
    return sendFile(
      request,
      reply,
      XML,
      await cache.get(PAGES_FILE, version, origin, () => buildPagesSitemap(origin, content, hiddenPages)),
    );
  });

  app.get<{ Params: { part: string } }>('/sitemap-blog-:part.xml', async (request, reply) => {
    const part = /^[1-9]\d{0,8}$/.test(request.params.part) ? Number(request.params.part) : 0;
    const origin = siteOrigin(request, options.siteUrl);
    const { version, counts } = await content.summary();
    if (part < 1 || part > blogFileCount(counts.blog, perFile)) return reply.callNotFound();
    const name = blogFile(part);
    return sendFile(
      request,
      reply,
      XML,
      await cache.get(name, version, origin, async () => buildBlogSitemap(origin, await content.blogAddresses(part, perFile))),
    );
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.siteUrl);
    const { version } = await content.summary();
    return sendFile(
      request,
      reply,
      'application/rss+xml; charset=utf-8',
      await cache.get('rss', version, origin, () => buildBlogFeed(origin, content)),
    );
  });
}
