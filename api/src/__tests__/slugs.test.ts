// Slugs: ASCII, unique per resource, following renames with a 301 from the old slug.

import { slugify } from '../persistence/slugs';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

test.each([
  ['Seo Services', 'seo-services'],
  ['  Crème brûlée & Café — déjà vu!  ', 'creme-brulee-and-cafe-deja-vu'],
  ['Straße für Ørsted, Łódź', 'strasse-fur-orsted-lodz'],
  ['10 Technical SEO Fixes That Move Rankings', '10-technical-seo-fixes-that-move-rankings'],
  ['!!!', 'untitled'],
  ['日本語', 'untitled'],
  ['a'.repeat(50) + ' ' + 'b'.repeat(50), 'a'.repeat(50)],
])('slugify(%j) = %j', (heading, slug) => {
  expect(slugify(heading)).toBe(slug);
});

describe('through the API', () => {
  let t: TestApp;
  let staff: string;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await t.staffToken();
    image = await pngImage(50, 50);
  });
  afterAll(() => t.close());

  const createBlog = (heading: string) =>
    write(t.app, 'POST', '/blog', staff, { fields: { ...CREATE_FIELDS.blog, heading }, files: [imagePart(image)] }).then((r) => r.json());

  test('equal headings get -2, -3 suffixes', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createBlog('Growth Hacks')).slug);
    expect(slugs).toEqual(['growth-hacks', 'growth-hacks-2', 'growth-hacks-3']);
  });

  test('a rename moves the slug, records the old one, and old links answer 301', async () => {
    const blog = await createBlog('Old Name');
    const renamed = await write(t.app, 'PUT', `/blog/${blog._id}`, staff, { fields: { heading: 'Brand New Name' } });
    expect(renamed.json().slug).toBe('brand-new-name');
    const redirect = await t.app.inject('/blog/old-name?ref=x');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/blog/brand-new-name?ref=x');
    expect((await t.app.inject('/blog/brand-new-name')).json()._id).toBe(blog._id);

    // A new entry never takes a slug that old links still point at.
    expect((await createBlog('Old Name')).slug).toBe('old-name-2');

    // An edit that does not change the slug text keeps the slug.
    const sameSlug = await write(t.app, 'PUT', `/blog/${blog._id}`, staff, { fields: { heading: 'BRAND new name!' } });
    expect(sameSlug.json().slug).toBe('brand-new-name');

    // Renaming back reclaims the entry's own old slug.
    const back = await write(t.app, 'PUT', `/blog/${blog._id}`, staff, { fields: { heading: 'Old Name' } });
    expect(back.json().slug).toBe('old-name');
    expect((await t.app.inject('/blog/brand-new-name')).headers.location).toBe('/blog/old-name');
  });

  test('single blog and single service slug routes redirect after a rename', async () => {
    const single = (
      await write(t.app, 'POST', '/single-blog', staff, { fields: { heading: 'Deep Dive' }, files: [imagePart(image, 'images')] })
    ).json();
    await write(t.app, 'PUT', `/single-blog/${single._id}`, staff, { fields: { heading: 'Deeper Dive' } });
    const redirect = await t.app.inject('/single-blog/slug/deep-dive');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/single-blog/slug/deeper-dive');

    const service = (await write(t.app, 'POST', '/single-service', staff, { fields: { heading: 'Audits' } })).json();
    await write(t.app, 'PUT', `/single-service/${service._id}`, staff, { fields: { heading: 'SEO Audits' } });
    expect((await t.app.inject('/single-service/slug/audits')).headers.location).toBe('/single-service/slug/seo-audits');

    const card = (
      await write(t.app, 'POST', '/services', staff, { fields: { ...CREATE_FIELDS.service, title: 'Ads' }, files: [imagePart(image)] })
    ).json();
    await write(t.app, 'PUT', `/services/${card._id}`, staff, { fields: { title: 'Paid Ads' } });
    expect((await t.app.inject('/services/ads')).headers.location).toBe('/services/paid-ads');
  });

  test('a deleted entry’s old slugs stop redirecting', async () => {
    const blog = await createBlog('Short Lived');
    await write(t.app, 'PUT', `/blog/${blog._id}`, staff, { fields: { heading: 'Shorter Lived' } });
    await t.app.inject({ method: 'DELETE', url: `/blog/${blog._id}`, headers: bearer(staff) });
    expect((await t.app.inject('/blog/short-lived')).statusCode).toBe(404);
    expect((await t.app.inject('/blog/shorter-lived')).statusCode).toBe(404);
  });

  test('the prefix is kept in the Location when the API is mounted under /api', async () => {
    const { buildApp } = await import('../app');
    const { testOptions } = await import('./helpers/test-app');
    const mounted = await buildApp({ ...testOptions(t.env, { seed: false }), prefix: '/api' });
    await mounted.ready();
    const redirect = await mounted.inject('/api/blog/old-name-2x');
    expect(redirect.statusCode).toBe(404);
    const moved = await mounted.inject('/api/blog/brand-new-name');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/blog/old-name');
    expect((await mounted.inject('/blog/old-name')).json()).toEqual({ message: 'Not found' });
    await mounted.close();
  });
});
