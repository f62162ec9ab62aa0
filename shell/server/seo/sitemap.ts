// /sitemap.xml (sitemaps.org 0.9): every public route, every blog post and service with lastmod.

import { blogPath, PUBLIC_ROUTES, servicePath } from '@agency/shared/contract';
import type { PublishedContent } from './published-content';
import { escapeXml } from './site-url';

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

export const buildSitemap = async (origin: string, content: PublishedContent): Promise<string> => {
  const [blogs, services] = await Promise.all([content.blogs(), content.services()]);
  const entries: SitemapEntry[] = [
    ...staticEntries().map((entry) =>
      entry.path === '/blog' ? { ...entry, lastmod: latest(blogs.map((b) => b.updatedAt)) } : entry.path === '/services' ? { ...entry, lastmod: latest(services.map((s) => s.updatedAt)) } : entry,
    ),
    ...blogs.map((blog) => ({ path: blogPath(blog.slug), lastmod: blog.updatedAt, changefreq: 'monthly' as const, priority: 0.8 })),
    ...services.map((service) => ({ path: servicePath(service.slug), lastmod: service.updatedAt, changefreq: 'monthly' as const, priority: 0.9 })),
  ];
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
