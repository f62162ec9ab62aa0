// A post (card + body) and a service (card + body) are one entry for delete, trash, restore
// and purge, through every route of product §7 that reaches them: DELETE of either half
// takes both (the list kit's bulk delete is these DELETEs one by one), the public page
// answers 404 once its card is gone, a restore of either brings both back under one slug,
// and a purge removes both with their images.

import { apiMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { isStored } from './helpers/stored-media';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
let image: Buffer;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  image = await pngImage(40, 40);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { _id: string; slug: string };

/** The two kinds of page made of two records, as their routes spell them (product §7). */
const PAIRS = [
  {
    name: 'post',
    card: { path: 'blog', title: 'heading', fields: CREATE_FIELDS.blog, files: () => [imagePart(image)], image: 'blogimg' },
    body: { path: 'single-blog', fields: CREATE_FIELDS.singleBlog, files: () => [imagePart(image, 'images')], image: 'singleblogimg' },
    page: 'blog/page',
    bodyBySlug: 'single-blog/slug',
  },
  {
    name: 'service',
    card: { path: 'services', title: 'title', fields: CREATE_FIELDS.service, files: () => [imagePart(image)], image: 'serviceimg' },
    body: {
      path: 'single-service',
      fields: CREATE_FIELDS.singleService,
      files: () => [imagePart(image, 'images')],
      image: 'singleserviceimg',
    },
    page: 'services/page',
    bodyBySlug: 'single-service/slug',
  },
] as const;
type Pair = (typeof PAIRS)[number];

const created = async (url: string, fields: Record<string, unknown>, files: ReturnType<typeof imagePart>[]): Promise<Json> => {
  const response = await write(t.app, 'POST', url, staff, { fields: fields as Record<string, string>, files });
  expect(response.statusCode).toBe(201);
  return response.json() as Json;
};

/** A page's two halves under one title, as the post editor stores them. */
const makePage = async (pair: Pair, title: string) => {
  const card = await created(`/${pair.card.path}`, { ...pair.card.fields, [pair.card.title]: title }, pair.card.files());
  const body = await created(`/${pair.body.path}`, { ...pair.body.fields, heading: title }, pair.body.files());
  expect(body.slug).toBe(card.slug);
  return { card, body, slug: card.slug };
};

const get = (url: string) => t.app.inject({ url });
const staffGet = (url: string) => t.app.inject({ url, headers: bearer(staff) });
const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(staff) });
const restore = (id: string) => t.app.inject({ method: 'POST', url: `/trash/${id}/restore`, headers: bearer(staff) });
const purge = (id: string) => t.app.inject({ method: 'DELETE', url: `/trash/${id}`, headers: bearer(staff) });
const trashIds = async (): Promise<string[]> =>
  ((await staffGet('/trash?limit=100')).json().data as Array<{ _id: string }>).map((item) => item._id);

/** Both halves as staff read them by id: status codes of card and body. */
const halvesAt = async (pair: Pair, page: { card: Json; body: Json }) => [
  (await staffGet(`/${pair.card.path}/${page.card._id}`)).statusCode,
  (await staffGet(`/${pair.body.path}/${page.body._id}`)).statusCode,
];

describe.each(PAIRS)('a $name is one entry', (pair) => {
  test('deleting its card trashes its body too; the page answers 404; a restore brings both back', async () => {
    const page = await makePage(pair, `${pair.name} card delete`);
    expect((await get(`/${pair.page}/${page.slug}`)).statusCode).toBe(200);

    const deleted = await remove(`/${pair.card.path}/${page.card._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: apiMessages.deleted });
    expect(await halvesAt(pair, page)).toEqual([404, 404]);
    expect((await get(`/${pair.page}/${page.slug}`)).statusCode).toBe(404);
    expect((await get(`/${pair.bodyBySlug}/${page.slug}`)).statusCode).toBe(404);
    expect(JSON.stringify((await staffGet(`/${pair.body.path}`)).json())).not.toContain(page.body._id);
    // The trash lists the one entry, by its card.
    const listed = await trashIds();
    expect(listed).toContain(page.card._id);
    expect(listed).not.toContain(page.body._id);

    const restored = await restore(page.card._id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ entry: { _id: page.card._id, slug: page.slug }, slugChanged: false });
    expect(await halvesAt(pair, page)).toEqual([200, 200]);
    const again = (await get(`/${pair.page}/${page.slug}`)).json() as { entry: Json; body: Json };
    expect([again.entry._id, again.body._id]).toEqual([page.card._id, page.body._id]);
    expect(await trashIds()).not.toContain(page.card._id);
  });

  test('deleting its body alone (its own list) takes the card too; restoring the body brings both back', async () => {
    const page = await makePage(pair, `${pair.name} body delete`);
    expect((await remove(`/${pair.body.path}/${page.body._id}`)).statusCode).toBe(200);
    expect(await halvesAt(pair, page)).toEqual([404, 404]);
    expect((await get(`/${pair.page}/${page.slug}`)).statusCode).toBe(404);

    expect((await restore(page.body._id)).json()).toMatchObject({ entry: { _id: page.body._id, slug: page.slug } });
    expect(await halvesAt(pair, page)).toEqual([200, 200]);
    expect((await get(`/${pair.page}/${page.slug}`)).statusCode).toBe(200);
  });

  test('a bulk delete (one DELETE per ticked row) trashes both halves of each; undo restores each whole', async () => {
    const pages = [await makePage(pair, `${pair.name} bulk one`), await makePage(pair, `${pair.name} bulk two`)];
    for (const page of pages) expect((await remove(`/${pair.card.path}/${page.card._id}`)).statusCode).toBe(200);
    for (const page of pages) {
      expect(await halvesAt(pair, page)).toEqual([404, 404]);
      expect((await get(`/${pair.page}/${page.slug}`)).statusCode).toBe(404);
    }
    for (const page of pages) expect((await restore(page.card._id)).statusCode).toBe(200);
    for (const page of pages) {
      expect(await halvesAt(pair, page)).toEqual([200, 200]);
      expect(((await get(`/${pair.page}/${page.slug}`)).json() as { body: Json }).body._id).toBe(page.body._id);
    }
  });

  test('delete forever removes both halves and their images; either half answers 404 afterwards', async () => {
    const page = await makePage(pair, `${pair.name} purge`);
    const files = [String(page.card.image), ...(page.body.images as string[])];
    expect(files.every((name) => name !== '')).toBe(true);
    await remove(`/${pair.card.path}/${page.card._id}`);
    expect((await purge(page.card._id)).statusCode).toBe(200);
    expect(await isStored(t.env, pair.card.image, files[0])).toBe(false);
    expect(await isStored(t.env, pair.body.image, files[1])).toBe(false);
    expect((await restore(page.body._id)).statusCode).toBe(404);
    expect((await purge(page.body._id)).statusCode).toBe(404);
    expect(await halvesAt(pair, page)).toEqual([404, 404]);
  });
});

test('a restore whose slug was taken in either half’s table meanwhile gives both halves the same next free slug', async () => {
  const [pair] = PAIRS;
  const page = await makePage(pair, 'Shared Slug Return');
  await remove(`/blog/${page.card._id}`);
  // Only the body's table has the slug taken now; the card's is free.
  const squatter = await created('/single-blog', { ...CREATE_FIELDS.singleBlog, heading: 'Shared Slug Return' }, pair.body.files());
  expect(squatter.slug).toBe(page.slug);

  expect((await restore(page.card._id)).json()).toMatchObject({ slugChanged: true, entry: { slug: `${page.slug}-2` } });
  expect((await staffGet(`/single-blog/${page.body._id}`)).json().slug).toBe(`${page.slug}-2`);
  const reply = (await get(`/blog/page/${page.slug}-2`)).json() as { entry: Json; body: Json };
  expect([reply.entry._id, reply.body._id]).toEqual([page.card._id, page.body._id]);
});

test('entries that stand alone still go to the trash alone', async () => {
  const card = await created('/blog', { ...CREATE_FIELDS.blog, heading: 'Card Without Body' }, [imagePart(image)]);
  const other = await created('/single-blog', { ...CREATE_FIELDS.singleBlog, heading: 'Some Other Body' }, [imagePart(image, 'images')]);
  await remove(`/blog/${card._id}`);
  expect((await staffGet(`/single-blog/${other._id}`)).statusCode).toBe(200);
  expect((await restore(card._id)).statusCode).toBe(200);
});

test('a card takes the body its page shows: one renamed away from its slug too, unless that body is another card’s now', async () => {
  const [pair] = PAIRS;
  const page = await makePage(pair, 'Renamed Body Post');
  const rename = async (id: string, heading: string) =>
    expect((await write(t.app, 'PUT', `/single-blog/${id}`, staff, { fields: { heading } })).statusCode).toBe(200);
  await rename(page.body._id, 'Renamed Body Post In Depth');
  expect(((await get(`/blog/page/${page.slug}`)).json() as { body: Json }).body._id).toBe(page.body._id);
  await remove(`/blog/${page.card._id}`);
  expect(await halvesAt(pair, page)).toEqual([404, 404]);
  await restore(page.card._id);

  // Now another post's card sits at the body's new slug: the body is that page's, and stays.
  const other = await created('/blog', { ...CREATE_FIELDS.blog, heading: 'Renamed Body Post In Depth' }, [imagePart(image)]);
  expect(other.slug).toBe('renamed-body-post-in-depth');
  await remove(`/blog/${page.card._id}`);
  expect(await halvesAt(pair, page)).toEqual([404, 200]);
});
