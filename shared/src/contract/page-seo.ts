// Page-level SEO (issue 19) for the public pages that are not one entry's page: the home page,
// the lists (services, blog, FAQs, shop), about, contact and the legal pages. Each has the
// title and description its head derives today (the fallbacks, shared by the page and the
// API's GET /seo/pages) and may have stored SEO fields (PUT /seo/pages/{page}, staff).

import { SITE } from './site';

export interface PageHeadDefaults {
  /** The page's address on the site. */
  path: string;
  /** The page's own title (the head appends the site name). */
  title: string;
  description: string;
}

export const SEO_PAGES = {
  home: { path: '/', title: `${SITE.name} | SEO, Paid Search and Social Media Agency`, description: SITE.description },
  about: {
    path: '/about',
    title: 'About Us',
    description: `${SITE.name}: ${SITE.tagline} Meet the team behind our SEO, paid search and social campaigns.`,
  },
  services: {
    path: '/services',
    title: 'Our Services',
    description: `SEO, Google Ads, Facebook Ads and keyword research from ${SITE.name}: campaigns planned around your revenue.`,
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description: `SEO, Google Ads, Facebook Ads and social media advice from the team at ${SITE.name}.`,
  },
  faqs: {
    path: '/faqs',
    title: 'FAQs',
    description: `Answers to common questions about SEO, social media marketing and digital marketing with ${SITE.name}.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: `Talk to ${SITE.name} about SEO, Google Ads, Facebook Ads and social media. Call ${SITE.phone} or send us a message.`,
  },
  shop: {
    path: '/shop',
    title: 'Shop',
    description: `Audits, reports and courses from ${SITE.name}: SEO and digital marketing products ready to order.`,
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${SITE.name} collects, uses and protects personal data, and the rights you have.`,
  },
  terms: {
    path: '/terms-conditions',
    title: 'Terms and Conditions',
    description: `The terms that apply to using the ${SITE.name} website and our marketing services.`,
  },
} as const satisfies Record<string, PageHeadDefaults>;

export type SeoPageKey = keyof typeof SEO_PAGES;

export const SEO_PAGE_KEYS = Object.keys(SEO_PAGES) as SeoPageKey[];

export const isSeoPageKey = (value: string): value is SeoPageKey => Object.hasOwn(SEO_PAGES, value);

/** The SEO fields a page can have: an entry's, less the slug and focus keyphrase (a page has no text of its own to analyse). */
export interface PageSeoFields {
  metaTitle: string;
  metaDescription: string;
  /** A stored file name (image kind 'page') or an absolute address; '' for none. */
  socialImage: string;
  canonicalUrl: string;
  noindex: boolean;
}

/** GET /seo/pages/public: the stored fields of each page that has any, by page key. */
export type PublicPageSeo = Partial<Record<SeoPageKey, PageSeoFields>>;

/** One page of GET /seo/pages (staff): its stored fields (empty when none) and what they fall back to. */
export interface SeoPageSettings extends PageSeoFields {
  page: SeoPageKey;
  path: string;
  /** When the fields were last saved; null before the first save. */
  updatedAt: string | null;
  defaults: { title: string; description: string };
}
