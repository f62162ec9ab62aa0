// What the site's sitemap is built from, without paging through the API 100 rows at a time:
// GET /sitemap answers a version that changes whenever a post or service does, and how many
// of each there are; GET /sitemap/{blog|services}?part=N&size=S answers one file's worth of
// addresses (slug, updatedAt), oldest first, so older posts keep their file as new ones come.
// Only published entries count and are listed (issue 19): crawlers see what visitors see.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pagingMessages } from '@agency/shared/contract/messages';
import { PAGE_MAX } from '@agency/shared/contract/paging';
import { readListStats, readVersions } from '../../content/list-stats';
import { invalidFields, notFound } from '../../http/reply-error';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const SECTIONS = { blog: 'blogs', services: 'services' } as const;
type Section = keyof typeof SECTIONS;

export interface SitemapSummary {
  version: string;
  counts: Record<Section, number>;
}

const wholeNumber = (value: unknown, fallback: number, max: number): number | undefined => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
};

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<SitemapSummary> => {
    const tables = Object.values(SECTIONS);
    // Published rows only, as counted by migration 054's triggers.
    const [version, blogs, services] = await Promise.all([
      readVersions(app.db, tables),
      readListStats(app.db, SECTIONS.blog),
      readListStats(app.db, SECTIONS.services),
    ]);
    return { version, counts: { blog: blogs.published, services: services.published } };
  });

  app.get('/:section', async (request: FastifyRequest<{ Params: { section: string }; Querystring: Record<string, unknown> }>) => {
    const { section } = request.params;
    if (!Object.hasOwn(SECTIONS, section)) throw notFound();
    const part = wholeNumber(request.query.part, 1, PAGE_MAX);
    const size = wholeNumber(request.query.size, SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
    if (part === undefined || size === undefined) {
      throw invalidFields({
        ...(part === undefined ? { part: pagingMessages.wholeNumber('part', PAGE_MAX) } : {}),
        ...(size === undefined ? { size: pagingMessages.wholeNumber('size', SITEMAP_MAX_URLS) } : {}),
      });
    }
    return app.db
      .selectFrom(SECTIONS[section as Section])
      .select(['slug', 'updatedAt'])
      .where('state', '=', 'published')
      .orderBy('createdAt', 'asc')
      .orderBy('_id', 'asc')
      .limit(size)
      .offset((part - 1) * size)
      .execute();
  });
};

export default sitemapRoutes;
