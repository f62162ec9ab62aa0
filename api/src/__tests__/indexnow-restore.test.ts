// A published post or service restored from the trash is live again: its URL is queued for
// IndexNow in the restore's own transaction (the row is there when the reply comes) and reaches
// the endpoint; a draft restored is nobody's business.

import { openDatabase, type OpenDatabase } from '../db/connect';
import { DEFAULT_INDEXNOW_OPTIONS } from '../indexnow/indexnow-options';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { startFakeIndexNow, type FakeIndexNow } from './helpers/fake-indexnow';
import { imagePart, pngImage } from './helpers/images';
import { eventually } from './helpers/smtp-sink';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const SITE_URL = 'https://www.northstar.test';

let fake: FakeIndexNow;
let t: TestApp;
let open: OpenDatabase;
let staff: string;
beforeAll(async () => {
  fake = await startFakeIndexNow();
  t = await createTestApp({
    seed: false,
    siteUrl: SITE_URL,
    indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, key: 'restore-test-key', endpoint: fake.url, pollIntervalMs: 50 },
  });
  await t.app.ready();
  open = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  staff = await t.staffToken();
});
afterAll(async () => {
  await open.db.destroy();
  await t.close();
  await fake.stop();
});

/** The outbox's submissions of `url`: how many, and how many of them were sent. */
const queued = async (url: string) => {
  const rows = await open.db.selectFrom('notification_outbox').select(['job', 'status']).where('kind', '=', 'http').execute();
  const mine = rows.filter((row) => JSON.parse(String(row.job)).url === url);
  return { all: mine.length, sent: mine.filter((row) => row.status === 'sent').length };
};
const submissions = (url: string) => fake.urls().filter((submitted) => submitted === url).length;

const KINDS = [
  { name: 'post', path: 'blog', page: 'blog', title: 'heading', fields: CREATE_FIELDS.blog },
  { name: 'service', path: 'services', page: 'services', title: 'title', fields: CREATE_FIELDS.service },
] as const;

describe.each(KINDS)('a $name', (kind) => {
  const create = async (title: string, state: 'published' | 'draft') => {
    const response = await write(t.app, 'POST', `/${kind.path}`, staff, {
      fields: { ...kind.fields, [kind.title]: title, state },
      files: [imagePart(await pngImage(20, 20))],
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { _id: string; slug: string };
  };
  const remove = async (id: string) =>
    expect((await t.app.inject({ method: 'DELETE', url: `/${kind.path}/${id}`, headers: bearer(staff) })).statusCode).toBe(200);
  const restore = async (id: string) =>
    expect((await t.app.inject({ method: 'POST', url: `/trash/${id}/restore`, headers: bearer(staff) })).statusCode).toBe(200);

  test('published and restored from the trash is submitted again', async () => {
    const entry = await create(`Restored Live ${kind.name}`, 'published');
    const url = `${SITE_URL}/${kind.page}/${entry.slug}`;
    await remove(entry._id);
    // The publishing and the delete sent (possibly as one URL in one batch) before the restore.
    await eventually(async () => (await queued(url)).sent === 2, 30_000, 'the earlier submissions');
    const before = submissions(url);
    await restore(entry._id);
    // Queued with the restore itself: the row is there when the reply comes.
    expect((await queued(url)).all).toBe(3);
    await eventually(() => submissions(url) === before + 1, 30_000, 'the restored page');
  });

  test('a draft restored from the trash is not submitted', async () => {
    const entry = await create(`Restored Draft ${kind.name}`, 'draft');
    await remove(entry._id);
    await restore(entry._id);
    expect((await queued(`${SITE_URL}/${kind.page}/${entry.slug}`)).all).toBe(0);
  });
});
