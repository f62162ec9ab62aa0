// Where Google cuts a result's title and description. It cuts by rendered width, not by
// characters. The figures below are the ones SEO tools commonly use for desktop results:
// titles set in Arial 20px shown up to about 580 px, descriptions in Arial 14px up to
// about 920 px (two lines of about 460 px); see e.g. twaino.com/en/title-meta-description-checker
// ("title ... approximately 580 pixels wide, meta description approximately 920 pixels") and
// indexwolfseo.pages.dev/blog/google-serp-truncation (580 px / 920 px, Arial 20px / 14px).
// Google publishes no figure, so these are measurements of live results and may drift.

import { arialWidthPx } from './arial-widths';

export interface SnippetLine {
  fontPx: number;
  maxPx: number;
}

export const SERP_TITLE: SnippetLine = { fontPx: 20, maxPx: 580 };
export const SERP_DESCRIPTION: SnippetLine = { fontPx: 14, maxPx: 920 };

/** What Google appends where it cuts. */
export const SERP_ELLIPSIS = ' ...';

export interface CutText {
  /** The text as shown: whole, or cut at a word with the ellipsis appended. */
  shown: string;
  cut: boolean;
  /** Width of the whole text, in pixels. */
  widthPx: number;
  maxPx: number;
}

/** Separators a cut title should not end on ("Services | ..." reads better as "Services ..."). */
const TRAILING_SEPARATORS = /[\s|:;,\-\u2013\u2014\u00b7]+$/;

/** `text` as Google shows it in `line`: whole when it fits, else cut at the last whole word that fits with the ellipsis. */
export const cutToWidth = (text: string, line: SnippetLine): CutText => {
  const whole = text.replace(/\s+/g, ' ').trim();
  const widthPx = arialWidthPx(whole, line.fontPx);
  if (widthPx <= line.maxPx) return { shown: whole, cut: false, widthPx, maxPx: line.maxPx };
  const room = line.maxPx - arialWidthPx(SERP_ELLIPSIS, line.fontPx);
  const words = whole.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (arialWidthPx(next, line.fontPx) > room) break;
    kept = next;
  }
  if (!kept) {
    // One word wider than the line: cut inside it.
    for (const char of whole) {
      if (arialWidthPx(kept + char, line.fontPx) > room) break;
      kept += char;
    }
  }
  return { shown: `${kept.replace(TRAILING_SEPARATORS, '')}${SERP_ELLIPSIS}`, cut: true, widthPx, maxPx: line.maxPx };
};

export const serpTitle = (title: string): CutText => cutToWidth(title, SERP_TITLE);
export const serpDescription = (description: string): CutText => cutToWidth(description, SERP_DESCRIPTION);

export interface Breadcrumb {
  /** 'https://example.com' */
  origin: string;
  /** Path segments as Google lists them after the origin: ['blog', 'seo-audit']. */
  segments: string[];
}

/** The URL line of a result: 'https://example.com › blog › seo-audit'. */
export const serpBreadcrumb = (url: string): Breadcrumb => {
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      });
    return { origin: parsed.origin, segments };
  } catch {
    return { origin: url, segments: [] };
  }
};

export const breadcrumbText = ({ origin, segments }: Breadcrumb): string => [origin, ...segments].join(' \u203a ');
