// Every route of product §2 and the remote that owns its page.
// The shell builds its router from these tables; sidebars and links read them too.

import { adminAreas, publicRoutes } from './content-types/public-facts';
import type { RemoteName } from './remotes';

export type { RemoteName };

export interface PageRoute {
  path: string;
  /** Name of the page in the owning remote's `./pages` map. */
  page: string;
  remote: RemoteName;
}

/** The site's pages; a content type whose page is its own declares its route instead (its `view`, last here). */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'Home', remote: 'mf_public' },
  { path: '/about', page: 'About', remote: 'mf_public' },
  { path: '/contact', page: 'Contact', remote: 'mf_public' },
  { path: '/blog', page: 'BlogList', remote: 'mf_public' },
  { path: '/blog/:slug', page: 'BlogDetail', remote: 'mf_public' },
  { path: '/faqs', page: 'Faqs', remote: 'mf_public' },
  { path: '/terms-conditions', page: 'Terms', remote: 'mf_public' },
  { path: '/privacy-policy', page: 'Privacy', remote: 'mf_public' },
  { path: '/services', page: 'ServiceList', remote: 'mf_public' },
  { path: '/services/:slug', page: 'ServiceDetail', remote: 'mf_public' },
  { path: '/login', page: 'Login', remote: 'mf_public' },
  { path: '/signup', page: 'SignUp', remote: 'mf_public' },
  { path: '/forgotpassword', page: 'ForgotPassword', remote: 'mf_public' },
  { path: '/shop', page: 'Shop', remote: 'mf_public' },
  { path: '/success', page: 'PaymentSuccess', remote: 'mf_public' },
  { path: '/cancel', page: 'PaymentCancel', remote: 'mf_public' },
  { path: '/thank-you', page: 'ThankYou', remote: 'mf_public' },
  ...publicRoutes,
];

/** Staff-only previews of an unsaved page (issue 19): a public page, behind the staff guard, never indexed.
 *  `:id` names the hand-over in the browser's storage (`@agency/shared/contract/preview`). */
export const PREVIEW_ROUTES: readonly PageRoute[] = [
  { path: '/preview/blog/:id', page: 'BlogPreview', remote: 'mf_public' },
  { path: '/preview/services/:id', page: 'ServicePreview', remote: 'mf_public' },
];

/** One managed content type of the admin: its list, add and edit routes (product §2). */
export interface AdminArea {
  key: string;
  label: string;
  remote: RemoteName;
  list: string;
  /** Other paths that show the same list (the sidebar's /product-list spelling). */
  listAliases?: string[];
  add?: string;
  /** Edit route prefix; the id follows: `${edit}/:id`. */
  edit?: string;
  /** Label of the Add New button and of the back link on add and edit screens. */
  addLabel?: string;
  backLabel?: string;
}

/** Every admin area in sidebar order: the content types' (declared with each type) and the others (content-types/public-facts.ts). */
export const ADMIN_AREAS: readonly AdminArea[] = adminAreas;

export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const FORGOT_PASSWORD_PATH = '/forgotpassword';
export const PROFILE_PATH = '/user-profile';
export const REGISTER_PATH = '/register';
export const SETTINGS_PATH = '/settings';
/** Every uploaded image once, with its alt text (beyond the product description). */
export const MEDIA_LIBRARY_PATH = '/media-library';
/** Deleted content entries, restorable for 30 days (issue 21). */
export const TRASH_PATH = '/trash';
/** Every public post and service page with its SEO problems (issue 19). */
export const SEO_AUDIT_PATH = '/seo-audit';
/** The SEO fields of the public pages that are not one entry's page (issue 19); one page's at `/seo-pages/{page}`. */
export const SEO_PAGES_PATH = '/seo-pages';
export const seoPageEditPath = (page: string): string => `${SEO_PAGES_PATH}/${page}`;
/** Redirect rules, their CSV import and export, and the 404 monitor (issue 38). */
export const REDIRECTS_PATH = '/redirect-rules';
/** First-party insight for staff: visitors, pages, campaigns, leads, Core Web Vitals, client errors. */
export const INSIGHTS_PATH = '/insights';
/** Who changed what, when and from where: the owners' audit trail. */
export const AUDIT_TRAIL_PATH = '/audit-trail';
/** One contact message, read in full (beyond the product description: Contacts has list only). */
export const CONTACT_DETAIL_PATH = '/contact-list';
export const contactDetailPath = (id: string): string => `${CONTACT_DETAIL_PATH}/${id}`;

/** Admin pages that are not a content list: owned by the people remote (product §2). */
export const ADMIN_EXTRA_ROUTES: readonly PageRoute[] = [
  { path: PROFILE_PATH, page: 'Profile', remote: 'mf_admin_people' },
  { path: REGISTER_PATH, page: 'Register', remote: 'mf_admin_people' },
  { path: SETTINGS_PATH, page: 'Settings', remote: 'mf_admin_people' },
  { path: `${CONTACT_DETAIL_PATH}/:id`, page: 'ContactDetail', remote: 'mf_admin_people' },
  { path: INSIGHTS_PATH, page: 'Insights', remote: 'mf_admin_people' },
  { path: AUDIT_TRAIL_PATH, page: 'AuditTrail', remote: 'mf_admin_people' },
  { path: MEDIA_LIBRARY_PATH, page: 'MediaLibrary', remote: 'mf_admin_content' },
  { path: REDIRECTS_PATH, page: 'Redirects', remote: 'mf_admin_content' },
  { path: TRASH_PATH, page: 'Trash', remote: 'mf_admin_content' },
  { path: SEO_AUDIT_PATH, page: 'SeoAudit', remote: 'mf_admin_content' },
  { path: SEO_PAGES_PATH, page: 'SeoPages', remote: 'mf_admin_content' },
  { path: `${SEO_PAGES_PATH}/:page`, page: 'SeoPageEdit', remote: 'mf_admin_content' },
];

const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** The admin routes of product §2 as page routes: `${Key}List`, `${Key}Add`, `${Key}Edit`. */
export const adminPageRoutes = (): PageRoute[] =>
  ADMIN_AREAS.flatMap((area) => {
    const name = pascal(area.key);
    const routes: PageRoute[] = [area.list, ...(area.listAliases ?? [])].map((path) => ({
      path,
      page: `${name}List`,
      remote: area.remote,
    }));
    if (area.add) routes.push({ path: area.add, page: `${name}Add`, remote: area.remote });
    if (area.edit) routes.push({ path: `${area.edit}/:id`, page: `${name}Edit`, remote: area.remote });
    return routes;
  }).concat(ADMIN_EXTRA_ROUTES);

export const editPath = (area: AdminArea, id: string): string => `${area.edit}/${id}`;

export const adminArea = (key: string): AdminArea => {
  const area = ADMIN_AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown admin area ${key}`);
  return area;
};

/** Public paths of detail pages, used by links, the sitemap and redirects. */
export const blogPath = (slug: string): string => `/blog/${slug}`;
export const servicePath = (slug: string): string => `/services/${slug}`;
