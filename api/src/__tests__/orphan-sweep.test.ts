// Files left behind by a crash are removed at the next start: images no record
// refers to and unfinished temp files. Referenced images, files that are not
// ours, images of a request still in flight and (on a shared bucket) files younger
// than the grace period are never touched. Runs against the disk or, with
// TEST_MEDIA=s3, the bucket.

import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';
import { isStored, storedFiles } from './helpers/stored-media';
import { openMediaBackend, openMediaStore } from '../media/open-media-store';
import { sweepOrphans } from '../media/orphan-sweep';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env.dispose());

const plant = async (name: string, file: string) =>
  (await openMediaBackend(env.dataDir, env.media)).putAll(name, [[file, Buffer.from('left over')]]);

test('a restart removes unreferenced images, their variants and temp files once it listens, and keeps the rest', async () => {
  const first = await startApp(env, { seed: false });
  const { token } = await login(first, TEST_ADMIN.email, TEST_ADMIN.password);
  const blog = (
    await write(first, 'POST', '/blog', token, { fields: CREATE_FIELDS.blog, files: [imagePart(await pngImage(900, 300))] })
  ).json();
  const gallery = (
    await write(first, 'POST', '/single-blog', token, {
      fields: CREATE_FIELDS.singleBlog,
      files: [imagePart(await pngImage(100, 100), 'images')],
    })
  ).json();
  await first.close();

  const orphan = 'aaaaaaaaaaaaaaaaaaaaaaaa.webp';
  const leftovers = [
    ['blogimg', orphan],
    ['blogimg', 'aaaaaaaaaaaaaaaaaaaaaaaa-400w.webp'],
    ['blogimg', `.${'b'.repeat(24)}.webp.0123abcd.tmp`],
    ['singleblogimg', `.${gallery.images[0]}.89abcdef.tmp`],
    // A file another record's folder refers to is still an orphan in this folder.
    ['workimages', blog.image],
  ];
  for (const [name, file] of leftovers) await plant(name, file);
  await plant('blogimg', 'README.txt');

  const second = await startApp(env, { seed: false });
  try {
    // Nothing goes before the server listens.
    expect(await isStored(env, 'blogimg', orphan)).toBe(true);
    await second.listen({ port: 0, host: '127.0.0.1' });
    // The sweep runs just after listen resolves.
    const deadline = Date.now() + 30_000;
    const anyLeft = async () => (await Promise.all(leftovers.map(([name, file]) => isStored(env, name, file)))).some(Boolean);
    while ((await anyLeft()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const [name, file] of leftovers) expect([name, file, await isStored(env, name, file)]).toEqual([name, file, false]);
    expect(await isStored(env, 'blogimg', 'README.txt')).toBe(true);
    expect((await storedFiles(env, 'blogimg')).filter((file) => file.startsWith(blog.image.slice(0, 24))).sort()).toEqual(
      [blog.image, blog.image.replace('.webp', '-400w.webp'), blog.image.replace('.webp', '-800w.webp')].sort(),
    );
    expect(await isStored(env, 'singleblogimg', gallery.images[0])).toBe(true);
    expect((await second.inject(`/blogimg/${blog.image}`)).statusCode).toBe(200);
  } finally {
    await second.close();
  }
});

test('an image of a request in flight survives a sweep until the request settles it', async () => {
  const own = await createTestEnvironment();
  try {
    const media = await openMediaStore(own.dataDir, own.media);
    await media.ensureFolders();
    const name = await media.save('blog', await pngImage(40, 40));
    const settled = await media.save('blog', await pngImage(40, 40));
    media.settle([settled]);
    expect(await sweepOrphans(media, new Map())).toEqual([`blogimg/${settled}`]);
    expect(await isStored(own, 'blogimg', name)).toBe(true);
    media.settle([name]);
    expect(await sweepOrphans(media, new Map())).toEqual([`blogimg/${name}`]);
  } finally {
    await own.dispose();
  }
});

test('a request that ends while the sweep lists the folders keeps its image: the references are read after the listing', async () => {
  const own = await createTestEnvironment();
  try {
    const media = await openMediaStore(own.dataDir, own.media);
    await media.ensureFolders();
    const name = await media.save('blog', await pngImage(40, 40));
    // The record as the database has it: committed, with the request settled, while the folders are listed.
    const committed = new Set<string>();
    const list = media.backend.list.bind(media.backend);
    media.backend.list = async (folder) => {
      const files = await list(folder);
      if (folder === 'blogimg' && committed.size === 0) {
        committed.add(name);
        media.settle([name]);
      }
      return files;
    };
    expect(await sweepOrphans(media, async () => new Map([['blog', new Set(committed)]]))).toEqual([]);
    expect(await isStored(own, 'blogimg', name)).toBe(true);
  } finally {
    await own.dispose();
  }
});

test('files younger than the grace period survive (another instance may have them in flight), older ones go', async () => {
  const own = await createTestEnvironment();
  try {
    const media = await openMediaStore(own.dataDir, own.media);
    await media.ensureFolders();
    const name = await media.save('blog', await pngImage(40, 40));
    media.settle([name]);
    const graceMs = 15 * 60 * 1000;
    expect(await sweepOrphans(media, new Map(), { graceMs })).toEqual([]);
    expect(await isStored(own, 'blogimg', name)).toBe(true);
    expect(await sweepOrphans(media, new Map(), { graceMs, now: Date.now() + graceMs + 5_000 })).toEqual([`blogimg/${name}`]);
    expect(await isStored(own, 'blogimg', name)).toBe(false);
  } finally {
    await own.dispose();
  }
});

(process.env.TEST_DATABASE_URL ? test.skip : test)('SQLite runs in WAL mode with synchronous=FULL', async () => {
  const app = await startApp(env, { seed: false });
  await app.close();
  const db = new SqliteDatabase(path.join(env.dataDir, 'agency.sqlite'), { readonly: true });
  try {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // synchronous is per connection: read it the way the app sets it.
    const { openDatabase } = await import('../db/connect');
    const opened = openDatabase({ dataDir: env.dataDir });
    const { sql } = await import('kysely');
    const row = (await sql<{ synchronous: number }>`pragma synchronous`.execute(opened.db)).rows[0];
    await opened.db.destroy();
    expect(row.synchronous).toBe(2);
  } finally {
    db.close();
  }
});
