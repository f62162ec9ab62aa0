// SEO fields per entry (issue 19) on the content with a page of its own (a post's and a service's
// card and body): stored and returned as additions, empty on existing rows; validated with the
// shared rules (400 with field messages, never a 500); the social image stored like the other
// pictures; an editable slug whose old value keeps answering 301, refused when another entry has
// it; entries hidden from search engines (noindex) left out of the sitemap.

import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { apiMessages, seoFieldMessages, validationMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { SEO_LIMITS, SEO_RESOURCES } from '@agency/shared/contract/schemas/seo';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { referencedImages } from '../image-references/referenced-images';
import { newObjectId } from '../db/ids';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { ENTITY_KEYS, keysOf, sorted } from './helpers/entity-shapes';
import { imagePart, pngImage, TEXT_AS_PNG } from './helpers/images';
import type { FilePart } from './helpers/multipart';
import { isStored } from './helpers/stored-media';
import { createTestApp, type TestApp } from './helpers/test-app';

const invalid = seoFieldMessages.validation;
const labels = seoFieldMessages.labels;

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

type Key = (typeof SEO_RESOURCES)[number];
type Entry = Record<string, unknown> & { _id: string; slug: string };

const SEO_VALUES = {
  metaTitle: 'Local SEO for small shops | Northstar Digital',
  metaDescription: 'How local shops get found on maps, step by step.',
  canonicalUrl: 'https://northstar-digital.example/blog/local-seo',
  noindex: 'true',
  focusKeyphrase: 'local seo',
};

/** What an entry written without SEO fields carries: its page derives them. */
const EMPTY_SEO = { metaTitle: '', metaDescription: '', socialImage: '', canonicalUrl: '', noindex: false, focusKeyphrase: '' };

const mainImages = async (key: Key): Promise<FilePart[]> => {
  const resource = CONTENT_RESOURCES[key];
  return [{ ...imagePart(await pngImage(20, 20)), field: resource.images === 'many' ? 'images' : 'image' }];
};

const pathOf = (key: Key) => `/${CONTENT_RESOURCES[key].path}`;
const labelOf = (key: Key) => CONTENT_RESOURCES[key].slugFrom!;

const create = async (key: Key, extra: Fields = {}, files: FilePart[] = []) =>
  write(t.app, 'POST', pathOf(key), staff, { fields: { ...CREATE_FIELDS[key], ...extra }, files: [...(await mainImages(key)), ...files] });

const createOk = async (key: Key, extra: Fields = {}, files: FilePart[] = []): Promise<Entry> => {
  const reply = await create(key, extra, files);
  expect(reply.statusCode).toBe(201);
  return reply.json() as Entry;
};

const update = (key: Key, id: string, fields: Fields, files: FilePart[] = [], json = false) =>
  write(t.app, 'PUT', `${pathOf(key)}/${id}`, staff, { fields, files, json });

const get = (url: string) => t.app.inject({ method: 'GET', url });

let counter = 0;
const unique = (text: string) => `${text} ${(counter += 1)}`;

describe.each(SEO_RESOURCES)('%s', (key) => {
  const folder = IMAGE_FOLDERS[CONTENT_RESOURCES[key].imageKind!];

  test('stores the SEO fields sent on create and returns them as additions to the reply shape', async () => {
    const created = await createOk(key, { ...SEO_VALUES, [labelOf(key)]: unique('With SEO') });
    expect(sorted(keysOf(created))).toEqual(sorted(ENTITY_KEYS[key]));
    expect(created).toMatchObject({ ...SEO_VALUES, noindex: true, socialImage: '' });
    const read = (await get(`${pathOf(key)}/${created._id}`)).json() as Entry;
    expect(read).toMatchObject({ ...SEO_VALUES, noindex: true });
  });

  test('an entry written without them has empty SEO fields, and an update that leaves them out keeps them', async () => {
    const plain = await createOk(key, { [labelOf(key)]: unique('Plain') });
    expect(plain).toMatchObject(EMPTY_SEO);
    const seo = await update(key, plain._id, { metaTitle: 'Kept title' });
    expect(seo.statusCode).toBe(200);
    const renamed = await update(key, plain._id, { [labelOf(key)]: unique('Renamed plain') });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ metaTitle: 'Kept title', noindex: false });
  });

  test('bad SEO fields get 400 with a message per field, never a 500', async () => {
    const reply = await create(key, {
      metaTitle: 'x'.repeat(SEO_LIMITS.metaTitle + 1),
      metaDescription: 'Nul \0 inside',
      canonicalUrl: 'javascript:alert(1)',
      slug: 'Not A Slug!',
      noindex: 'perhaps',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({
      metaTitle: validationMessages.tooLong(labels.metaTitle, SEO_LIMITS.metaTitle),
      metaDescription: apiMessages.nulCharacter,
      canonicalUrl: invalid.canonicalUrl,
      slug: invalid.slug,
      noindex: invalid.noindex,
    });
  });

  test('the social image: an uploaded picture is stored in the entry folder, replaced, cleared; anything else is refused', async () => {
    const created = await createOk(key, { [labelOf(key)]: unique('Social') }, [imagePart(await pngImage(60, 40), 'socialImage')]);
    const first = String(created.socialImage);
    expect(first).toMatch(/^[0-9a-f]{24}\.webp$/);
    expect(await isStored(t.env, folder, first)).toBe(true);

    // Sent back as it is (an edit form's unchanged value), or not at all: kept.
    expect((await update(key, created._id, { socialImage: first })).json().socialImage).toBe(first);
    expect((await update(key, created._id, { metaTitle: 'Other' })).json().socialImage).toBe(first);

    const replaced = await update(key, created._id, {}, [imagePart(await pngImage(30, 30, '#ff0000'), 'socialImage')]);
    expect(replaced.statusCode).toBe(200);
    const second = String(replaced.json().socialImage);
    expect(second).not.toBe(first);
    expect(await isStored(t.env, folder, second)).toBe(true);
    // The replaced picture stays while an earlier revision shows it; the orphan sweep takes it after (revisions.test.ts).
    expect(await isStored(t.env, folder, first)).toBe(true);

    const address = 'https://cdn.example/social/card.png';
    const toAddress = await update(key, created._id, { socialImage: address });
    expect(toAddress.json().socialImage).toBe(address);
    expect(await isStored(t.env, folder, second)).toBe(true);
    expect((await update(key, created._id, { socialImage: '' })).json().socialImage).toBe('');

    for (const [fields, files] of [
      [{}, [imagePart(TEXT_AS_PNG, 'socialImage')]],
      [{ socialImage: 'ftp://cdn.example/card.png' }, []],
      [{ socialImage: second }, []], // a name that is not its own (any more)
    ] as Array<[Fields, FilePart[]]>) {
      const refused = await update(key, created._id, fields, files);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ socialImage: invalid.socialImage });
    }
    // A JSON body cannot pass an object off as an upload.
    const json = await t.app.inject({
      method: 'PUT',
      url: `${pathOf(key)}/${created._id}`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { socialImage: { type: 'image/png', name: 'fake.png', size: 10 } },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ socialImage: invalid.socialImage });
  });

  test('the slug is editable: the old one answers 301, another entry’s slug or old slug is refused, empty follows the heading', async () => {
    const heading = unique('Slug owner');
    const entry = await createOk(key, { [labelOf(key)]: heading });
    const other = await createOk(key, { [labelOf(key)]: unique('Slug neighbour') });

    const moved = await update(key, entry._id, { slug: `chosen-address-${counter}` });
    expect(moved.statusCode).toBe(200);
    const chosen = (moved.json() as Entry).slug;
    expect(chosen).toBe(`chosen-address-${counter}`);
    const old = await get(`${pathOf(key)}/${entry.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${pathOf(key)}/${chosen}`);
    // A heading change keeps a chosen slug that is sent with it (the editor sends it).
    const renamed = await update(key, entry._id, { [labelOf(key)]: unique('Renamed owner'), slug: chosen });
    expect((renamed.json() as Entry).slug).toBe(chosen);

    for (const taken of [other.slug, entry.slug]) {
      const refused = await update(key, other._id, { slug: taken === other.slug ? chosen : entry.slug });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ slug: invalid.slugTaken });
    }
    expect((await create(key, { [labelOf(key)]: unique('Newcomer'), slug: chosen })).json().errors).toEqual({ slug: invalid.slugTaken });

    // Empty: the slug follows the heading again, and the chosen one redirects.
    const back = await update(key, entry._id, { slug: '' });
    const derived = (back.json() as Entry).slug;
    expect(derived).toMatch(/^renamed-owner-\d+$/);
    expect((await get(`${pathOf(key)}/${chosen}`)).headers.location).toBe(`${pathOf(key)}/${derived}`);
  });
});

test('existing rows migrate with empty SEO fields: their replies carry the derived-fallback defaults', async () => {
  const id = newObjectId(new Date());
  const now = new Date().toISOString();
  await direct.db
    .insertInto('blogs')
    .values({ _id: id, slug: `old-post-${id}`, heading: 'Old post', description: '<p>Old</p>', image: '', createdAt: now, updatedAt: now })
    .execute();
  const reply = await get(`/blog/${id}`);
  expect(reply.json()).toMatchObject(EMPTY_SEO);
});

test('JSON bodies carry the SEO fields too', async () => {
  const created = await createOk('blog', { heading: unique('Json SEO') });
  const reply = await update('blog', created._id, { metaTitle: 'From JSON', noindex: true, slug: `from-json-${counter}` }, [], true);
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toMatchObject({ metaTitle: 'From JSON', noindex: true, slug: `from-json-${counter}` });
});

test('a post or service hidden from search engines leaves the sitemap and its count; its page stays', async () => {
  const summary = async () => (await get('/sitemap')).json() as { counts: { blog: number; services: number } };
  const addresses = async () => ((await get('/sitemap/blog')).json() as Array<{ slug: string }>).map((row) => row.slug);
  const post = await createOk('blog', { heading: unique('Sitemap post') });
  const before = await summary();
  expect(await addresses()).toContain(post.slug);

  expect((await update('blog', post._id, { noindex: 'true' })).statusCode).toBe(200);
  expect(await addresses()).not.toContain(post.slug);
  expect((await summary()).counts.blog).toBe(before.counts.blog - 1);
  expect((await get(`/blog/page/${post.slug}`)).statusCode).toBe(200);

  expect((await update('blog', post._id, { noindex: 'false' })).statusCode).toBe(200);
  expect(await addresses()).toContain(post.slug);
  expect((await summary()).counts.blog).toBe(before.counts.blog);
});

test('a social image is kept by the orphan sweep and backup while its entry or trashed entry refers to it, and leaves with the purge', async () => {
  const post = await createOk('blog', { heading: unique('Social kept') }, [imagePart(await pngImage(50, 30), 'socialImage')]);
  const file = String(post.socialImage);
  const kept = async () => (await referencedImages(direct.db)).get('blog')?.has(file);
  expect(await kept()).toBe(true);

  expect(
    (await t.app.inject({ method: 'DELETE', url: `/blog/${post._id}`, headers: { authorization: `Bearer ${staff}` } })).statusCode,
  ).toBe(200);
  expect(await kept()).toBe(true);
  expect(await isStored(t.env, IMAGE_FOLDERS.blog, file)).toBe(true);

  const purged = await t.app.inject({ method: 'DELETE', url: `/trash/${post._id}`, headers: { authorization: `Bearer ${staff}` } });
  expect(purged.statusCode).toBe(200);
  expect(await kept()).toBe(false);
  expect(await isStored(t.env, IMAGE_FOLDERS.blog, file)).toBe(false);
});

test('two entries racing for the same chosen slug: one gets it, the other a 400 on its slug field, never a 500', async () => {
  for (let round = 0; round < 5; round += 1) {
    const [a, b] = await Promise.all([createOk('blog', { heading: unique('Racer') }), createOk('blog', { heading: unique('Racer') })]);
    const wanted = `raced-address-${counter}`;
    const replies = await Promise.all([a, b].map((entry) => update('blog', entry._id, { slug: wanted })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(replies.find((reply) => reply.statusCode === 400)!.json().errors).toEqual({ slug: invalid.slugTaken });
  }
});
