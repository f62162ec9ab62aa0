// Alt text of an entry's own pictures (issue 19): every content type with one `image` stores an
// `imageAlt` beside it, those with an `images` list an `imageAlts` list in the pictures' order;
// returned as additions to the brief's replies ('' on rows written before, and by the brief's
// calls, which send none); a new picture sent without one has none; validated with the shared
// rules (400 with a field message, never a 500); a restored revision brings them back.

import { apiMessages, validationMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { LIMITS } from '@agency/shared/contract/form-limits';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { newObjectId } from '../db/ids';
import { CREATE_FIELDS, LABEL_FIELD, write, type Fields } from './helpers/content-fixtures';
import { ENTITY_KEYS, keysOf, sorted } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

type Entry = Record<string, unknown> & { _id: string };

const SINGLE_IMAGE_KEYS = (Object.keys(CONTENT_RESOURCES) as ContentResourceKey[]).filter(
  (key) => CONTENT_RESOURCES[key].images === 'single',
);

const pathOf = (key: ContentResourceKey) => `/${CONTENT_RESOURCES[key].path}`;

let counter = 0;
const unique = (key: ContentResourceKey) => ({ [LABEL_FIELD[key]]: `Alt entry ${(counter += 1)}` });

const picture = async (colour = '#1e6bff') => imagePart(await pngImage(40, 30, colour));

const create = async (key: ContentResourceKey, extra: Fields = {}) =>
  write(t.app, 'POST', pathOf(key), staff, { fields: { ...CREATE_FIELDS[key], ...unique(key), ...extra }, files: [await picture()] });

const createOk = async (key: ContentResourceKey, extra: Fields = {}): Promise<Entry> => {
  const reply = await create(key, extra);
  expect(reply.statusCode).toBe(201);
  return reply.json() as Entry;
};

const updateOk = async (key: ContentResourceKey, id: string, fields: Fields, withPicture = false): Promise<Entry> => {
  const files = withPicture ? [await picture('#ff0000')] : [];
  const reply = await write(t.app, 'PUT', `${pathOf(key)}/${id}`, staff, { fields, files });
  expect(reply.statusCode).toBe(200);
  return reply.json() as Entry;
};

test('the content types with one picture are the eight the migration gives an alt text', () => {
  expect(SINGLE_IMAGE_KEYS).toEqual(['about', 'blog', 'work', 'service', 'team', 'product', 'testimonial', 'faq']);
});

describe.each(SINGLE_IMAGE_KEYS)('%s', (key) => {
  test('the brief\'s call without alt text keeps its reply shape, with imageAlt "" as the one addition', async () => {
    const created = await createOk(key);
    expect(sorted(keysOf(created))).toEqual(sorted(ENTITY_KEYS[key]));
    expect(created.imageAlt).toBe('');
  });

  test('stores the alt text sent with the picture, edits it alone, and keeps it through other edits', async () => {
    const created = await createOk(key, { imageAlt: '  A chart of organic traffic rising  ' });
    expect(created.imageAlt).toBe('A chart of organic traffic rising');
    const read = (await t.app.inject({ url: `${pathOf(key)}/${created._id}`, headers: bearer(staff) })).json() as Entry;
    expect(read.imageAlt).toBe('A chart of organic traffic rising');

    const edited = await updateOk(key, created._id, { imageAlt: 'The team at the Lisbon office' });
    expect(edited).toMatchObject({ imageAlt: 'The team at the Lisbon office', image: created.image });
    const renamed = await updateOk(key, created._id, unique(key));
    expect(renamed.imageAlt).toBe('The team at the Lisbon office');
  });

  test('a new picture sent without alt text drops the old words; sent with one, it takes it', async () => {
    const created = await createOk(key, { imageAlt: 'The old picture' });
    const replaced = await updateOk(key, created._id, {}, true);
    expect(replaced.image).not.toBe(created.image);
    expect(replaced.imageAlt).toBe('');
    const described = await updateOk(key, created._id, { imageAlt: 'The new picture' }, true);
    expect(described.imageAlt).toBe('The new picture');
  });

  test('alt text too long or holding a NUL gets 400 with a field message, never a 500', async () => {
    const long = await create(key, { imageAlt: 'x'.repeat(LIMITS.altText + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ imageAlt: validationMessages.tooLong('Alt text', LIMITS.altText) });

    const created = await createOk(key);
    const nul = await write(t.app, 'PUT', `${pathOf(key)}/${created._id}`, staff, { fields: { imageAlt: 'Nul \0 inside' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ imageAlt: apiMessages.nulCharacter });
  });
});

test('JSON bodies carry the alt text too; null clears it', async () => {
  const created = await createOk('work', { imageAlt: 'A storefront' });
  const json = (fields: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/work/${created._id}`, headers: bearer(staff), payload: fields });
  expect((await json({ imageAlt: 'A shop window at night' })).json().imageAlt).toBe('A shop window at night');
  const cleared = await json({ imageAlt: null });
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json().imageAlt).toBe('');
});

test('removing the FAQ picture (removeImage=true) removes its alt text with it', async () => {
  const created = await createOk('faq', { imageAlt: 'A keyword map' });
  const removed = await updateOk('faq', created._id, { removeImage: 'true' });
  expect(removed).toMatchObject({ image: null, imageAlt: '' });
});

test('existing rows migrate with an empty alt text: their pages derive one, as before', async () => {
  const id = newObjectId(new Date());
  const now = new Date().toISOString();
  await direct.db
    .insertInto('works')
    .values({ _id: id, title: 'Old work', description: '<p>Old</p>', image: 'old.webp', createdAt: now, updatedAt: now })
    .execute();
  const reply = await t.app.inject({ url: `/work/${id}` });
  expect(reply.json()).toMatchObject({ image: 'old.webp', imageAlt: '' });
});

test('restoring a revision brings its alt text back', async () => {
  const created = await createOk('blog', { imageAlt: 'First words for the cover' });
  const edited = await updateOk('blog', created._id, { imageAlt: 'Second words for the cover' });
  expect(edited.imageAlt).toBe('Second words for the cover');
  const restored = await t.app.inject({ method: 'POST', url: `/blog/${created._id}/revisions/1/restore`, headers: bearer(staff) });
  expect(restored.statusCode).toBe(200);
  expect(restored.json().imageAlt).toBe('First words for the cover');
  const read = await t.app.inject({ url: `/blog/${created._id}` });
  expect(read.json().imageAlt).toBe('First words for the cover');
});

describe('the picture lists of single blogs and single services (imageAlts, one per picture in order)', () => {
  const LIST_KEYS = ['singleBlog', 'singleService'] as const;

  const createList = async (key: (typeof LIST_KEYS)[number], extra: Fields = {}, count = 2): Promise<Entry> => {
    const files = await Promise.all(Array.from({ length: count }, async () => ({ ...(await picture()), field: 'images' })));
    const reply = await write(t.app, 'POST', pathOf(key), staff, { fields: { ...CREATE_FIELDS[key], ...unique(key), ...extra }, files });
    expect(reply.statusCode).toBe(201);
    return reply.json() as Entry;
  };
  const updateList = async (key: (typeof LIST_KEYS)[number], id: string, fields: Fields, uploads = 0) => {
    const files = await Promise.all(Array.from({ length: uploads }, async () => ({ ...(await picture('#00aa00')), field: 'images' })));
    return write(t.app, 'PUT', `${pathOf(key)}/${id}`, staff, { fields, files });
  };

  test.each(LIST_KEYS)('%s: the brief’s call keeps its reply shape, with one empty alt text per picture', async (key) => {
    const created = await createList(key);
    expect(sorted(keysOf(created))).toEqual(sorted(ENTITY_KEYS[key]));
    expect(created.imageAlts).toEqual(['', '']);
  });

  test.each(LIST_KEYS)('%s: stores the alt texts sent in the pictures’ order; an edit without them keeps the kept ones’', async (key) => {
    const created = await createList(key, { imageAlts: JSON.stringify(['First chart', 'Second chart']) });
    expect(created.imageAlts).toEqual(['First chart', 'Second chart']);
    const [first, second] = created.images as string[];

    // The first picture removed and one added, no alt texts sent: the second keeps its words, the new one has none.
    const changed = await updateList(key, created._id, { removedImages: JSON.stringify([first]) }, 1);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().images[0]).toBe(second);
    expect(changed.json().imageAlts).toEqual(['Second chart', '']);

    // Sent, they name the pictures as the editor lists them: kept first, then new.
    const described = await updateList(key, created._id, { imageAlts: JSON.stringify(['Second chart, edited', 'A new photo']) });
    expect(described.json().imageAlts).toEqual(['Second chart, edited', 'A new photo']);
  });

  test.each(LIST_KEYS)('%s: bad alt texts get 400 with a field message, never a 500', async (key) => {
    const created = await createList(key, {}, 1);
    const long = await updateList(key, created._id, { imageAlts: JSON.stringify(['x'.repeat(LIMITS.altText + 1)]) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ 'imageAlts[0]': validationMessages.tooLong('Alt text', LIMITS.altText) });
    const nul = await updateList(key, created._id, { imageAlts: JSON.stringify(['Nul \0 inside']) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ 'imageAlts[0]': apiMessages.nulCharacter });
    const notAList = await updateList(key, created._id, { imageAlts: 'not json' });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().errors).toEqual({ imageAlts: validationMessages.jsonList('Alt texts') });
  });

  test('restoring a revision brings the list’s alt texts back', async () => {
    const created = await createList('singleBlog', { imageAlts: JSON.stringify(['Before', 'Before too']) });
    expect((await updateList('singleBlog', created._id, { imageAlts: JSON.stringify(['After', 'After too']) })).statusCode).toBe(200);
    const restored = await t.app.inject({ method: 'POST', url: `/single-blog/${created._id}/revisions/1/restore`, headers: bearer(staff) });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().imageAlts).toEqual(['Before', 'Before too']);
  });
});
