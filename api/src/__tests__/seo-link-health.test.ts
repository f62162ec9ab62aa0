// Link health in the site SEO audit: a published page's internal link that the site answers with a
// redirect (a staff rule, a chain of them, or a renamed post's old slug) is reported with the
// address to link to instead; one answered 410 is reported as leading to a removed page; a link to
// nothing stays a broken link; a straight link is no problem.

import { seoAuditMessages as m } from '@agency/shared/contract/messages';
import type { SeoAuditReply } from '@agency/shared/contract';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const createPost = async (heading: string, description: string) => {
  const reply = await write(t.app, 'POST', '/blog', staff, {
    fields: { ...CREATE_FIELDS.blog, heading, description, imageAlt: 'A map' },
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(reply.statusCode).toBe(201);
  return reply.json() as { _id: string; slug: string };
};

const addRule = async (rule: Record<string, unknown>) => {
  const reply = await t.app.inject({ method: 'POST', url: '/redirects', headers: bearer(staff), payload: rule });
  expect(reply.statusCode).toBe(201);
};

test('links through a redirect name the target to use, links to a 410 are reported, broken links stay broken', async () => {
  await addRule({ from: '/old-services', to: '/services' });
  await addRule({ from: '/retired-offer', to: '', status: 410 });
  await addRule({ from: '/first-hop', to: '/second-hop', status: 302 });
  await addRule({ from: '/second-hop', to: '/about' });
  const renamed = await createPost('Local search guide', '<p>Maps.</p>');
  const moved = await write(t.app, 'PUT', `/blog/${renamed._id}`, staff, { fields: { slug: 'local-search-guide-2026' } });
  expect(moved.statusCode).toBe(200);
  const holder = await createPost(
    'Link holder',
    [
      '<p><a href="/old-services">services</a> <a href="/retired-offer">offer</a> <a href="/first-hop">chain</a>',
      `<a href="/blog/${renamed.slug}">old slug</a> <a href="/no-such-page">nothing</a> <a href="/about">about</a>`,
      '<a href="/blog/local-search-guide-2026">current</a></p>',
    ].join(' '),
  );

  const reply = await t.app.inject({ method: 'GET', url: '/seo/audit', headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  const page = (reply.json() as SeoAuditReply).pages.find((candidate) => candidate.url === `/blog/${holder.slug}`)!;
  const links = page.problems.filter((problem) => problem.code.endsWith('InternalLink'));
  expect(links).toEqual([
    { code: 'brokenInternalLink', message: m.brokenInternalLink('/no-such-page') },
    { code: 'redirectedInternalLink', message: m.redirectedInternalLink('/old-services', '/services'), suggestion: '/services' },
    { code: 'goneInternalLink', message: m.goneInternalLink('/retired-offer') },
    // A chain is followed to its end: the link should name the last address.
    { code: 'redirectedInternalLink', message: m.redirectedInternalLink('/first-hop', '/about'), suggestion: '/about' },
    {
      code: 'redirectedInternalLink',
      message: m.redirectedInternalLink(`/blog/${renamed.slug}`, '/blog/local-search-guide-2026'),
      suggestion: '/blog/local-search-guide-2026',
    },
  ]);
});
