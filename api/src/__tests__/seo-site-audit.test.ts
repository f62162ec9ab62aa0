// The site SEO audit on fixed pages (issue 19): each public page's problems, computed by the
// shared module the API host runs in Node.

import { auditSite, type AuditPageInput, type AuditProblemKind } from '@agency/shared/contract/seo';
import { seoAuditMessages as m } from '@agency/shared/contract/messages';

const SITE = 'https://northstar-digital.example';

const page = (url: string, overrides: Partial<AuditPageInput> = {}): AuditPageInput => ({
  url,
  title: `Page ${url} | Northstar Digital`,
  description: `What ${url} is about, in one sentence.`,
  noindex: false,
  inSitemap: true,
  html: '',
  ...overrides,
});

/** A small healthy site: the home page links to both sections, each links back home. */
const healthy = (): AuditPageInput[] => [
  page('/', { html: '<nav><a href="/blog">Blog</a> <a href="/services">Services</a></nav>' }),
  page('/blog', { html: '<a href="/">Home</a> <a href="/blog/local-seo">Local SEO</a>' }),
  page('/blog/local-seo', {
    html: '<p><img src="/api/blogimg/map.png" alt="A map"> <a href="/services/">Services</a></p>',
    editPath: '/editblog/b1',
  }),
  page('/services', { html: `<a href="${SITE}/">Home</a>` }),
];

const kinds = (pages: AuditPageInput[], options = {}) =>
  Object.fromEntries(
    auditSite(pages, { siteOrigin: SITE, ...options }).pages.map((result) => [result.path, result.problems.map((problem) => problem.kind)]),
  );

it('finds nothing wrong with a healthy site', () => {
  const audit = auditSite(healthy(), { siteOrigin: SITE });
  expect(audit.problemCount).toBe(0);
  expect(audit.pages.map((result) => [result.path, result.problems])).toEqual([
    ['/', []],
    ['/blog', []],
    ['/blog/local-seo', []],
    ['/services', []],
  ]);
  expect(audit.pages[2].editPath).toBe('/editblog/b1');
});

it('reports missing and duplicate titles and descriptions, naming the twins', () => {
  const pages = healthy();
  pages[1].title = '';
  pages[2].description = ' ';
  pages[3].title = pages[0].title;
  pages[3].description = pages[0].description.toUpperCase();
  const audit = auditSite(pages, { siteOrigin: SITE });
  expect(audit.pages[1].problems).toEqual([{ kind: 'missingTitle', message: m.missingTitle }]);
  expect(audit.pages[2].problems).toEqual([{ kind: 'missingDescription', message: m.missingDescription }]);
  expect(audit.pages[0].problems).toEqual([
    { kind: 'duplicateTitle', message: m.duplicateTitle(1), others: ['/services'] },
    { kind: 'duplicateDescription', message: m.duplicateDescription(1), others: ['/services'] },
  ]);
  expect(audit.pages[3].problems.map((problem) => problem.others)).toEqual([['/'], ['/']]);
  expect(audit.problemCount).toBe(6);
});

it('reports titles wider than Google shows (by pixels)', () => {
  const pages = healthy();
  pages[2].title = 'The complete local SEO checklist for dentists, clinics and small practices | Northstar Digital';
  const [problem] = auditSite(pages, { siteOrigin: SITE }).pages[2].problems;
  expect(problem.kind).toBe('titleTooLong');
  expect(problem.message).toMatch(/^The title is \d+ px wide: Google shows about 580 px\.$/);
});

it("reports each image without alt text, in the HTML and among the page's own images", () => {
  const pages = healthy();
  pages[2].html += '<img src="/api/blogimg/chart.png"><img src="/deco.svg" role="presentation">';
  pages[2].images = [{ src: '/api/blogimg/cover.png', alt: null }];
  const problems = auditSite(pages, { siteOrigin: SITE }).pages[2].problems;
  expect(problems).toEqual([
    { kind: 'imageWithoutAlt', message: m.imageWithoutAlt('/api/blogimg/cover.png'), target: '/api/blogimg/cover.png' },
    { kind: 'imageWithoutAlt', message: m.imageWithoutAlt('/api/blogimg/chart.png'), target: '/api/blogimg/chart.png' },
  ]);
});

it('reports internal links to pages that do not exist, once each; known paths and files are fine', () => {
  const pages = healthy();
  // Relative links resolve against the page: 'old-post' on /blog/local-seo is /blog/old-post.
  pages[2].html +=
    ' <a href="/blog/old-post">Old</a> <a href="old-post#part">Old again</a> <a href="https://example.org/nowhere">Away</a>' +
    ' <a href="/login">Log in</a> <a href="/api/blogimg/map.png">Picture</a> <a href="local-seo">Itself</a> <a href="/pricing">Gone</a>';
  const problems = auditSite(pages, { siteOrigin: SITE, knownPaths: ['/login'] }).pages[2].problems;
  expect(problems).toEqual([
    { kind: 'brokenInternalLink', message: m.brokenInternalLink('/blog/old-post'), target: '/blog/old-post' },
    { kind: 'brokenInternalLink', message: m.brokenInternalLink('/pricing'), target: '/pricing' },
  ]);
});

it('reports orphan pages no other page links to (a link to itself does not count; the home page needs none)', () => {
  const pages = healthy();
  pages.push(page('/services/ppc', { html: '<a href="/services/ppc">Self</a> <a href="/">Home</a>' }));
  expect(kinds(pages)['/services/ppc']).toEqual(['orphanPage']);
  expect(kinds(pages)['/']).toEqual([]);
});

it('reports noindex pages listed in the sitemap, and leaves noindex pages out of the title and orphan checks', () => {
  const pages = healthy();
  pages.push(page('/thank-you', { noindex: true, inSitemap: true, title: pages[0].title, description: '' }));
  pages.push(page('/success', { noindex: true, inSitemap: false }));
  const result = kinds(pages);
  expect(result['/thank-you']).toEqual<AuditProblemKind[]>(['noindexInSitemap']);
  expect(result['/success']).toEqual([]);
  expect(result['/']).toEqual([]);
});

it('accepts absolute page URLs on the site and reports them by path', () => {
  const pages = healthy().map((entry) => ({ ...entry, url: `${SITE}${entry.url}` }));
  const audit = auditSite(pages, { siteOrigin: SITE });
  expect(audit.problemCount).toBe(0);
  expect(audit.pages.map((result) => result.path)).toEqual(['/', '/blog', '/blog/local-seo', '/services']);
});
