// What this remote exposes to the shell: each admin page by name (`${Key}List`,
// `${Key}Add`, `${Key}Edit` of adminPageRoutes), each area loaded on first visit.

import type { PageLoader } from '@agency/shared/dev';
import type { AdminPages } from '@agency/shared/admin';

type AreaLoader = () => Promise<{ pages: AdminPages }>;

const AREAS: Record<string, AreaLoader> = {
  About: () => import('./features/about-us/about-us-pages'),
  Blog: () => import('./features/posts/blog-pages'),
  SingleBlog: () => import('./features/posts/single-blog-pages'),
  Work: () => import('./features/works/work-pages'),
  Service: () => import('./features/posts/service-pages'),
  SingleService: () => import('./features/posts/single-service-pages'),
  Product: () => import('./features/products/product-pages'),
  Plan: () => import('./features/plans/plan-pages'),
  Faq: () => import('./features/faqs/faq-pages'),
};

const SCREENS = ['List', 'Add', 'Edit'] as const;

export const pages: Record<string, PageLoader> = {
  ...Object.fromEntries(
    Object.entries(AREAS).flatMap(([name, load]) =>
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
