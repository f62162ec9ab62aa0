// PostgreSQL's plans for the searched lists (issue 18): with statistics that make a search
// look common enough, the planner would walk a sort index and test every row against the
// search (over 30 s for the contact search at 1,000,000 messages). The lists read their
// matches first, so the plan must name the GIN index and no sort index, whatever the sort.
// 30,000 rows: ANALYZE then reads every row (its sample is 300 x the statistics target of
// 100), so the statistics and the plans are the same on every run.

import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { listContactsPage } from '../contacts/contact-repository';
import { ContentRepository } from '../content/content-repository';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import type { Database } from '../db/schema';
import { listNotificationsPage } from '../notifications/outbox-repository';
import {
  NEEDLE_CONTACT,
  NEEDLE_POST_WORD,
  capturePlans,
  openPlanDatabase,
  planNodes,
  seedContacts,
  seedNotifications,
  seedPosts,
  type CapturedPlan,
} from './helpers/search-plan';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-app';

const ROWS = 30_000;
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('searched lists on PostgreSQL read the full-text index', () => {
  let env: TestEnvironment;
  let db: Kysely<Database>;
  let pool: Pool;
  beforeAll(async () => {
    env = await createTestEnvironment();
    ({ db, pool } = await openPlanDatabase(env.databaseUrl!));
    await seedContacts(db, ROWS);
    await seedNotifications(db);
    await seedPosts(db, ROWS);
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await env?.dispose();
  });

  /** Index names the plans read, and those read with the search as a row-by-row filter. */
  const indexesOf = (plans: CapturedPlan[]) => {
    const nodes = plans.flatMap((captured) => planNodes(captured.plan));
    return {
      read: nodes.map((node) => node['Index Name']).filter(Boolean),
      sortIndexes: nodes.map((node) => node['Index Name']).filter((name) => /_(created|sort)_idx$/.test(name ?? '')),
    };
  };

  const request = (sort: string, order: 'asc' | 'desc') => ({ page: 1, limit: 10, sort, order });
  const blogs = (on: Kysely<Database>) => new ContentRepository(on, 'postgres', CONTENT_RESOURCES.blog, CONTENT_STORAGE.blog);

  test.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['firstName', 'asc'],
    ['email', 'desc'],
  ] as const)('the contact search sorted by %s %s reads contacts_search_idx, never a sort index', async (sort, order) => {
    const query = { ...request(sort, order), q: NEEDLE_CONTACT.lastName };
    const plans = await capturePlans(pool, (on) => listContactsPage(on, 'postgres', query));
    const { read, sortIndexes } = indexesOf(plans);
    expect(read).toContain('contacts_search_idx');
    expect(sortIndexes).toEqual([]);
    const page = await listContactsPage(db, 'postgres', query);
    expect(page.data.map((contact) => contact.lastName)).toEqual(['Zanzibar', 'Zanzibar', 'Zanzibar']);
    expect(page.total).toBe(3);
  });

  test.each([
    ['createdAt', 'desc'],
    ['heading', 'asc'],
  ] as const)('the post search sorted by %s %s reads blogs_search_idx, never a sort index', async (sort, order) => {
    const query = { ...request(sort, order), q: NEEDLE_POST_WORD };
    const plans = await capturePlans(pool, (on) => blogs(on).listPage(query));
    const { read, sortIndexes } = indexesOf(plans);
    expect(read).toContain('blogs_search_idx');
    expect(sortIndexes).toEqual([]);
    expect((await blogs(db).listPage(query)).total).toBe(3);
  });

  test('the notification search reads the messages through contacts_search_idx', async () => {
    const query = { ...request('createdAt', 'desc'), q: NEEDLE_CONTACT.lastName };
    const plans = await capturePlans(pool, (on) => listNotificationsPage(on, 'postgres', query));
    const { read, sortIndexes } = indexesOf(plans);
    expect(read).toContain('contacts_search_idx');
    expect(sortIndexes).toEqual([]);
    const page = await listNotificationsPage(db, 'postgres', query);
    expect(page.data.map((notification) => notification.contact.lastName)).toEqual(['Zanzibar', 'Zanzibar', 'Zanzibar']);
  });
});
