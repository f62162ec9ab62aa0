// Where a message's visitor came from (first-party insight): the channel the API derived, the
// referrer's host, the UTM values, the visit's landing page and how many pages it read. All null
// for messages sent without it (older clients, the product §7 calls), shown as "unknown". camelCase, as the
// other columns of contacts (docs/architecture.md, column names).

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TEXT_COLUMNS = ['attrChannel', 'attrReferrer', 'attrUtmSource', 'attrUtmMedium', 'attrUtmCampaign', 'attrLandingPage'];

export async function up(db: AnyDb): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('contacts').addColumn(column, 'text').execute();
  await db.schema.alterTable('contacts').addColumn('attrPagesViewed', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [...TEXT_COLUMNS, 'attrPagesViewed']) await db.schema.alterTable('contacts').dropColumn(column).execute();
}
