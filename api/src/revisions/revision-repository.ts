// The revisions of content entries (issue 19, migration 056). Each save of an entry with a
// public page records the row it wrote, in the save's own transaction and under its row lock,
// so numbers follow the saves without gaps or ties. An entry saved for the first time since
// revisions were kept first records the version it had (author unknown), so the previous
// version of every save is in the history. Only the newest REVISIONS_KEPT stay.

import type { Kysely, Transaction } from 'kysely';
import { REVISIONS_KEPT, type RevisionSummary } from '@agency/shared/contract/revisions';
import { CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { storedFilesOf, type Row } from '../persistence/entity-mapper';
import type { Database, RevisionsTable } from '../db/schema';

export interface RecordedSave {
  resource: ContentResourceKey;
  /** The row as it was before the save (recorded only when the entry has no revision yet). */
  before?: Row;
  /** The row as the save wrote it. */
  after: Row;
  authorId: string;
  restoredFrom?: number;
}

const latestNumber = async (trx: Transaction<Database>, entityId: string): Promise<number> => {
  const row = await trx
    .selectFrom('revisions')
    .select((eb) => eb.fn.max('number').as('latest'))
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
};

const revisionRow = (
  resource: ContentResourceKey,
  number: number,
  row: Row,
  authorId: string | null,
  restoredFrom?: number,
): RevisionsTable => ({
  entity_id: String(row._id),
  number,
  resource,
  snapshot: JSON.stringify(row),
  image_files: JSON.stringify(storedFilesOf(CONTENT_RESOURCES[resource], row)),
  author_id: authorId,
  restored_from: restoredFrom ?? null,
  created_at: String(row.updatedAt),
});

/** Records one save (inside its transaction, the entry's row locked) and drops revisions past the newest REVISIONS_KEPT. */
export const recordSave = async (trx: Transaction<Database>, save: RecordedSave): Promise<void> => {
  const entityId = String(save.after._id);
  let latest = await latestNumber(trx, entityId);
  const rows: RevisionsTable[] = [];
  if (latest === 0 && save.before) rows.push(revisionRow(save.resource, ++latest, save.before, null));
  rows.push(revisionRow(save.resource, ++latest, save.after, save.authorId, save.restoredFrom));
  await trx.insertInto('revisions').values(rows).execute();
  await trx
    .deleteFrom('revisions')
    .where('entity_id', '=', entityId)
    .where('number', '<=', latest - REVISIONS_KEPT)
    .execute();
};

type SummaryRow = Pick<RevisionsTable, 'number' | 'author_id' | 'restored_from' | 'created_at'> & {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
};

const summaryOf = (row: SummaryRow): RevisionSummary => {
  const name = `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();
  return {
    number: Number(row.number),
    authorId: row.author_id,
    authorName: name || row.email || null,
    createdAt: row.created_at,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
};

const withAuthors = (db: Kysely<Database>, entityId: string) =>
  db
    .selectFrom('revisions')
    .leftJoin('users', 'users._id', 'revisions.author_id')
    .select([
      'revisions.number',
      'revisions.author_id',
      'revisions.restored_from',
      'revisions.created_at',
      'users.firstname',
      'users.lastname',
      'users.email',
    ])
    .where('revisions.entity_id', '=', entityId);

/** An entry's history, newest first. */
export const listRevisions = async (db: Kysely<Database>, entityId: string): Promise<RevisionSummary[]> => {
  const rows = await withAuthors(db, entityId).orderBy('revisions.number', 'desc').execute();
  return rows.map(summaryOf);
};

/** One revision and the row it kept, or undefined. */
export const findRevision = async (
  db: Kysely<Database>,
  entityId: string,
  number: number,
): Promise<{ summary: RevisionSummary; row: Row } | undefined> => {
  const found = await withAuthors(db, entityId).select('revisions.snapshot').where('revisions.number', '=', number).executeTakeFirst();
  return found && { summary: summaryOf(found), row: JSON.parse(found.snapshot) as Row };
};

/** The image files revisions keep, per resource key: they must outlive the sweeps while a revision names them. */
export const revisionImages = async (db: Kysely<Database>): Promise<Array<{ resource: string; names: string[] }>> => {
  const rows = await db.selectFrom('revisions').select(['resource', 'image_files']).where('image_files', '!=', '[]').execute();
  return rows.map((item) => ({ resource: item.resource, names: JSON.parse(item.image_files) as string[] }));
};

/** Forgets an entry's history (it was deleted for good). */
export const deleteRevisionsOf = async (db: Kysely<Database> | Transaction<Database>, entityId: string): Promise<void> => {
  await db.deleteFrom('revisions').where('entity_id', '=', entityId).execute();
};

/** Who created the entry: the author of its first revision (undefined for entries older than revisions). */
export const creatorOf = async (db: Kysely<Database>, entityId: string): Promise<string | undefined> => {
  const row = await db
    .selectFrom('revisions')
    .select('author_id')
    .where('entity_id', '=', entityId)
    .orderBy('number', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.author_id ?? undefined;
};
