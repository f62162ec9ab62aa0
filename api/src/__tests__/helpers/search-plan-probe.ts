// Prints the plans and run times PostgreSQL gives the searched lists (contacts, notifications,
// blog posts) on generated tables of many rows: the EXPLAIN behind docs/benchmarks.md's
// "Content at scale" search figures. Not a test (it takes minutes at bench sizes):
//
//   TEST_DATABASE_URL=postgres://… node -r esbuild-register api/src/__tests__/helpers/search-plan-probe.ts \
//     [--contacts 300000] [--posts 100000]

import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { listContactsPage } from '../../contacts/contact-repository';
import { ContentRepository } from '../../content/content-repository';
import { CONTENT_STORAGE } from '../../persistence/content-storage';
import { listNotificationsPage } from '../../notifications/outbox-repository';
import { createTestEnvironment } from './test-app';
import {
  NEEDLE_CONTACT,
  NEEDLE_POST_WORD,
  capturePlans,
  openPlanDatabase,
  planNodes,
  seedContacts,
  seedPosts,
  type PlanNode,
} from './search-plan';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};

const describeNode = (node: PlanNode) =>
  [node['Node Type'], node['Index Name'] ?? node['Relation Name'] ?? node['CTE Name'], node.Filter ? 'filtered' : '']
    .filter(Boolean)
    .join(' ');

const main = async () => {
  const env = await createTestEnvironment();
  if (!env.databaseUrl) throw new Error('set TEST_DATABASE_URL');
  const { db, pool } = await openPlanDatabase(env.databaseUrl);
  try {
    const counts = { contacts: flag('contacts', 300_000), posts: flag('posts', 100_000) };
    let started = Date.now();
    await seedContacts(db, counts.contacts);
    await seedPosts(db, counts.posts);
    console.log(`seeded ${counts.contacts} messages and ${counts.posts} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const request = { page: 1, limit: 10, order: 'desc' as const, sort: 'createdAt' };
    const blogs = (on: typeof db) => new ContentRepository(on, 'postgres', CONTENT_RESOURCES.blog, CONTENT_STORAGE.blog);
    const searches: Array<[string, Parameters<typeof capturePlans>[1]]> = [
      ['GET /api/contact?q=Zanzibar', (on) => listContactsPage(on, 'postgres', { ...request, q: NEEDLE_CONTACT.lastName })],
      ['GET /api/notifications?q=Zanzibar', (on) => listNotificationsPage(on, 'postgres', { ...request, q: NEEDLE_CONTACT.lastName })],
      [`GET /api/blog?q=${NEEDLE_POST_WORD}`, (on) => blogs(on).listPage({ ...request, q: NEEDLE_POST_WORD })],
    ];
    for (const [name, act] of searches) {
      started = Date.now();
      const plans = await capturePlans(pool, act, { analyze: true });
      console.log(`\n${name}: ${Date.now() - started} ms for the ${plans.length} queries and their EXPLAIN ANALYZE`);
      for (const { sql, plan, executionMs } of plans) {
        console.log(`  ${executionMs?.toFixed(1)} ms  ${sql.slice(0, 160)}…`);
        for (const node of planNodes(plan))
          console.log(`    ${describeNode(node)}  rows=${node['Actual Rows']} removed=${node['Rows Removed by Filter'] ?? 0}`);
      }
    }
  } finally {
    await db.destroy();
    await env.dispose();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
