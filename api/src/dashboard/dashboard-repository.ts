// The dashboard's reads (GET /dashboard): drafts, scheduled entries and the entries changed last,
// across the content tables. A post or service is one card and one body with the same slug; the
// card stands for both (its editor edits the two), so a body is listed only when no card has its slug
// (a change of a body with a card is listed as its card's).

import type { Kysely } from 'kysely';
import { DASHBOARD_LIST_SIZE, type DashboardEntry, type DashboardReply, type ScheduledEntry } from '@agency/shared/contract/dashboard';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCE_KEYS, isPageCard, otherHalfOf, type ContentResourceKey } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import type { Database } from '../db/schema';

// Content tables are chosen at run time, which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Listed = Omit<DashboardEntry, 'editorId' | 'editorName'> & { publishAt?: string | null };

/** The card resource whose rows stand for `key`'s rows (a body's card), if any. */
const cardOf = (key: ContentResourceKey): ContentResourceKey | undefined => {
  const other = otherHalfOf(key);
  return other && !isPageCard(key) && isPageCard(other) ? other : undefined;
};

type Filter = 'draft' | 'scheduled' | 'any';

/**
 * At most DASHBOARD_LIST_SIZE rows of one table in the list's order: its drafts or scheduled rows
 * (few; the state index finds them, bodies with a card left out), or its last saved rows (read from
 * the `updatedAt` index, migration 106), a body with a card standing for that card.
 */
const rowsOf = async (db: AnyDb, key: ContentResourceKey, filter: Filter): Promise<Listed[]> => {
  const storage = CONTENT_STORAGE[key];
  const card = cardOf(key);
  const rows: Array<Record<string, unknown>> = await db
    .selectFrom(`${storage.table} as entry`)
    .select(['entry._id', `entry.${storage.labelField} as label`, 'entry.updatedAt'])
    .$if(card !== undefined, (qb) => qb.select('entry.slug'))
    .$if(filter !== 'any', (qb) => qb.select('entry.publishAt').where('entry.state', '=', filter))
    .$if(filter !== 'any' && card !== undefined, (qb) =>
      qb.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom(`${CONTENT_STORAGE[card!].table} as card`).select('card._id').whereRef('card.slug', '=', 'entry.slug'))),
      ),
    )
    .$if(filter === 'scheduled', (qb) => qb.orderBy('entry.publishAt', 'asc'))
    .$if(filter !== 'scheduled', (qb) => qb.orderBy('entry.updatedAt', 'desc'))
    .orderBy('entry._id', 'desc')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();
  const listed = rows.map((row) => ({
    resource: key,
    _id: String(row._id),
    label: String(row.label ?? ''),
    updatedAt: String(row.updatedAt),
    ...(filter === 'scheduled' ? { publishAt: String(row.publishAt ?? '') } : {}),
  }));
  return filter === 'any' && card ? asCards(db, card, listed, rows) : listed;
};

/** Bodies as the cards at their slugs (a save of the page's body is a change of the page), the others as they are. */
const asCards = async (db: AnyDb, card: ContentResourceKey, bodies: Listed[], rows: Array<Record<string, unknown>>): Promise<Listed[]> => {
  const slugs = rows.map((row) => String(row.slug ?? '')).filter(Boolean);
  if (slugs.length === 0) return bodies;
  const storage = CONTENT_STORAGE[card];
  const cards: Array<Record<string, unknown>> = await db
    .selectFrom(storage.table)
    .select(['_id', `${storage.labelField} as label`, 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  const bySlug = new Map(cards.map((row) => [String(row.slug), row]));
  return bodies.map((body, index) => {
    const found = bySlug.get(String(rows[index].slug ?? ''));
    return found ? { ...body, resource: card, _id: String(found._id), label: String(found.label ?? '') } : body;
  });
};

/** One entry once (a page's card and body both changed): its latest change. */
const onceEach = (entries: Listed[]): Listed[] => {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry._id) && seen.add(entry._id) !== undefined);
};

const merged = async (db: AnyDb, keys: ContentResourceKey[], filter: Filter, order: (a: Listed, b: Listed) => number) =>
  onceEach((await Promise.all(keys.map((key) => rowsOf(db, key, filter)))).flat().sort(order)).slice(0, DASHBOARD_LIST_SIZE);

const newestFirst = (a: Listed, b: Listed) => b.updatedAt.localeCompare(a.updatedAt) || b._id.localeCompare(a._id);
const soonestFirst = (a: Listed, b: Listed) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '') || a._id.localeCompare(b._id);

/** Who saved each entry last: the author of its newest revision, with the name staff see in its history. */
const lastEditors = async (db: Kysely<Database>, ids: string[]): Promise<Map<string, { id: string | null; name: string | null }>> => {
  const editors = new Map<string, { id: string | null; name: string | null }>();
  if (ids.length === 0) return editors;
  const rows = await db
    .selectFrom('revisions')
    .leftJoin('users', 'users._id', 'revisions.author_id')
    .select(['revisions.entity_id', 'revisions.number', 'revisions.author_id', 'users.firstname', 'users.lastname', 'users.email'])
    .where('revisions.entity_id', 'in', ids)
    .where('revisions.number', '=', (eb) =>
      eb
        .selectFrom('revisions as newer')
        .select((inner) => inner.fn.max('newer.number').as('latest'))
        .whereRef('newer.entity_id', '=', 'revisions.entity_id'),
    )
    .execute();
  for (const row of rows) {
    const name = `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() || row.email || null;
    editors.set(row.entity_id, { id: row.author_id, name: row.author_id ? name : null });
  }
  return editors;
};

export const readDashboard = async (db: Kysely<Database>): Promise<DashboardReply> => {
  const any = db as AnyDb;
  const publishable = CONTENT_RESOURCE_KEYS.filter(isPublishable);
  const [drafts, scheduled, recentEdits] = await Promise.all([
    merged(any, publishable, 'draft', newestFirst),
    merged(any, publishable, 'scheduled', soonestFirst),
    merged(any, CONTENT_RESOURCE_KEYS, 'any', newestFirst),
  ]);
  const editors = await lastEditors(db, [...new Set([...drafts, ...scheduled, ...recentEdits].map((entry) => entry._id))]);
  const withEditor = <T extends Listed>({ publishAt, ...entry }: T): DashboardEntry => {
    const editor = editors.get(entry._id);
    return { ...entry, editorId: editor?.id ?? null, editorName: editor?.name ?? null };
  };
  return {
    drafts: drafts.map(withEditor),
    scheduled: scheduled.map((entry) => ({ ...withEditor(entry), publishAt: entry.publishAt ?? '' }) as ScheduledEntry),
    recentEdits: recentEdits.map(withEditor),
  };
};
