// The head each fixed public page (issue 19) derives when staff set no SEO fields for it: its
// address, title and description. Read by the API host (the staff list's defaults, the public
// head, the sitemap and the SEO audit) as `@agency/shared/contract/page-heads`; visitors get
// one page's head from the API instead of every page's texts in their first view.

import { SITE } from './site';
import type { SeoPageKey } from './page-seo';

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
} as const satisfies Record<SeoPageKey, PageHeadDefaults>;

export const SEO_PAGE_KEYS = Object.keys(SEO_PAGES) as SeoPageKey[];

export const isSeoPageKey = (value: string): value is SeoPageKey => Object.hasOwn(SEO_PAGES, value);
