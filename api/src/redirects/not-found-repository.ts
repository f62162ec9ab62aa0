// The stored 404 log: counts added in batches, at most `pathsPerDay` new paths a day, each
// path's ten most frequent referrers; listed for staff newest first, ignored ones on request,
// those a redirect rule now answers marked as such.

import type { Kysely } from 'kysely';
import type { Page } from '@agency/shared/contract';
import type { NotFoundEntry } from '@agency/shared/contract/redirects';
import type { Database } from '../db/schema';
import type { PendingNotFound } from './not-found-monitor';

const TOP_REFERRERS = 10;

const mergeReferrers = (stored: string, added: Map<string, number>): string => {
  const counts = new Map<string, number>(JSON.parse(stored) as Array<[string, number]>);
  for (const [url, hits] of added) counts.set(url, (counts.get(url) ?? 0) + hits);
  return JSON.stringify([...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP_REFERRERS));
};

/** Adds what the monitor counted; returns how many new paths the day's bound turned away. */
export const addNotFound = async (
  db: Kysely<Database>,
  pending: ReadonlyMap<string, PendingNotFound>,
  pathsPerDay: number,
): Promise<number> => {
  if (pending.size === 0) return 0;
  const day = new Date().toISOString().slice(0, 10);
  let refused = 0;
  await db.transaction().execute(async (trx) => {
    const stored = new Map(
      (
        await trx
          .selectFrom('not_found_paths')
          .select(['path', 'referrers'])
          .where('path', 'in', [...pending.keys()])
          .execute()
      ).map((row) => [row.path, row.referrers]),
    );
    const today = await trx
      .selectFrom('not_found_paths')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('first_day', '=', day)
      .executeTakeFirst();
    let room = pathsPerDay - Number(today?.n ?? 0);
    for (const [path, entry] of pending) {
      const referrers = stored.get(path);
      if (referrers !== undefined) {
        await trx
          .updateTable('not_found_paths')
          .set((eb) => ({
            hits: eb('hits', '+', entry.hits),
            last_seen: entry.lastSeen,
            referrers: mergeReferrers(referrers, entry.referrers),
          }))
          .where('path', '=', path)
          .execute();
      } else if (room > 0) {
        room -= 1;
        await trx
          .insertInto('not_found_paths')
          .values({
            path,
            hits: entry.hits,
            first_seen: entry.firstSeen,
            last_seen: entry.lastSeen,
            first_day: day,
            referrers: mergeReferrers('[]', entry.referrers),
            ignored: 0,
          })
          .onConflict((conflict) => conflict.column('path').doNothing())
          .execute();
      } else refused += 1;
    }
  });
  return refused;
};

export const listNotFound = async (
  db: Kysely<Database>,
  query: { page: number; limit: number; q: string; ignored: boolean },
  isRedirected: (path: string) => boolean,
): Promise<Page<NotFoundEntry>> => {
  let select = db.selectFrom('not_found_paths').where('ignored', '=', query.ignored ? 1 : 0);
  if (query.q !== '') select = select.where('path', 'like', `%${query.q}%`);
  const total = Number((await select.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await select
    .selectAll()
    .orderBy('last_seen', 'desc')
    .orderBy('path')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    data: rows.map((row) => ({
      path: row.path,
      hits: Number(row.hits),
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      referrers: (JSON.parse(row.referrers) as Array<[string, number]>).map(([url, hits]) => ({ url, hits })),
      ignored: Number(row.ignored) === 1,
      redirected: isRedirected(row.path),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
};

/** Ignore or watch again; false when no such path was logged. */
export const setIgnored = async (db: Kysely<Database>, path: string, ignored: boolean): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('not_found_paths')
        .set({ ignored: ignored ? 1 : 0 })
        .where('path', '=', path)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** Paths first seen since `since` (ISO), not ignored: the dashboard's "new 404s". */
export const countNewNotFound = async (db: Kysely<Database>, since: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('not_found_paths')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ignored', '=', 0)
        .where('first_seen', '>=', since)
        .executeTakeFirst()
    )?.n ?? 0,
  );
