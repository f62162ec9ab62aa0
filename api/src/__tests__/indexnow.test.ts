// IndexNow through the outbox: a published, changed, unpublished or deleted post's URL reaches the
// endpoint (a local fake) with the key and its location; drafts never do; nothing is queued while
// it is off; failures are retried with back-off and survive in the database; 400/422 are final; URLs
// queued together go in one POST; two workers on one database submit each URL once.

import { loadApiOptions } from '../config';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { DEFAULT_INDEXNOW_OPTIONS, type IndexNowOptions } from '../indexnow/indexnow-options';
import { IndexNowWorker } from '../indexnow/indexnow-worker';
import { enqueueHttpJob } from '../notifications/outbox-repository';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { startFakeIndexNow, type FakeIndexNow } from './helpers/fake-indexnow';
import { holdDate } from './helpers/frozen-date';
import { imagePart, pngImage } from './helpers/images';
import { eventually } from './helpers/smtp-sink';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const SITE_URL = 'https://www.northstar.test';
const KEY = 'a1b2c3d4e5f6a7b8';

const fast = (endpoint: string, more: Partial<IndexNowOptions> = {}): IndexNowOptions => ({
  ...DEFAULT_INDEXNOW_OPTIONS,
  key: KEY,
  endpoint,
  pollIntervalMs: 50,
  retryBaseMs: 20,
  retryMaxMs: 40,
  ...more,
});

/** The test's own connection to the app's database (the app keeps its own inside the API plugin). */
const openFor = (t: TestApp): OpenDatabase => openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });

const outboxRows = (db: OpenDatabase['db']) =>
  db.selectFrom('notification_outbox').select(['status', 'attempts', 'job', 'last_error']).where('kind', '=', 'http').execute();

const createPost = async (t: TestApp, heading: string, state: 'draft' | 'published') => {
  const response = await write(t.app, 'POST', '/blog', await t.staffToken(), {
    fields: { ...CREATE_FIELDS.blog, heading, state },
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; slug: string };
};

describe('with IndexNow on', () => {
  let fake: FakeIndexNow;
  let t: TestApp;
  let open: OpenDatabase;
  beforeAll(async () => {
    fake = await startFakeIndexNow();
    // The scheduler publishes due posts five times a second, once the server listens (as in production).
    t = await createTestApp({ seed: false, siteUrl: SITE_URL, indexNow: fast(fake.url), publishCheckMs: 200 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    open = openFor(t);
  });
  afterAll(async () => {
    await open.db.destroy();
    await t.close();
    await fake.stop();
  });

  test('a published post reaches the endpoint with the key and its location; a draft does not', async () => {
    const draft = await createPost(t, 'Quiet Draft Post', 'draft');
    const live = await createPost(t, 'Loud Live Post', 'published');
    const url = `${SITE_URL}/blog/${live.slug}`;
    await eventually(() => fake.urls().includes(url), 30_000, 'the submission');
    expect(fake.received.at(-1)).toEqual({ host: 'www.northstar.test', key: KEY, keyLocation: `${SITE_URL}/${KEY}.txt`, urlList: [url] });
    expect(fake.urls()).not.toContain(`${SITE_URL}/blog/${draft.slug}`);
    await eventually(async () => (await outboxRows(open.db)).every((row) => row.status === 'sent'), 30_000, 'rows marked sent');
  });

  test('changing, unpublishing and deleting a published post each submit its URL; a renamed slug submits both', async () => {
    const staff = await t.staffToken();
    const post = await createPost(t, 'Changing Post', 'published');
    const url = `${SITE_URL}/blog/${post.slug}`;
    const count = () => fake.urls().filter((submitted) => submitted === url).length;
    await eventually(() => count() === 1, 30_000, 'the first submission');
    expect((await write(t.app, 'PUT', `/blog/${post._id}`, staff, { fields: { description: '<p>New text</p>' } })).statusCode).toBe(200);
    await eventually(() => count() === 2, 30_000, 'the change');
    expect((await write(t.app, 'PUT', `/blog/${post._id}`, staff, { fields: { state: 'draft' } })).statusCode).toBe(200);
    await eventually(() => count() === 3, 30_000, 'the unpublishing');
    // A draft changed again is nobody's business.
    expect((await write(t.app, 'PUT', `/blog/${post._id}`, staff, { fields: { description: '<p>Draft text</p>' } })).statusCode).toBe(200);
    const renamed = await write(t.app, 'PUT', `/blog/${post._id}`, staff, { fields: { state: 'published', slug: 'changed-post-renamed' } });
    expect(renamed.statusCode).toBe(200);
    await eventually(() => fake.urls().includes(`${SITE_URL}/blog/changed-post-renamed`), 30_000, 'the new address');
    expect(count()).toBe(4);
    expect((await t.app.inject({ method: 'DELETE', url: `/blog/${post._id}`, headers: bearer(staff) })).statusCode).toBe(200);
    await eventually(
      () => fake.urls().filter((submitted) => submitted.endsWith('/blog/changed-post-renamed')).length === 2,
      30_000,
      'the delete',
    );
  });

  test('a fixed page whose SEO fields staff change is submitted', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/seo/pages/about',
      headers: bearer(await t.staffToken()),
      payload: { metaTitle: 'About the agency that ranks' },
    });
    expect(saved.statusCode).toBe(200);
    await eventually(() => fake.urls().includes(`${SITE_URL}/about`), 30_000, 'the page submission');
  });

  test('a scheduled post is submitted when the scheduler publishes it, not before', async () => {
    // The clock held until the check that nothing went out: on a busy machine the write alone could take longer
    // than the five seconds ahead, and the post was published (and submitted) before that check.
    const clock = holdDate();
    let url: string;
    try {
      const response = await write(t.app, 'POST', '/blog', await t.staffToken(), {
        fields: { ...CREATE_FIELDS.blog, heading: 'Timed Post', state: 'scheduled', publishAt: new Date(Date.now() + 5_000).toISOString() },
        files: [imagePart(await pngImage(20, 20))],
      });
      expect(response.statusCode).toBe(201);
      url = `${SITE_URL}/blog/${(response.json() as { slug: string }).slug}`;
      // A few of the scheduler's checks (every 200 ms) while the clock stands still: a wrong publication goes out now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(fake.urls()).not.toContain(url);
    } finally {
      clock.letGo();
    }
    await eventually(() => fake.urls().includes(url), 30_000, 'the scheduled submission');
  });

  test('a refused submission is retried with back-off until accepted; 422 is final', async () => {
    fake.answers.push(503, 429);
    const post = await createPost(t, 'Retried Post', 'published');
    const url = `${SITE_URL}/blog/${post.slug}`;
    await eventually(() => fake.urls().includes(url), 30_000, 'the retried submission');
    // The endpoint has answered; the worker records it a moment later.
    const row = await eventually(
      async () => (await outboxRows(open.db)).find((candidate) => String(candidate.job).includes(url) && candidate.status === 'sent'),
      30_000,
      'the row marked sent',
    );
    expect(Number(row.attempts)).toBe(3);

    fake.answers.push(422);
    const refused = await createPost(t, 'Refused Post', 'published');
    const refusedUrl = `${SITE_URL}/blog/${refused.slug}`;
    const failed = await eventually(
      async () =>
        (await outboxRows(open.db)).find((candidate) => String(candidate.job).includes(refusedUrl) && candidate.status === 'failed'),
      30_000,
      'the final refusal',
    );
    expect(Number(failed.attempts)).toBe(1);
    expect(failed.last_error).toContain('422');
  });
});

test('off without INDEXNOW_KEY (or without SITE_URL): publishing queues nothing', async () => {
  for (const settings of [{ siteUrl: SITE_URL }, { indexNow: fast('http://127.0.0.1:9/indexnow') }]) {
    const t = await createTestApp({ seed: false, ...settings });
    const open = openFor(t);
    try {
      await createPost(t, 'Unsubmitted Post', 'published');
      expect(await outboxRows(open.db)).toEqual([]);
    } finally {
      await open.db.destroy();
      await t.close();
    }
  }
});

describe('the worker', () => {
  let fake: FakeIndexNow;
  let t: TestApp;
  let open: OpenDatabase;
  beforeAll(async () => {
    fake = await startFakeIndexNow();
    // IndexNow off in the app: these tests run their own workers.
    t = await createTestApp({ seed: false });
    open = openFor(t);
  });
  afterAll(async () => {
    await open.db.destroy();
    await t.close();
    await fake.stop();
  });

  const workerOn = (options: IndexNowOptions) =>
    new IndexNowWorker({ db: open.db, engine: open.engine, options, key: KEY, siteUrl: SITE_URL, log: t.app.log });

  test('URLs queued together go out in one POST of at most batchSize; a URL queued twice is sent once', async () => {
    const urls = Array.from({ length: 5 }, (_, index) => `${SITE_URL}/blog/batched-${index}`);
    // The same page written twice in a row: one claim takes both rows.
    for (const url of [urls[0], ...urls]) await enqueueHttpJob(open.db, { type: 'indexnow', url });
    const worker = workerOn(fast(fake.url, { batchSize: 4 }));
    worker.start();
    try {
      await eventually(() => fake.urls().length >= 5, 30_000, 'the batches');
      // Stopped only once the batches are marked sent: a batch stopped in between is sent again later (at least
      // once, by design), into the next test.
      await eventually(async () => (await outboxRows(open.db)).every((row) => row.status === 'sent'), 30_000, 'rows marked sent');
    } finally {
      await worker.stop();
    }
    expect(fake.received.map((submission) => submission.urlList.length)).toEqual([3, 2]);
    expect(fake.urls().sort()).toEqual([...urls].sort());
  });

  test('two workers on one database submit each queued URL exactly once', async () => {
    fake.received.length = 0;
    const urls = Array.from({ length: 60 }, (_, index) => `${SITE_URL}/services/once-${index}`);
    for (const url of urls) await enqueueHttpJob(open.db, { type: 'indexnow', url });
    const workers = [workerOn(fast(fake.url, { batchSize: 7 })), workerOn(fast(fake.url, { batchSize: 7 }))];
    for (const worker of workers) worker.start();
    try {
      await eventually(() => fake.urls().filter((url) => urls.includes(url)).length >= urls.length, 30_000, 'every URL');
      // A moment more: a second copy would come now.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    // This test's own URLs (an earlier test's batch may still be retried beside them), each exactly once.
    expect(
      fake
        .urls()
        .filter((url) => urls.includes(url))
        .sort(),
    ).toEqual([...urls].sort());
  });
});

test('a malformed INDEXNOW_KEY or INDEXNOW_ENDPOINT stops the start, naming the variable', () => {
  const env = { DATA_DIR: '/tmp/never-opened', SITE_URL };
  expect(() => loadApiOptions({ ...env, INDEXNOW_KEY: 'short' })).toThrow(/INDEXNOW_KEY/);
  expect(() => loadApiOptions({ ...env, INDEXNOW_KEY: 'has spaces in it' })).toThrow(/INDEXNOW_KEY/);
  expect(() => loadApiOptions({ ...env, INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: 'ftp://example.com/x' })).toThrow(/INDEXNOW_ENDPOINT/);
  expect(loadApiOptions({ ...env, INDEXNOW_KEY: KEY }).indexNow).toMatchObject({ key: KEY, endpoint: 'https://api.indexnow.org/indexnow' });
});
