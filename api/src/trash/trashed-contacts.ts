// Contact messages go to the trash as content entries do: a delete moves the stored message (with
// its staff e-mail's outbox row, which the delete would otherwise cascade away) into the trash
// under its id, labelled by its sender; a restore puts both back as they were, so a message
// restored keeps its read state and an e-mail already sent is not sent again.

import type { Transaction, Kysely } from 'kysely';
import { TRASH_RETENTION_DAYS } from '@agency/shared/contract/entities';
import type { Row } from '../persistence/entity-mapper';
import { forUpdate } from '../db/row-lock';
import type { Engine } from '../db/connect';
import type { Database, TrashTable } from '../db/schema';

/** The trash items that are contact messages carry this resource key (the contacts' admin area). */
export const CONTACT_TRASH_RESOURCE = 'contact';

const DAY_MS = 24 * 60 * 60 * 1000;

// A stored row goes back as it came out, which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Transaction<any>;

/** What a trashed message keeps: its row and its outbox row (null if it had none). */
interface TrashedContact {
  contact: Row;
  outbox: Row | null;
}

const senderOf = (row: Row): string => `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim() || String(row.email ?? '');

/** Moves one message to the trash; false when there is no such message (or another delete took it first). */
export const trashContact = async (
  db: Kysely<Database>,
  engine: Engine,
  id: string,
  deletedBy: string,
  now = new Date(),
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const contact = (await forUpdate(trx.selectFrom('contacts').selectAll().where('_id', '=', id), engine).executeTakeFirst()) as
      Row | undefined;
    if (!contact) return false;
    const outbox = ((await trx.selectFrom('notification_outbox').selectAll().where('contact_id', '=', id).executeTakeFirst()) ??
      null) as Row | null;
    await trx.deleteFrom('contacts').where('_id', '=', id).execute();
    const kept: TrashedContact = { contact, outbox };
    const item: TrashTable = {
      _id: id,
      resource: CONTACT_TRASH_RESOURCE,
      label: senderOf(contact),
      row_json: JSON.stringify(kept),
      old_slugs: '[]',
      deleted_by: deletedBy,
      deleted_at: now.toISOString(),
      purge_after: new Date(now.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
      unit_id: null,
    };
    await trx.insertInto('trash').values(item).execute();
    return true;
  });

/** Puts a trashed message back under its id, with its outbox row (no worker holds it any more). */
export const putContactBack = async (trx: Transaction<Database>, item: TrashTable): Promise<Row> => {
  const { contact, outbox } = JSON.parse(item.row_json) as TrashedContact;
  // The rows are the tables' own, as they were read: put back column for column.
  const db = trx as unknown as AnyTrx;
  await db.insertInto('contacts').values(contact).execute();
  if (outbox) {
    await db
      .insertInto('notification_outbox')
      .values({ ...outbox, next_attempt_at: Number(outbox.next_attempt_at), claimed_by: null, claimed_until: null })
      .execute();
  }
  return contact;
};
