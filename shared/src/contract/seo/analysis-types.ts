// The content analysis's input and output, shared by its checks.

/** Green, orange and red. */
export type SeoVerdict = 'good' | 'ok' | 'bad';

export type AnalysisCheck =
  | 'keyphrase'
  | 'keyphraseInTitle'
  | 'keyphraseInIntro'
  | 'keyphraseInSlug'
  | 'keyphraseInSubheadings'
  | 'titleWidth'
  | 'descriptionLength'
  | 'wordCount'
  | 'headingOrder'
  | 'images'
  | 'internalLinks'
  | 'outboundLinks'
  | 'readability';

export interface AnalysisItem {
  check: AnalysisCheck;
  verdict: SeoVerdict;
  /** One line for staff, from the message catalogue. */
  message: string;
}

export interface ImageRef {
  src: string;
  alt: string | null;
}

export interface ContentAnalysisInput {
  /** The focus keyphrase; empty skips the keyphrase checks. */
  keyphrase: string;
  /** The title search engines get: the meta title, or the derived one when it is empty. */
  title: string;
  /** The meta description search engines get (derived when empty). */
  description: string;
  /** The page's slug. */
  slug: string;
  /** The entry's rich text. */
  html: string;
  /** Images the page shows beside the text (the entry's own pictures), with their alt text. */
  images?: readonly ImageRef[];
  /** The public site's origin, so absolute links to it count as internal. */
  siteOrigin?: string;
}
