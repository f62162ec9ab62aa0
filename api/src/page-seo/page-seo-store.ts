// The stored SEO fields of the public pages that are not one entry's page (issue 19, migration
// 058): read for staff (every page, with what its head falls back to), for visitors (one page's
// head) and the sitemap (the hidden pages), and saved one page at a time.

import type { Kysely, Transaction } from 'kysely';
import { fullPageTitle, type PageSeoFields, type PublicPageHead, type SeoPageKey, type SeoPageSettings } from '@agency/shared/contract';
import { SEO_PAGE_KEYS, SEO_PAGES } from '@agency/shared/contract/page-heads';
import type { Engine } from '../db/connect';
import type { Database, PageSeoTable } from '../db/schema';
import { isoNowAfter } from '../db/ids';
import { forUpdate } from '../db/row-lock';
import { replacedSocialImage } from '../content/social-image';
import { socialImageFile } from '../persistence/stored-social-image';

const EMPTY: PageSeoFields = { metaTitle: '', metaDescription: '', socialImage: '', canonicalUrl: '', noindex: false };

const fieldsOf = (row: PageSeoTable | undefined): PageSeoFields =>
  row
    ? {
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        socialImage: row.socialImage,
        canonicalUrl: row.canonicalUrl,
        noindex: Number(row.noindex) === 1,
      }
    : EMPTY;

const pageOfPath = new Map<string, SeoPageKey>(SEO_PAGE_KEYS.map((page) => [SEO_PAGES[page].path, page]));

export const settingsOf = (page: SeoPageKey, row: PageSeoTable | undefined): SeoPageSettings => ({
  page,
  path: SEO_PAGES[page].path,
  ...fieldsOf(row),
  updatedAt: row?.updatedAt ?? null,
  defaults: { title: fullPageTitle(SEO_PAGES[page].title), description: SEO_PAGES[page].description },
});

const rowsByPage = async (db: Kysely<Database>): Promise<Map<SeoPageKey, PageSeoTable>> => {
  const rows = await db.selectFrom('page_seo').selectAll().execute();
  return new Map(rows.flatMap((row) => (pageOfPath.has(row.path) ? [[pageOfPath.get(row.path)!, row] as const] : [])));
};

/** Every page staff can describe, in the order of SEO_PAGES. */
export const allPageSettings = async (db: Kysely<Database>): Promise<SeoPageSettings[]> => {
  const rows = await rowsByPage(db);
  return SEO_PAGE_KEYS.map((page) => settingsOf(page, rows.get(page)));
};

/** What a visitor's page shows in its head: its stored fields, the derived title and description where none is stored. */
export const publicPageHead = async (db: Kysely<Database>, page: SeoPageKey): Promise<PublicPageHead> => {
  const row = await db.selectFrom('page_seo').selectAll().where('path', '=', SEO_PAGES[page].path).executeTakeFirst();
  const { defaults, ...fields } = settingsOf(page, row);
  return {
    metaTitle: fields.metaTitle || defaults.title,
    metaDescription: fields.metaDescription || defaults.description,
    socialImage: fields.socialImage,
    canonicalUrl: fields.canonicalUrl,
    noindex: fields.noindex,
  };
};

/** The sitemap's view: the paths hidden from search engines, and a version that changes with every save. */
export const pageSeoSitemapState = async (db: Kysely<Database>): Promise<{ hiddenPaths: string[]; version: string }> => {
  const rows = await db.selectFrom('page_seo').select(['path', 'noindex', 'updatedAt']).execute();
  return {
    hiddenPaths: rows.filter((row) => Number(row.noindex) === 1).map((row) => row.path),
    version:
      rows
        .map((row) => row.updatedAt)
        .sort()
        .at(-1) ?? '',
  };
};

export interface PageSeoSave {
  page: SeoPageKey;
  /** The validated fields; a social image left out keeps the stored one. */
  fields: Partial<PageSeoFields>;
  /** Throws (409) when the stored version is not the one the editor started from. */
  checkVersion: (updatedAt: string | undefined) => void;
  /** Queues what follows the change in its transaction (the page's IndexNow submission). */
  afterSave?: (trx: Transaction<Database>, path: string) => Promise<void>;
}

/** Saves one page's fields; answers the page as saved and the stored file a new social image replaced. */
export const savePageSeo = (
  db: Kysely<Database>,
  engine: Engine,
  { page, fields, checkVersion, afterSave }: PageSeoSave,
): Promise<{ settings: SeoPageSettings; replaced: string[] }> =>
  db.transaction().execute(async (trx) => {
    const path = SEO_PAGES[page].path;
    const current = await forUpdate(trx.selectFrom('page_seo').selectAll().where('path', '=', path), engine).executeTakeFirst();
    checkVersion(current?.updatedAt);
    const merged = { ...fieldsOf(current), ...fields };
    const row: PageSeoTable = { path, ...merged, noindex: merged.noindex ? 1 : 0, updatedAt: isoNowAfter(current?.updatedAt) };
    await trx
      .insertInto('page_seo')
      .values(row)
      .onConflict((conflict) => conflict.column('path').doUpdateSet({ ...row }))
      .execute();
    await afterSave?.(trx, path);
    return { settings: settingsOf(page, row), replaced: current ? replacedSocialImage(current, fields) : [] };
  });

/** Every social image file the pages use (the orphan sweep and the backup keep them). */
export const pageSocialImages = async (db: Kysely<Database>): Promise<string[]> =>
  (await db.selectFrom('page_seo').select('socialImage').execute()).flatMap(socialImageFile);
