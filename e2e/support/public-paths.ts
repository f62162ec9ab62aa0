// Every public route of product §2 as a path a browser can open: the detail routes get
// the slug of the first blog post and service the API lists.

import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_ROUTES } from '@agency/shared/contract';

export interface PublicPath {
  route: string;
  path: string;
  page: string;
}

export const firstSlugs = async (request: APIRequestContext) => {
  const blogs = (await (await request.get('/api/blog')).json()) as Array<{ slug: string; heading: string }>;
  const services = (await (await request.get('/api/services')).json()) as Array<{ slug: string; title: string }>;
  return { blog: blogs[0], service: services[0] };
};

export const publicPaths = async (request: APIRequestContext): Promise<PublicPath[]> => {
  const { blog, service } = await firstSlugs(request);
  const slugOf: Record<string, string> = { '/blog/:slug': blog.slug, '/services/:slug': service.slug };
  return PUBLIC_ROUTES.map(({ path, page }) => ({
    route: path,
    page,
    path: path.includes(':slug') ? path.replace(':slug', slugOf[path]) : path,
  }));
};
