// Every page's metadata, rendered where the page is (React 19 hoists these into
// <head>, and the server writes them into the page before any script runs): title,
// description, keywords, canonical link, Open Graph and Twitter card tags (with the picture's
// alt text where the page knows it).

import { useLocation } from '@agency/shared/router';
import { fullPageTitle, SITE } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';
import type { PageSeo } from '../../utils/page-seo';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  keywords?: string;
  /** Detail pages (blog post, service) are articles to social networks; the rest websites. */
  socialTitle?: boolean;
  /** Absolute URL of the picture social previews show (the post's or service's image). */
  image?: string;
  /** The words for that picture (its stored alt text); not used when the SEO fields set another picture. */
  imageAlt?: string;
  /** Pages search engines should not list (not found, thank-you, payment results). */
  noIndex?: boolean;
  /** The page's own address when its query string matters (a list's `?page=N`); else its path. */
  canonicalPath?: string;
  /** The previous and next pages of a paged list, for crawlers (`<link rel="prev|next">`). */
  prevPath?: string;
  nextPath?: string;
  /** The entry's own SEO fields (issue 19): each one set replaces the value derived above. */
  seo?: PageSeo;
}

/** The site's public origin: the configured site URL, else this page's origin. */
export const siteOrigin = (): string =>
  (getRuntimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/$/, '');

/** The public address of a path. */
export const canonicalUrl = (pathname: string): string => `${siteOrigin()}${pathname}`;

/** An absolute URL for a site path (social previews need absolute image URLs). */
export const absoluteUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${siteOrigin()}${path}`);

export const fullTitle = fullPageTitle;

export function PageMeta({
  title,
  description: derivedDescription = SITE.description,
  keywords = SITE.keywords,
  socialTitle = false,
  image: derivedImage,
  imageAlt: derivedImageAlt,
  noIndex: hidden = false,
  canonicalPath,
  prevPath,
  nextPath,
  seo = {},
}: PageMetaProps) {
  const { pathname } = useLocation();
  const text = seo.title || fullTitle(title);
  const url = seo.canonical || canonicalUrl(canonicalPath ?? pathname);
  const social = seo.title || (socialTitle ? title : text);
  const description = seo.description || derivedDescription;
  const image = seo.image || derivedImage;
  const imageAlt = seo.image ? undefined : derivedImageAlt?.trim();
  const noIndex = hidden || seo.noIndex === true;
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {prevPath ? <link rel="prev" href={canonicalUrl(prevPath)} /> : null}
      {nextPath ? <link rel="next" href={canonicalUrl(nextPath)} /> : null}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:type" content={socialTitle ? 'article' : 'website'} />
      <meta property="og:title" content={social} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={absoluteUrl(image)} /> : null}
      {image && imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={social} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={absoluteUrl(image)} /> : null}
      {image && imageAlt ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
    </>
  );
}
