// Reads the published blog posts and services through the API's own routes (in process),
// so the sitemap and feed see exactly what visitors see, a file's worth at a time. Each
// call names the origin the files are built for as its Host, as a visitor's browser would:
// it passes the Host check (host-policy.ts) whatever names the site is limited to.

import type { FastifyInstance } from 'fastify';
import type { Blog, Page, Service } from '@agency/shared/contract';

const getJson = async <T>(app: FastifyInstance, host: string, url: string): Promise<T> => {
  const reply = await app.inject({ method: 'GET', url, headers: { host } });
  if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
  return reply.json() as T;
};

export interface SitemapSummary {
  /** Changes whenever a post or service is added, edited or deleted. */
  version: string;
  counts: { blog: number; services: number };
  /** Fixed public pages hidden from search engines (page SEO, issue 19). */
  hiddenPages: string[];
}

export interface SitemapAddress {
  slug: string;
  updatedAt: string;
}

/** The published content as visitors of `origin` see it. */
export const publishedContent = (app: FastifyInstance, apiPrefix: string, origin: string) => {
  const host = new URL(origin).host;
  return {
    summary: () => getJson<SitemapSummary>(app, host, `${apiPrefix}/sitemap`),
    /** One sitemap file's worth of post addresses, oldest first. */
    blogAddresses: (part: number, size: number) =>
      getJson<SitemapAddress[]>(app, host, `${apiPrefix}/sitemap/blog?part=${part}&size=${size}`),
    services: () => getJson<Service[]>(app, host, `${apiPrefix}/services`),
    /** The newest posts, newest first. */
    latestBlogs: async (count: number) => (await getJson<Page<Blog>>(app, host, `${apiPrefix}/blog?page=1&limit=${count}`)).data,
  };
};

export type PublishedContent = ReturnType<typeof publishedContent>;
