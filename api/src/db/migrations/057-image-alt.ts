// Alt text of an entry's own pictures (issue 19): every table with one `image` gets an
// `imageAlt` beside it, the two with an `images` list an `imageAlts` list (JSON, in the
// pictures' order). Existing rows get '' and [], so their pages keep the alt derived today
// (the title, or none where the picture is decoration beside its heading).

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables of the content with a single `image` field (CONTENT_RESOURCES' `images: 'single'`). */
export const IMAGE_ALT_TABLES = ['about_us', 'blogs', 'works', 'services', 'team', 'products', 'testimonials', 'faqs'] as const;

/** The tables of the content with an `images` list (`images: 'many'`). */
export const IMAGE_ALTS_TABLES = ['single_blogs', 'single_services'] as const;

async function applyUp(db: AnyDb): Promise<void> {
  for (const table of IMAGE_ALT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('imageAlt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const table of IMAGE_ALTS_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('imageAlts', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of IMAGE_ALT_TABLES) await db.schema.alterTable(table).dropColumn('imageAlt').execute();
  for (const table of IMAGE_ALTS_TABLES) await db.schema.alterTable(table).dropColumn('imageAlts').execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
