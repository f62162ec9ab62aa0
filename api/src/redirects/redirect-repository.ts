// Storing redirect rules, and listing them with the redirects the content keeps itself:
// each old slug of a renamed post or service (slug_history) is a read-only 301 in the same list.

import type { Kysely, Selectable } from 'kysely';
import type { Page } from '@agency/shared/contract';
import { isoNow, newObjectId } from '../db/ids';
import type { Database, RedirectRulesTable } from '../db/schema';
import type { RedirectMatch, RedirectQuery, RedirectRule, RedirectStatus } from './redirect-rule';
import type { RuleInput } from './rule-input';

/** The content whose old slugs redirect, and the public path its pages live under. */
const SLUG_PAGES = [
  { resource: 'blog', table: 'blogs', base: '/blog/' },
  { resource: 'service', table: 'services', base: '/services/' },
] as const;

const ruleOfRow = (row: Selectable<RedirectRulesTable>): RedirectRule => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: Number(row.status) as RedirectStatus,
  match: row.match_kind as RedirectMatch,
  query: row.query_mode as RedirectQuery,
  enabled: Number(row.enabled) === 1,
  note: row.note,
  hitCount: Number(row.hit_count),
  lastHit: row.last_hit,
  source: 'rule',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Every old slug as a rule: `/blog/old-slug` -> `/blog/current-slug`. */
export const slugRedirects = async (db: Kysely<Database>): Promise<RedirectRule[]> => {
  const rules: RedirectRule[] = [];
  for (const page of SLUG_PAGES) {
    const rows = await db
      .selectFrom('slug_history as h')
      .innerJoin(`${page.table} as e` as 'blogs as e', 'e._id', 'h.entity_id')
      .select(['h.slug as old', 'e.slug as current', 'h.createdAt as at'])
      .where('h.resource', '=', page.resource)
      .execute();
    for (const row of rows) {
      rules.push({
        id: `slug:${page.resource}:${row.old}`,
        from: page.base + encodeURIComponent(row.old),
        to: page.base + encodeURIComponent(row.current),
        status: 301,
        match: 'exact',
        query: 'keep',
        enabled: true,
        note: '',
        hitCount: 0,
        lastHit: null,
        source: 'slug',
        createdAt: row.at,
        updatedAt: row.at,
      });
    }
  }
  return rules;
};

/** Every stored rule, oldest first (the engine's order for regex rules). */
export const storedRules = async (db: Kysely<Database>): Promise<RedirectRule[]> =>
  (await db.selectFrom('redirect_rules').selectAll().orderBy('created_at').orderBy('id').execute()).map(ruleOfRow);

export const findRule = async (db: Kysely<Database>, id: string): Promise<RedirectRule | undefined> => {
  const row = await db.selectFrom('redirect_rules').selectAll().where('id', '=', id).executeTakeFirst();
  return row && ruleOfRow(row);
};

/** Staff's list: stored rules then old slugs, newest first, `q` matching source, target or note. */
export const listRedirects = async (
  db: Kysely<Database>,
  query: { page: number; limit: number; q: string },
): Promise<Page<RedirectRule>> => {
  const needle = query.q.toLowerCase();
  const all = [...(await storedRules(db)).reverse(), ...(await slugRedirects(db))].filter(
    (rule) => needle === '' || [rule.from, rule.to, rule.note].some((value) => value.toLowerCase().includes(needle)),
  );
  const start = (query.page - 1) * query.limit;
  return { data: all.slice(start, start + query.limit), total: all.length, page: query.page, limit: query.limit };
};

const columnsOf = (rule: RuleInput) => ({
  from_path: rule.from,
  to_target: rule.to,
  status: rule.status,
  match_kind: rule.match,
  query_mode: rule.query,
  enabled: rule.enabled ? 1 : 0,
  note: rule.note,
});

export const insertRule = async (db: Kysely<Database>, rule: RuleInput, id = newObjectId()): Promise<RedirectRule> => {
  const now = isoNow();
  await db
    .insertInto('redirect_rules')
    .values({ id, ...columnsOf(rule), hit_count: 0, last_hit: null, created_at: now, updated_at: now })
    .execute();
  return (await findRule(db, id))!;
};

export const updateRule = async (db: Kysely<Database>, id: string, rule: RuleInput): Promise<RedirectRule | undefined> => {
  const result = await db
    .updateTable('redirect_rules')
    .set({ ...columnsOf(rule), updated_at: isoNow() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : findRule(db, id);
};

export const deleteRule = async (db: Kysely<Database>, id: string): Promise<boolean> =>
  Number((await db.deleteFrom('redirect_rules').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

/** Adds the hits counted in memory since the last call (one write per rule, not per request). */
export const addHits = async (db: Kysely<Database>, hits: ReadonlyMap<string, { count: number; last: string }>): Promise<void> => {
  for (const [id, hit] of hits) {
    await db
      .updateTable('redirect_rules')
      .set((eb) => ({ hit_count: eb('hit_count', '+', hit.count), last_hit: hit.last }))
      .where('id', '=', id)
      .execute();
  }
};
