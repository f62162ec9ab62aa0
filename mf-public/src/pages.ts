// What this remote exposes to the shell: each public page by name, loaded on first visit.

import { PUBLIC_ROUTES } from '@agency/shared/contract';
import type { PageLoader } from '@agency/shared/dev';

/** The server renders every section of a page, so there a page comes with the code of the
 *  sections it loads on their own in the browser (components/page-section/section-code.ts). */
const withSections = (load: PageLoader): PageLoader =>
  typeof window === 'undefined'
    ? async () => {
        const page = await load();
        await (await import('./components/page-section/section-code')).loadAllSectionCode();
        return page;
      }
    : load;

const loaders: Record<string, PageLoader> = {
  Layout: () => import('./features/layout/public-layout'),
  NotFound: () => import('./features/not-found/not-found-page'),
  Home: () => import('./features/home/home-page'),
  ThankYou: () => import('./features/outcomes/thank-you-page'),
  PaymentSuccess: () => import('./features/outcomes/payment-success-page'),
  PaymentCancel: () => import('./features/outcomes/payment-cancel-page'),
  About: () => import('./features/about/about-page'),
  Contact: () => import('./features/contact/contact-page'),
  BlogList: () => import('./features/blog/blog-list-page'),
  BlogDetail: () => import('./features/blog/blog-detail-page'),
  ServiceList: () => import('./features/services/service-list-page'),
  ServiceDetail: () => import('./features/services/service-detail-page'),
  // Staff previews (issue 19): only the preview routes load them.
  BlogPreview: () => import('./features/blog/blog-preview-page'),
  ServicePreview: () => import('./features/services/service-preview-page'),
  Faqs: () => import('./features/faqs/faqs-page'),
  Shop: () => import('./features/shop/shop-page'),
  Terms: () => import('./features/legal/terms-page'),
  Privacy: () => import('./features/legal/privacy-page'),
  Login: () => import('./features/auth/login-page'),
  SignUp: () => import('./features/auth/signup-page'),
  ForgotPassword: () => import('./features/auth/forgot-password-page'),
};

/** A public route's page with no line above (a content type's declared `view.page`, say `Notes`) is
 *  the file its name gives in views/ (`views/notes-page.tsx`), loaded through a chunk of its own so
 *  that finding it adds next to nothing to the first view (declared-view.ts). */
const views: Record<string, PageLoader> = Object.fromEntries(
  PUBLIC_ROUTES.filter(({ page }) => !(page in loaders)).map(({ page }) => [
    page,
    () => import('./declared-view').then(({ loadView }) => loadView(page)),
  ]),
);

export const pages: Record<string, PageLoader> = Object.fromEntries(
  Object.entries({ ...loaders, ...views }).map(([name, load]) => [name, withSections(load)]),
);
