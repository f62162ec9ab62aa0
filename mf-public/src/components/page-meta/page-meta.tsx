// Every page's metadata, rendered where the page is (React 19 hoists these into
// <head>): title, description, keywords, canonical link, and og:title on detail pages.

import { useLocation } from 'react-router-dom';
import { SITE } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  keywords?: string;
  /** Also announce the title to social networks (blog and service detail). */
  socialTitle?: boolean;
  /** Pages search engines should not list (not found, thank-you, payment results). */
  noIndex?: boolean;
}

/** The public address of a path: the configured site URL, else this origin. */
export const canonicalUrl = (pathname: string): string => {
  const origin = (getRuntimeConfig().siteUrl ?? window.location.origin).replace(/\/$/, '');
  return `${origin}${pathname}`;
};

export const fullTitle = (title: string): string => (title.includes(SITE.name) ? title : `${title} | ${SITE.name}`);

export function PageMeta({ title, description = SITE.description, keywords = SITE.keywords, socialTitle = false, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const text = fullTitle(title);
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {socialTitle ? <meta property="og:title" content={title} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonicalUrl(pathname)} />
    </>
  );
}
