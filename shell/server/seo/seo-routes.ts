// Crawler-facing files: /robots.txt, /sitemap.xml and the blog's RSS feed.

import type { FastifyInstance } from 'fastify';
import { buildBlogFeed } from './blog-feed';
import { buildRobots } from './robots';
import { buildSitemap } from './sitemap';
import { publishedContent } from './published-content';
import { siteOrigin } from './site-url';

export interface SeoRouteOptions {
  apiPrefix: string;
  /** SITE_URL: the canonical public origin. */
  siteUrl?: string;
}

const FRESH_FOR_A_MINUTE = 'public, max-age=60';

export async function seoRoutes(app: FastifyInstance, options: SeoRouteOptions) {
  const content = publishedContent(app, options.apiPrefix);

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', FRESH_FOR_A_MINUTE).send(buildRobots(siteOrigin(request, options.siteUrl))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', FRESH_FOR_A_MINUTE)
      .send(await buildSitemap(siteOrigin(request, options.siteUrl), content)),
  );
  app.get('/blog/rss.xml', async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FRESH_FOR_A_MINUTE)
      .send(await buildBlogFeed(siteOrigin(request, options.siteUrl), content)),
  );
}
