// The sitemap (sitemaps.org 0.9) as an index of files of at most 50,000 URLs each (the
// protocol's limit): /sitemap-pages.xml holds every public route and every service,
// /sitemap-blog-N.xml the posts, oldest first, so a post keeps its file as new ones come.

import { blogPath, PUBLIC_ROUTES, servicePath } from '@agency/shared/contract';
import type { PublishedContent, SitemapAddress } from './published-content';
import { escapeXml } from './site-url';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export const PAGES_FILE = 'sitemap-pages.xml';
export const blogFile = (part: number): string => `sitemap-blog-${part}.xml`;

interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** Pages that exist for a visitor's journey, not for search: crawlable but low priority. */
const UTILITY_PATHS = new Set(['/login', '/signup', '/forgotpassword', '/success', '/cancel', '/thank-you']);

const staticEntries = (): SitemapEntry[] =>
  PUBLIC_ROUTES.filter((route) => !route.path.includes(':')).map((route) => ({
    path: route.path,
    changefreq: route.path === '/' || route.path === '/blog' ? 'daily' : UTILITY_PATHS.has(route.path) ? 'yearly' : 'monthly',
    priority: route.path === '/' ? 1 : UTILITY_PATHS.has(route.path) ? 0.1 : 0.7,
  }));

const latest = (dates: string[]): string | undefined => dates.sort().at(-1);

const urlSet = (origin: string, entries: SitemapEntry[]): string => {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + entry.path)}</loc>`,
      entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '',
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
};

/** How many blog files `posts` posts take. */
export const blogFileCount = (posts: number, urlsPerFile: number): number => Math.ceil(posts / urlsPerFile);

export const buildSitemapIndex = (origin: string, files: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/${file}`)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/** Every public route but those hidden from search engines (page SEO), and every service; the blog's lastmod is its newest post's. */
export const buildPagesSitemap = async (
  origin: string,
  content: PublishedContent,
  hiddenPages: readonly string[] = [],
): Promise<string> => {
  const [services, newest] = await Promise.all([content.services(), content.latestBlogs(1)]);
  const entries: SitemapEntry[] = [
    ...staticEntries()
      .filter((entry) => !hiddenPages.includes(entry.path))
      .map((entry) =>
        entry.path === '/blog'
          ? { ...entry, lastmod: newest[0]?.updatedAt }
          : entry.path === '/services'
            ? { ...entry, lastmod: latest(services.map((s) => s.updatedAt)) }
            : entry,
      ),
    // A service hidden from search engines (noindex, issue 19) stays out of the sitemap.
    ...services
      .filter((service) => !service.noindex)
      .map((service) => ({
        path: servicePath(service.slug),
        lastmod: service.updatedAt,
        changefreq: 'monthly' as const,
        priority: 0.9,
      })),
  ];
  return urlSet(origin, entries);
};

export const buildBlogSitemap = (origin: string, addresses: readonly SitemapAddress[]): string =>
  urlSet(
    origin,
    addresses.map((post) => ({ path: blogPath(post.slug), lastmod: post.updatedAt, changefreq: 'monthly', priority: 0.8 })),
  );
