// Page-level SEO (issue 19) of the public pages that are not one entry's page: every page listed
// for staff with its fields and derived defaults; updates validated with the shared rules (400
// per field, never a 500), 404 for an unknown page, If-Match refusing a stale copy; the social
// image stored like an entry's, replaced, swept once unused; the public head each page's stored
// fields, else its derived title and description;
// a page hidden from search engines reported to the sitemap, whose version follows each save.

import { apiMessages, seoFieldMessages, validationMessages } from '@agency/shared/contract/messages';
import { entityVersionTag } from '@agency/shared/contract/entity-version';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { fullPageTitle, type SeoPageSettings } from '@agency/shared/contract';
import { SEO_PAGE_KEYS, SEO_PAGES } from '@agency/shared/contract/page-heads';
import { SEO_LIMITS } from '@agency/shared/contract/schemas/seo';
import { referencedImages } from '../image-references/referenced-images';
import { openDatabase, type OpenDatabase } from '../db/connect';
import type { MediaStore } from '../media/media-store';
import { openMediaStore } from '../media/open-media-store';
import { sweepOrphans } from '../media/orphan-sweep';
import { write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage, TEXT_AS_PNG } from './helpers/images';
import type { FilePart } from './helpers/multipart';
import { isStored } from './helpers/stored-media';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const invalid = seoFieldMessages.validation;
const labels = seoFieldMessages.labels;
const FOLDER = IMAGE_FOLDERS.page;

let t: TestApp;
let staff: string;
let direct: OpenDatabase;
let media: MediaStore;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  media = await openMediaStore(t.env.dataDir, t.env.media);
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const update = (page: string, fields: Fields, files: FilePart[] = [], json = false) =>
  write(t.app, 'PUT', `/seo/pages/${page}`, staff, { fields, files, json });
const settingsOf = async (page: string): Promise<SeoPageSettings> =>
  ((await get('/seo/pages', staff)).json() as SeoPageSettings[]).find((entry) => entry.page === page)!;

test('GET /seo/pages lists every page with empty fields and the title and description its head derives', async () => {
  expect((await get('/seo/pages')).statusCode).toBe(401);
  const reply = await get('/seo/pages', staff);
  expect(reply.statusCode).toBe(200);
  const pages = reply.json() as SeoPageSettings[];
  expect(pages.map((page) => page.path)).toEqual(SEO_PAGE_KEYS.map((key) => SEO_PAGES[key].path));
  expect(pages.find((page) => page.page === 'about')).toEqual({
    page: 'about',
    path: '/about',
    metaTitle: '',
    metaDescription: '',
    socialImage: '',
    canonicalUrl: '',
    noindex: false,
    updatedAt: null,
    defaults: { title: fullPageTitle(SEO_PAGES.about.title), description: SEO_PAGES.about.description },
  });
});

test('PUT /seo/pages/{page} stores the fields sent and keeps those left out; the public head uses them, else the derived ones', async () => {
  const derived = {
    metaTitle: fullPageTitle(SEO_PAGES.about.title),
    metaDescription: SEO_PAGES.about.description,
    socialImage: '',
    canonicalUrl: '',
    noindex: false,
  };
  expect((await get('/seo/pages/public/about')).json()).toEqual(derived);
  const saved = await update('about', {
    metaTitle: 'About the agency | Northstar',
    metaDescription: 'Who we are.',
    canonicalUrl: 'https://northstar.example/about',
  });
  expect(saved.statusCode).toBe(200);
  const body = saved.json() as SeoPageSettings;
  expect(body).toMatchObject({ page: 'about', metaTitle: 'About the agency | Northstar', noindex: false });
  expect(saved.headers.etag).toBe(entityVersionTag(body.updatedAt!));

  const partial = await update('about', { metaDescription: 'Who we are, and why.' }, [], true);
  expect(partial.json()).toMatchObject({ metaTitle: 'About the agency | Northstar', metaDescription: 'Who we are, and why.' });
  expect((await get('/seo/pages/public/about')).json()).toEqual({
    metaTitle: 'About the agency | Northstar',
    metaDescription: 'Who we are, and why.',
    socialImage: '',
    canonicalUrl: 'https://northstar.example/about',
    noindex: false,
  });
  // An emptied field falls back again.
  const cleared = await update('about', { metaTitle: '' });
  expect(cleared.json()).toMatchObject({ metaTitle: '' });
  expect((await get('/seo/pages/public/about')).json()).toMatchObject({
    metaTitle: derived.metaTitle,
    metaDescription: 'Who we are, and why.',
  });
  expect((await get('/seo/pages/public/nowhere')).statusCode).toBe(404);
});

test('bad fields get 400 with a message per field; an unknown page 404; a stale copy 409', async () => {
  const reply = await update('shop', {
    metaTitle: 'x'.repeat(SEO_LIMITS.metaTitle + 1),
    metaDescription: 'Nul \0 inside',
    canonicalUrl: 'javascript:alert(1)',
    noindex: 'perhaps',
  });
  expect(reply.statusCode).toBe(400);
  expect(reply.json().errors).toEqual({
    metaTitle: validationMessages.tooLong(labels.metaTitle, SEO_LIMITS.metaTitle),
    metaDescription: apiMessages.nulCharacter,
    canonicalUrl: invalid.canonicalUrl,
    noindex: invalid.noindex,
  });
  const objects = await update('shop', { metaTitle: { nested: true } } as unknown as Fields, [], true);
  expect(objects.statusCode).toBe(400);

  for (const page of ['nowhere', 'constructor', '__proto__', 'blog%2Fpost'])
    expect((await update(page, { metaTitle: 'x' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'PUT', url: '/seo/pages/shop', payload: { metaTitle: 'x' } })).statusCode).toBe(401);

  const first = (await update('contact', { metaTitle: 'Contact one' })).json() as SeoPageSettings;
  const stale = entityVersionTag('2020-01-01T00:00:00.000Z');
  const refused = await t.app.inject({
    method: 'PUT',
    url: '/seo/pages/contact',
    headers: { ...bearer(staff), 'if-match': stale },
    payload: { metaTitle: 'Contact two' },
  });
  expect(refused.statusCode).toBe(409);
  const current = await t.app.inject({
    method: 'PUT',
    url: '/seo/pages/contact',
    headers: { ...bearer(staff), 'if-match': entityVersionTag(first.updatedAt!) },
    payload: { metaTitle: 'Contact two' },
  });
  expect(current.statusCode).toBe(200);
  expect((await settingsOf('contact')).metaTitle).toBe('Contact two');
});

test('the social image: an upload is stored in the pages folder, replaced (the old file removed), cleared, swept when unused', async () => {
  const uploaded = await update('services', {}, [imagePart(await pngImage(60, 40), 'socialImage')]);
  expect(uploaded.statusCode).toBe(200);
  const first = (uploaded.json() as SeoPageSettings).socialImage;
  expect(first).toMatch(/^[0-9a-f]{24}\.webp$/);
  expect(await isStored(t.env, FOLDER, first)).toBe(true);
  // Kept through a sweep while the page uses it, and when sent back unchanged.
  await sweepOrphans(media, await referencedImages(direct.db), { graceMs: 0 });
  expect(await isStored(t.env, FOLDER, first)).toBe(true);
  expect((await update('services', { socialImage: first })).json().socialImage).toBe(first);

  const replaced = await update('services', {}, [imagePart(await pngImage(30, 30, '#ff0000'), 'socialImage')]);
  const second = (replaced.json() as SeoPageSettings).socialImage;
  expect(second).not.toBe(first);
  expect(await isStored(t.env, FOLDER, first)).toBe(false);

  for (const [fields, files] of [
    [{}, [imagePart(TEXT_AS_PNG, 'socialImage')]],
    [{ socialImage: 'ftp://cdn.example/card.png' }, []],
    [{ socialImage: first }, []], // a name the page does not use (any more)
  ] as Array<[Fields, FilePart[]]>) {
    const refused = await update('services', fields, files);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ socialImage: invalid.socialImage });
  }

  const address = 'https://cdn.example/social/services.png';
  expect((await update('services', { socialImage: address })).json().socialImage).toBe(address);
  expect(await isStored(t.env, FOLDER, second)).toBe(false);
  expect((await update('services', { socialImage: '' })).json().socialImage).toBe('');

  // A file nobody uses (a crash between storing and saving) goes with the next sweep.
  const [stray] = await media.saveAll('page', [await pngImage(10, 10)]);
  media.settle([stray]);
  await sweepOrphans(media, await referencedImages(direct.db), { graceMs: 0 });
  expect(await isStored(t.env, FOLDER, stray)).toBe(false);
});

test('a page hidden from search engines is reported to the sitemap, whose version changes with every save', async () => {
  const before = (await get('/sitemap')).json() as { version: string; hiddenPages: string[] };
  expect(before.hiddenPages).not.toContain('/faqs');
  await update('faqs', { noindex: 'true' });
  const hidden = (await get('/sitemap')).json() as { version: string; hiddenPages: string[] };
  expect(hidden.hiddenPages).toContain('/faqs');
  expect(hidden.version).not.toBe(before.version);
  expect((await get('/seo/pages/public/faqs')).json()).toMatchObject({ noindex: true });
  await update('faqs', { noindex: 'false' });
  expect(((await get('/sitemap')).json() as { hiddenPages: string[] }).hiddenPages).not.toContain('/faqs');
  expect((await get('/seo/pages/public/faqs')).json()).toMatchObject({ noindex: false });
});
