// Alt text of an entry's own picture (issue 19): every table with one `image` gets an
// `imageAlt` beside it. Existing rows get '', so their pages keep the alt derived today
// (the title, or none where the picture is decoration beside its heading).

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables of the content with a single `image` field (CONTENT_RESOURCES' `images: 'single'`). */
export const IMAGE_ALT_TABLES = ['about_us', 'blogs', 'works', 'services', 'team', 'products', 'testimonials', 'faqs'] as const;

async function applyUp(db: AnyDb): Promise<void> {
  for (const table of IMAGE_ALT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('imageAlt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of IMAGE_ALT_TABLES) await db.schema.alterTable(table).dropColumn('imageAlt').execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
