// Deep pages of an unfiltered list start from a bookmark (page-bookmarks.ts): the same rows as
// the whole list cut at that offset, in every sort and order, still right after rows are
// added, renamed and removed; and the database is asked to skip fewer than BOOKMARK_EVERY rows.

import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { ContentRepository } from '../content/content-repository';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { BOOKMARK_EVERY } from '../persistence/page-bookmarks';
import { openDatabase, sqliteFile, type OpenDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { testPool } from './helpers/test-pool';

const POSTS = 2 * BOOKMARK_EVERY + 500;
const LIMIT = 6;

let t: TestApp;
let direct: OpenDatabase;
let token: string;

/** Posts an hour apart, pairs sharing a creation time (the id breaks the tie), headings out of time order. */
const insertPosts = async (count: number) => {
  const rows = Array.from({ length: count }, (_, i) => {
    const stamp = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString();
    return {
      _id: `b${String(i).padStart(23, '0')}`,
      slug: `deep-post-${i}`,
      heading: `Post ${String((i * 7919) % count).padStart(5, '0')}`,
      description: '<p>Text</p>',
      image: '',
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  for (let at = 0; at < rows.length; at += 250)
    await direct.db
      .insertInto('blogs')
      .values(rows.slice(at, at + 250))
      .execute();
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  await insertPosts(POSTS);
});

afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const SORTS = [
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['heading', 'asc'],
  ['heading', 'desc'],
] as const;

/** The whole list in the order a page is cut from: the truth an OFFSET over it gives. */
const wholeList = async (sort: string, order: 'asc' | 'desc') => {
  const rows = await direct.db.selectFrom('blogs').select(['_id', 'heading', 'createdAt']).execute();
  const key = (row: (typeof rows)[number]) => (sort === 'createdAt' ? row.createdAt : row.heading.toLowerCase());
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((row) => row._id);
};

/** Asked as staff: the SQLite reply cache (which only API writes clear) keeps no staff reply. */
const pageOf = async (page: number, sort: string, order: string) => {
  const url = `/blog?page=${page}&limit=${LIMIT}&sort=${sort}&order=${order}`;
  const reply = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(reply.statusCode).toBe(200);
  const body = reply.json() as { data: Array<{ _id: string }>; total: number };
  return { ids: body.data.map((post) => post._id), total: body.total };
};

/** Pages on both sides of each bookmark, the last (short) page and the one past the end. */
const deepPages = (total: number) => {
  const last = Math.ceil(total / LIMIT);
  const around = (offset: number) => [Math.floor(offset / LIMIT), Math.floor(offset / LIMIT) + 1, Math.floor(offset / LIMIT) + 2];
  return [...around(BOOKMARK_EVERY), ...around(2 * BOOKMARK_EVERY), last - 1, last, last + 1];
};

const expectPagesMatch = async () => {
  for (const [sort, order] of SORTS) {
    const whole = await wholeList(sort, order);
    for (const page of deepPages(whole.length)) {
      const { ids, total } = await pageOf(page, sort, order);
      expect({ page, sort, order, ids, total }).toEqual({
        page,
        sort,
        order,
        ids: whole.slice((page - 1) * LIMIT, page * LIMIT),
        total: whole.length,
      });
    }
  }
};

describe('deep pages of GET /blog', () => {
  it('hold the rows an offset over the whole list gives, in every sort and order', async () => {
    await expectPagesMatch();
  });

  it('follow rows added, renamed and removed before the bookmarks', async () => {
    const stamp = new Date(Date.UTC(2030, 0, 1)).toISOString();
    await direct.db
      .insertInto('blogs')
      .values({
        _id: 'c00000000000000000000001',
        slug: 'newest',
        heading: 'Aaa first',
        description: '',
        image: '',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    await direct.db
      .updateTable('blogs')
      .set({ heading: 'Zzz renamed' })
      .where('_id', '=', `b${String(POSTS - 3).padStart(23, '0')}`)
      .execute();
    await direct.db
      .deleteFrom('blogs')
      .where('_id', '=', `b${String(POSTS - 5).padStart(23, '0')}`)
      .execute();
    await expectPagesMatch();
  });

  it('asks the database to skip fewer than BOOKMARK_EVERY rows for a deep page', async () => {
    const offsets: number[] = [];
    const log = (event: { level: string; query: { sql: string; parameters: readonly unknown[] } }) => {
      const { sql, parameters } = event.query;
      if (event.level === 'query' && / offset (\?|\$\d+)\)/.test(sql)) offsets.push(Number(parameters[parameters.length - 1]));
    };
    const pool = t.env.databaseUrl ? testPool(t.env.databaseUrl, 1) : undefined;
    const dialect = pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: new SqliteDatabase(sqliteFile(t.env.dataDir)) });
    const db = new Kysely<Database>({ dialect, log });
    try {
      const blogs = new ContentRepository(db, direct.engine, CONTENT_RESOURCES.blog, CONTENT_STORAGE.blog);
      const page = Math.floor((2 * BOOKMARK_EVERY + 300) / LIMIT);
      const { data } = await blogs.listPage({ page, limit: LIMIT, order: 'desc', sort: 'createdAt', q: '' });
      expect(data).toHaveLength(LIMIT);
      expect(offsets).toHaveLength(1);
      expect(offsets[0]).toBeLessThan(BOOKMARK_EVERY);
      expect(offsets[0]).toBe((page - 1) * LIMIT - 2 * BOOKMARK_EVERY);
    } finally {
      await db.destroy();
    }
  });
});
