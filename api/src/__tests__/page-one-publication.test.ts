// A post's (or service's) card and body have one publication state: a state or schedule written
// to either half through its own routes (product §7) is written to the other half too, so no half
// is live while the other is a draft, and a body whose card is missing makes no page.

import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
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

type Json = Record<string, unknown> & { _id: string; slug: string; state: string; publishAt: string | null };

const PAIRS = [
  {
    name: 'post',
    card: 'blog',
    cardTitle: 'heading',
    cardFields: CREATE_FIELDS.blog,
    body: 'single-blog',
    bodyFields: CREATE_FIELDS.singleBlog,
  },
  {
    name: 'service',
    card: 'services',
    cardTitle: 'title',
    cardFields: CREATE_FIELDS.service,
    body: 'single-service',
    bodyFields: CREATE_FIELDS.singleService,
  },
] as const;
type Pair = (typeof PAIRS)[number];

const createCard = async (pair: Pair, title: string, state: string): Promise<Json> => {
  const response = await write(t.app, 'POST', `/${pair.card}`, staff, {
    fields: { ...pair.cardFields, [pair.cardTitle]: title, state },
    files: [imagePart(image)],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Json;
};
const createBody = async (pair: Pair, title: string, state: string): Promise<Json> => {
  const response = await write(t.app, 'POST', `/${pair.body}`, staff, {
    fields: { ...pair.bodyFields, heading: title, state },
    files: [imagePart(image, 'images')],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Json;
};
const staffRead = async (path: string, id: string): Promise<Json> =>
  (await t.app.inject({ url: `/${path}/${id}`, headers: bearer(staff) })).json() as Json;
const visitorPage = (pair: Pair, slug: string) => t.app.inject({ url: `/${pair.card}/page/${slug}` });
const update = (path: string, id: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/${path}/${id}`, headers: bearer(staff), payload: fields });

describe.each(PAIRS)('a $name has one publication state', (pair) => {
  test('publishing its body while its card is a draft publishes the one entry: both halves, never the body alone', async () => {
    const card = await createCard(pair, `${pair.name} drafted card`, 'draft');
    const body = await createBody(pair, `${pair.name} drafted card`, 'draft');
    expect(body.slug).toBe(card.slug);
    expect((await visitorPage(pair, card.slug)).statusCode).toBe(404);

    const published = await update(pair.body, body._id, { state: 'published' });
    expect(published.statusCode).toBe(200);
    expect((await staffRead(pair.card, card._id)).state).toBe('published');
    const page = (await visitorPage(pair, card.slug)).json() as { entry: Json; body: Json };
    expect([page.entry._id, page.body._id]).toEqual([card._id, body._id]);

    // Back to draft through the card: the body goes with it, and the page is gone for visitors.
    expect((await update(pair.card, card._id, { state: 'draft' })).statusCode).toBe(200);
    expect((await staffRead(pair.body, body._id)).state).toBe('draft');
    expect((await visitorPage(pair, card.slug)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/${pair.body}/slug/${card.slug}` })).statusCode).toBe(404);
  });

  test('a body created published under a draft card publishes the card with it; a schedule is shared too', async () => {
    const card = await createCard(pair, `${pair.name} created under draft`, 'draft');
    await createBody(pair, `${pair.name} created under draft`, 'published');
    expect((await staffRead(pair.card, card._id)).state).toBe('published');

    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await update(pair.card, card._id, { state: 'scheduled', publishAt });
    expect(scheduled.statusCode).toBe(200);
    const body = (await t.app.inject({ url: `/${pair.body}/slug/${card.slug}`, headers: bearer(staff) })).json() as Json;
    expect([body.state, body.publishAt]).toEqual(['scheduled', (scheduled.json() as Json).publishAt]);
  });

  test('the other half keeps its version, so the editor’s next save of it is no conflict', async () => {
    const card = await createCard(pair, `${pair.name} versions`, 'draft');
    const body = await createBody(pair, `${pair.name} versions`, 'draft');
    expect((await update(pair.card, card._id, { state: 'published' })).statusCode).toBe(200);
    const after = await staffRead(pair.body, body._id);
    expect([after.state, after.updatedAt]).toEqual(['published', body.updatedAt]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/${pair.body}/${body._id}`,
      headers: { ...bearer(staff), 'if-match': `"${String(body.updatedAt)}"` },
      payload: { state: 'published' },
    });
    expect(saved.statusCode).toBe(200);
  });

  test('a body published without any card makes no page', async () => {
    const body = await createBody(pair, `${pair.name} without card`, 'published');
    expect(body.state).toBe('published');
    expect((await visitorPage(pair, body.slug)).statusCode).toBe(404);
  });
});
