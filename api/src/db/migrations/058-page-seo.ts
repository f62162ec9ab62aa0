// Page-level SEO (issue 19): the stored SEO fields of the public pages that are not one
// entry's page (/, /about, /services, /blog, /faqs, /contact, /shop, the legal pages), one row
// per page that staff saved, keyed by its path. A page without a row keeps its derived head.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('page_seo')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('metaTitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('metaDescription', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('socialImage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('canonicalUrl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('page_seo').ifExists().execute();
}
