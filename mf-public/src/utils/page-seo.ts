// What a post's or service's own SEO fields (issue 19) set in its head: the card's where staff
// filled them, else the body's (a page without a card has only its body). Empty fields leave
// the derived values in place. Lives with the detail pages, not in every page's first view.

import type { ImageKind, SeoFields } from '@agency/shared/contract';
import { socialImageUrl } from './social-image-url';

export interface PageSeo {
  /** The whole document title (the site name is not added). */
  title?: string;
  description?: string;
  /** Absolute URL of the social image. */
  image?: string;
  canonical?: string;
  noIndex?: boolean;
}

type TextField = 'metaTitle' | 'metaDescription' | 'canonicalUrl' | 'socialImage';

/** One half of the page and the folder its pictures live in. */
export type SeoHalf = [fields: Pick<SeoFields, TextField | 'noindex'> | null | undefined, kind: ImageKind];

export const pageSeo = (halves: readonly SeoHalf[]): PageSeo => {
  const first = (name: TextField) => halves.find(([fields]) => fields?.[name]?.trim());
  const text = (name: TextField) => first(name)?.[0]?.[name]?.trim();
  const social = first('socialImage');
  const picture = social?.[0]?.socialImage?.trim() ?? '';
  return {
    title: text('metaTitle'),
    description: text('metaDescription'),
    canonical: text('canonicalUrl'),
    image: social ? socialImageUrl(picture, social[1]) : undefined,
    noIndex: halves.some(([fields]) => fields?.noindex === true),
  };
};
