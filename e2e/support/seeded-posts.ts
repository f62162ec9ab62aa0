// A thousand blog posts for the specs that page through a long blog: written straight into
// the run's SQLite database (the triggers index and count them as the API would), all dated
// before the demo posts, so the newest posts every other spec reads stay the same. The
// site keeps public replies in memory until a write: one harmless write through the API
// makes it read the new rows. `remove()` takes them out again the same way.

import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { runFolders } from './run-folders';
import { staffToken } from './staff-api';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { posts } = require('../bench/lib/content-seed') as { posts: (count: number, now: number) => Iterable<Record<string, string>> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as typeof import('better-sqlite3');

const OLDER_THAN_THE_DEMO = Date.parse('2020-01-01T00:00:00.000Z');
const COLUMNS = ['_id', 'slug', 'heading', 'description', 'image', 'createdAt', 'updatedAt'];

const openDatabase = () => new Database(path.join(runFolders().data, 'agency.sqlite'));

const forgetKeptReplies = async (request: APIRequestContext) => {
  const reply = await request.post('/api/contact/seen', { headers: { authorization: `Bearer ${await staffToken(request)}` } });
  if (!reply.ok()) throw new Error(`POST /api/contact/seen answered ${reply.status()}`);
};

export const seedPosts = async (
  request: APIRequestContext,
  count: number,
): Promise<{ slugs: string[]; remove: (request: APIRequestContext) => Promise<void> }> => {
  const db = openDatabase();
  const rows = [...posts(count, OLDER_THAN_THE_DEMO)].map((row) => ({ ...row, slug: `seeded-${row.slug}` }));
  const insert = db.prepare(
    `insert into blogs (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  db.transaction(() => rows.forEach((row) => insert.run(row)))();
  db.close();
  await forgetKeptReplies(request);
  return {
    slugs: rows.map((row) => row.slug),
    remove: async (later: APIRequestContext) => {
      const cleanup = openDatabase();
      cleanup.prepare(`delete from blogs where slug like 'seeded-post-%'`).run();
      cleanup.close();
      await forgetKeptReplies(later);
    },
  };
};
