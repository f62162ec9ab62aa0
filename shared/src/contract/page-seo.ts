// Page-level SEO (issue 19) for the public pages that are not one entry's page: the home page,
// the lists (services, blog, FAQs, shop), about, contact and the legal pages. Each may have
// stored SEO fields (PUT /seo/pages/{page}, staff); its head reads them with the title and
// description it derives (GET /seo/pages/public/{page}). Types only: the derived heads live in
// page-heads.ts, which only the API host reads, so no visitor downloads every page's texts.

/** The fixed public pages with SEO fields of their own (SEO_PAGES in page-heads.ts). */
export type SeoPageKey = 'home' | 'about' | 'services' | 'blog' | 'faqs' | 'contact' | 'shop' | 'privacy' | 'terms';

/** The SEO fields a page can have: an entry's, less the slug and focus keyphrase (a page has no text of its own to analyse). */
export interface PageSeoFields {
  metaTitle: string;
  metaDescription: string;
  /** A stored file name (image kind 'page') or an absolute address; '' for none. */
  socialImage: string;
  canonicalUrl: string;
  noindex: boolean;
}

/** GET /seo/pages/public/{page}: the page's head, its stored fields where set, else what it derives. */
export type PublicPageHead = PageSeoFields;

/** One page of GET /seo/pages (staff): its stored fields (empty when none) and what they fall back to. */
export interface SeoPageSettings extends PageSeoFields {
  page: SeoPageKey;
  path: string;
  /** When the fields were last saved; null before the first save. */
  updatedAt: string | null;
  defaults: { title: string; description: string };
}
