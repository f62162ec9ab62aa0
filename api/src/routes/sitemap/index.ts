// What the site's sitemap is built from, without paging through the API 100 rows at a time:
// GET /sitemap answers a version that changes whenever a post, a service or a page's SEO fields
// do, how many posts and services there are and which fixed pages are hidden from search
// engines (page SEO); GET /sitemap/{blog|services}?part=N&size=S answers one file's worth of
// addresses (slug, updatedAt), oldest first, so older posts keep their file as new ones come.
// Only published entries count and are listed (issue 19): crawlers see what visitors see, less
// the entries staff hid from search engines (noindex).

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pagingMessages } from '@agency/shared/contract/messages';
import { PAGE_MAX } from '@agency/shared/contract/paging';
import { readListStats, readVersions } from '../../persistence/list-stats';
import { invalidFields, notFound } from '../../http/reply-error';
import { pageSeoSitemapState } from '../../page-seo/page-seo-store';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const SECTIONS = { blog: 'blogs', services: 'services' } as const;
type Section = keyof typeof SECTIONS;

export interface SitemapSummary {
  version: string;
  counts: Record<Section, number>;
  /** Public pages staff hid from search engines (page SEO, issue 19): the sitemap leaves them out. */
  hiddenPages: string[];
}

const wholeNumber = (value: unknown, fallback: number, max: number): number | undefined => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
};

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // Entries hidden from search engines (noindex, migration 055) are few: counted through their index.
  const hiddenCount = async (table: (typeof SECTIONS)[Section]): Promise<number> => {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('noindex', '=', 1)
      .where('state', '=', 'published')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  const listedCount = async (table: (typeof SECTIONS)[Section]): Promise<number> => {
    const [stats, hidden] = await Promise.all([readListStats(app.db, table), hiddenCount(table)]);
    return stats.published - hidden;
  };

  app.get('/', async (): Promise<SitemapSummary> => {
    const tables = Object.values(SECTIONS);
    // Published rows, as counted by migration 054's triggers, less those hidden from search engines.
    const [version, blog, services, pages] = await Promise.all([
      readVersions(app.db, tables),
      listedCount(SECTIONS.blog),
      listedCount(SECTIONS.services),
      pageSeoSitemapState(app.db),
    ]);
    return { version: `${version},pages:${pages.version}`, counts: { blog, services }, hiddenPages: pages.hiddenPaths };
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
      .where('noindex', '=', 0)
      .orderBy('createdAt', 'asc')
      .orderBy('_id', 'asc')
      .limit(size)
      .offset((part - 1) * size)
      .execute();
  });
};

export default sitemapRoutes;
