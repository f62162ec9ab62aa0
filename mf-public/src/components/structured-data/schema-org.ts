// schema.org descriptions of the agency and its pages, for JSON-LD.

import { SITE, stripHtml } from '@agency/shared/contract';
import { absoluteUrl, canonicalUrl, siteOrigin } from '../page-meta/page-meta';
import type { JsonLd } from './structured-data';

const CONTEXT = 'https://schema.org';

export const organization = (): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  '@id': `${siteOrigin()}/#organization`,
  name: SITE.name,
  url: `${siteOrigin()}/`,
  email: SITE.email,
  telephone: SITE.phone,
  address: { '@type': 'PostalAddress', streetAddress: SITE.address },
  sameAs: SITE.social.map((link) => link.href),
});

export const website = (): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  '@id': `${siteOrigin()}/#website`,
  name: SITE.name,
  url: `${siteOrigin()}/`,
  description: SITE.description,
  publisher: { '@id': `${siteOrigin()}/#organization` },
});

export interface Crumb {
  name: string;
  path: string;
}

export const breadcrumbs = (trail: Crumb[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: canonicalUrl(crumb.path),
  })),
});

/** A page's picture: its address and the words for it (its alt text, else the derived one). */
export interface PictureFacts {
  url: string;
  caption: string;
}

/** Yoast's reading of schema.org: an ImageObject whose caption falls back to the image's alt text. */
const imageObject = (picture: PictureFacts): JsonLd => ({
  '@type': 'ImageObject',
  url: absoluteUrl(picture.url),
  contentUrl: absoluteUrl(picture.url),
  caption: picture.caption,
});

export interface PostFacts {
  headline: string;
  html: string;
  path: string;
  image?: PictureFacts;
  publishedAt?: string;
  modifiedAt?: string;
}

export const blogPosting = (post: PostFacts): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: post.headline,
  description: stripHtml(post.html).slice(0, 300),
  url: canonicalUrl(post.path),
  mainEntityOfPage: canonicalUrl(post.path),
  ...(post.image ? { image: imageObject(post.image) } : {}),
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  ...((post.modifiedAt ?? post.publishedAt) ? { dateModified: post.modifiedAt ?? post.publishedAt } : {}),
  author: { '@type': 'Organization', name: SITE.name, url: `${siteOrigin()}/` },
  publisher: { '@id': `${siteOrigin()}/#organization` },
});

export const service = (facts: { name: string; html: string; path: string; image?: PictureFacts }): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Service',
  name: facts.name,
  serviceType: facts.name,
  description: stripHtml(facts.html).slice(0, 300),
  url: canonicalUrl(facts.path),
  ...(facts.image ? { image: imageObject(facts.image) } : {}),
  provider: { '@id': `${siteOrigin()}/#organization` },
  areaServed: 'Worldwide',
});

export const faqPage = (questions: Array<{ question: string; answerHtml: string }>): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: questions.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: stripHtml(item.answerHtml) },
  })),
});
