// GET /seo/audit (issue 19): staff get every fixed public page (/, /about, the lists...) and
// published post and service page with the problems the shared audit module finds in what
// visitors get (the SEO fields, else the derived title and description, the entry's own picture
// with its alt text, and the article's pictures the page shows), each with its editor; drafts are not public and stay out; a save shows at once.

import { seoAuditMessages } from '@agency/shared/contract/messages';
import type { SeoAuditReply } from '@agency/shared/contract';
import { SEO_PAGE_KEYS, SEO_PAGES } from '@agency/shared/contract/page-heads';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { imageUrl } from '@agency/shared/contract';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

type Key = 'blog' | 'singleBlog' | 'service' | 'singleService';

const create = async (key: Key, fields: Fields): Promise<{ _id: string; slug: string; images?: string[] }> => {
  const image = { ...imagePart(await pngImage(20, 20)), field: key.startsWith('single') ? 'images' : 'image' };
  const reply = await write(t.app, 'POST', `/${CONTENT_RESOURCES[key].path}`, staff, {
    // A card's picture is described unless the case says otherwise.
    fields: { ...CREATE_FIELDS[key], ...(key.startsWith('single') ? {} : { imageAlt: 'A shop front on a map' }), ...fields },
    files: [image],
  });
  expect(reply.statusCode).toBe(201);
  return reply.json() as { _id: string; slug: string; images?: string[] };
};

const audit = async (): Promise<SeoAuditReply> => {
  const reply = await t.app.inject({ method: 'GET', url: '/seo/audit', headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  return reply.json() as SeoAuditReply;
};

const codesOf = (reply: SeoAuditReply) => Object.fromEntries(reply.pages.map((page) => [page.url, page.problems.map((p) => p.code)]));

const LONG_TITLE = 'A very long search title about local search engine optimisation for small neighbourhood shops';

let ids: Record<string, string> = {};
beforeAll(async () => {
  const made = {
    healthy: await create('blog', { heading: 'Healthy post', description: '<p>How shops get found on maps, step by step.</p>' }),
    linking: await create('blog', {
      heading: 'Linking post',
      description:
        '<p>See <a href="/blog/gone-post">the old post</a>, <a href="/contact">contact us</a> or <a href="/blog/healthy-post">the healthy one</a>.</p>',
    }),
    empty: await create('blog', { heading: 'Empty body post', description: '' }),
    twinA: await create('blog', { heading: 'Twin one', description: '<p>First twin text.</p>', metaTitle: 'Shared title' }),
    twinB: await create('blog', { heading: 'Twin two', description: '<p>Second twin text.</p>', metaTitle: 'Shared title' }),
    long: await create('blog', { heading: 'Long title post', description: '<p>Its title is too wide.</p>', metaTitle: LONG_TITLE }),
    draft: await create('blog', { heading: 'Draft post', description: '', state: 'draft' }),
    noAlt: await create('blog', { heading: 'Cover without words', description: '<p>Its cover is not described.</p>', imageAlt: '' }),
    service: await create('service', { title: 'Email Marketing', description: '<p>Newsletters that sell.</p>' }),
  };
  // The service's body hides the page from search engines, yet the sitemap lists the service.
  await create('singleService', {
    heading: 'Email Marketing',
    description: '<p>Newsletters that sell, in detail.</p>',
    noindex: 'true',
    imageAlts: JSON.stringify(['An open newsletter']),
  });
  ids = Object.fromEntries(Object.entries(made).map(([name, entry]) => [name, entry._id]));
});

it('answers 401 without a session and 403 to a member', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/seo/audit' })).statusCode).toBe(401);
  const member = await t.memberToken();
  expect((await t.app.inject({ method: 'GET', url: '/seo/audit', headers: bearer(member) })).statusCode).toBe(403);
});

it('lists every published post and service with the problems visitors’ pages have', async () => {
  const reply = await audit();
  expect(codesOf(reply)).toEqual({
    ...Object.fromEntries(SEO_PAGE_KEYS.map((page) => [SEO_PAGES[page].path, []])),
    '/blog/healthy-post': [],
    '/blog/linking-post': ['brokenInternalLink'],
    '/blog/empty-body-post': ['missingDescription'],
    '/blog/twin-one': ['duplicateTitle'],
    '/blog/twin-two': ['duplicateTitle'],
    '/blog/long-title-post': ['titleTooLong'],
    '/blog/cover-without-words': ['imageWithoutAlt'],
    '/services/email-marketing': ['noindexInSitemap'],
  });
  expect(reply.count).toBe(7);
  const empty = reply.pages.find((page) => page.url === '/blog/empty-body-post')!;
  expect(empty).toEqual({
    url: '/blog/empty-body-post',
    title: 'Empty body post | Northstar Digital',
    editPath: `/editblog/${ids.empty}`,
    problems: [{ code: 'missingDescription', message: seoAuditMessages.missingDescription }],
  });
  expect(reply.pages.find((page) => page.url === '/blog/twin-one')?.title).toBe('Shared title');
  expect(reply.pages.find((page) => page.url === '/services/email-marketing')?.editPath).toBe(`/edit-service/${ids.service}`);
  expect(reply.pages.find((page) => page.url === '/blog/linking-post')?.problems[0].message).toBe(
    seoAuditMessages.brokenInternalLink('/blog/gone-post'),
  );
});

it('checks the fixed pages’ own SEO fields too, each linking to its editor in SEO for pages; a hidden page is out of the sitemap', async () => {
  const save = async (page: string, fields: Fields) =>
    expect((await write(t.app, 'PUT', `/seo/pages/${page}`, staff, { fields })).statusCode).toBe(200);
  await save('about', { metaTitle: `${LONG_TITLE} and agencies`, metaDescription: 'How shops get found on maps, step by step.' });
  await save('contact', { metaTitle: 'Shared title', noindex: 'true' });
  const reply = await audit();
  const codes = codesOf(reply);
  expect(codes['/about']).toEqual(['titleTooLong', 'duplicateDescription']);
  // Hidden from search engines: neither a twin of the posts' title nor in the sitemap.
  expect(codes['/contact']).toEqual([]);
  expect(reply.pages.find((page) => page.url === '/about')).toMatchObject({
    title: `${LONG_TITLE} and agencies`,
    editPath: '/seo-pages/about',
  });

  await save('about', { metaTitle: '', metaDescription: '' });
  await save('contact', { metaTitle: '', noindex: 'false' });
  expect(codesOf(await audit())['/about']).toEqual([]);
});

it('follows each save: a meta description clears the problem, publishing the draft adds its page', async () => {
  const fixed = await write(t.app, 'PUT', `/blog/${ids.empty}`, staff, { fields: { metaDescription: 'What an empty post is about.' } });
  expect(fixed.statusCode).toBe(200);
  const published = await write(t.app, 'PUT', `/blog/${ids.draft}`, staff, { fields: { state: 'published' } });
  expect(published.statusCode).toBe(200);
  const codes = codesOf(await audit());
  expect(codes['/blog/empty-body-post']).toEqual([]);
  expect(codes['/blog/draft-post']).toEqual(['missingDescription']);
});

it('names the entry picture without alt text, and clears it once staff describe the picture', async () => {
  const page = (await audit()).pages.find((candidate) => candidate.url === '/blog/cover-without-words')!;
  const cover = ((await t.app.inject({ url: `/blog/${ids.noAlt}` })).json() as { image: string }).image;
  expect(page.problems).toEqual([{ code: 'imageWithoutAlt', message: seoAuditMessages.imageWithoutAlt(`/blogimg/${cover}`) }]);
  const described = await write(t.app, 'PUT', `/blog/${ids.noAlt}`, staff, { fields: { imageAlt: 'A cover photo of a shop' } });
  expect(described.statusCode).toBe(200);
  expect(codesOf(await audit())['/blog/cover-without-words']).toEqual([]);
});

it("names the article's pictures its page shows without alt text: every picture of a post, a service's first", async () => {
  await create('blog', { heading: 'Gallery post', description: '<p>A post whose article has pictures.</p>' });
  const body = await create('singleBlog', { heading: 'Gallery post', description: '<p>The article, with a chart.</p>' });
  const chart = imageUrl('', 'singleBlog', body.images![0]);
  expect((await audit()).pages.find((page) => page.url === '/blog/gallery-post')?.problems).toEqual([
    { code: 'imageWithoutAlt', message: seoAuditMessages.imageWithoutAlt(chart) },
  ]);
  const described = await write(t.app, 'PUT', `/single-blog/${body._id}`, staff, {
    fields: { imageAlts: JSON.stringify(['A chart of visits from maps']) },
  });
  expect(described.statusCode).toBe(200);
  expect(codesOf(await audit())['/blog/gallery-post']).toEqual([]);

  // A service page shows its article's first picture only: the second, undescribed, is not on the page.
  await create('service', { title: 'Local Listings', description: '<p>Found on maps.</p>' });
  const picture = async () => imagePart(await pngImage(20, 20));
  const twoPictures = await write(t.app, 'POST', `/${CONTENT_RESOURCES.singleService.path}`, staff, {
    fields: {
      ...CREATE_FIELDS.singleService,
      heading: 'Local Listings',
      description: '<p>Listings, in detail.</p>',
      imageAlts: JSON.stringify(['A pin on a map', '']),
    },
    files: [
      { ...(await picture()), field: 'images' },
      { ...(await picture()), field: 'images' },
    ],
  });
  expect(twoPictures.statusCode).toBe(201);
  expect(codesOf(await audit())['/services/local-listings']).toEqual([]);
});
