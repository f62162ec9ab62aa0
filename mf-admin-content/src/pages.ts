// What this remote exposes to the shell: each admin page by name (`${Key}List`,
// `${Key}Add`, `${Key}Edit` of adminPageRoutes), each area loaded on first visit; a content
// type without screens of its own here is given the ones its declaration describes.

import { ADMIN_AREAS, isContentResourceKey } from '@agency/shared/contract';
import type { PageLoader } from '@agency/shared/dev';
import type { AdminPages } from '@agency/shared/admin';

type AreaLoader = () => Promise<{ pages: AdminPages }>;

/** The areas with screens of their own; works have only what their declaration says (the admin kit's declaredPages). */
const AREAS: Record<string, AreaLoader> = {
  About: () => import('./features/about-us/about-us-pages'),
  Blog: () => import('./features/posts/blog-pages'),
  SingleBlog: () => import('./features/posts/single-blog-pages'),
  Service: () => import('./features/posts/service-pages'),
  SingleService: () => import('./features/posts/single-service-pages'),
  Product: () => import('./features/products/product-pages'),
  Plan: () => import('./features/plans/plan-pages'),
  Faq: () => import('./features/faqs/faq-pages'),
};

const pageName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

// A content type declared for this remote with no screens above gets the kit's, built from its declaration alone.
const declaredAreas: Record<string, AreaLoader> = Object.fromEntries(
  ADMIN_AREAS.filter((area) => area.remote === 'mf_admin_content' && isContentResourceKey(area.key) && !(pageName(area.key) in AREAS)).map(
    ({ key }): [string, AreaLoader] => [pageName(key), async () => ({ pages: (await import('@agency/shared/admin')).declaredPages(key) })],
  ),
);

const SCREENS = ['List', 'Add', 'Edit'] as const;

export const pages: Record<string, PageLoader> = {
  ...Object.fromEntries(
    Object.entries({ ...AREAS, ...declaredAreas }).flatMap(([name, load]) =>
      SCREENS.map((screen): [string, PageLoader] => [`${name}${screen}`, async () => ({ default: (await load()).pages[screen] })]),
    ),
  ),
  MediaLibrary: () => import('./features/media/media-library-page'),
  Trash: () => import('./features/trash/trash-page'),
  SeoAudit: () => import('./features/seo-audit/seo-audit-page'),
  SeoPages: () => import('./features/seo-pages/seo-pages-page'),
  SeoPageEdit: () => import('./features/seo-pages/seo-page-edit-page'),
  Redirects: () => import('./features/redirects/redirects-page'),
};
