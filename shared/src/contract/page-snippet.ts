// What a public page shows search engines when staff leave its SEO fields empty: the
// entry's heading with the site name, and a plain-text summary of its body. One
// definition for the public pages and the admin's live search-result preview.

import { stripHtml } from './rich-html';
import { SITE } from './site';

/** The length of a derived meta description (Google shows about this much on desktop). */
export const DERIVED_DESCRIPTION_LENGTH = 160;

const BLOCK_END = /<\/(?:p|li|h[1-6]|blockquote|div)>/i;

/** Paragraphs and list items read as sentences, so "clinics</p><p>The" is not run together. */
const asSentences = (html: string): string =>
  html
    .split(BLOCK_END)
    .map(stripHtml)
    .filter(Boolean)
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(' ');

export interface SummaryOptions {
  /** End each block of the HTML with a full stop (case studies, bios). */
  sentences?: boolean;
}

/** At most `max` characters of the HTML's text, cut at a word boundary, with an ellipsis when cut. */
export const summarizeHtml = (html: string, max: number, { sentences = false }: SummaryOptions = {}): string => {
  const text = sentences ? asSentences(html) : stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, '')}…`;
};

/** A page title with the site name appended (unless it already names the site). */
export const fullPageTitle = (title: string): string => (title.includes(SITE.name) ? title : `${title} | ${SITE.name}`);

/** The description a body's text gives ('' when it has none: the page then repeats its heading). */
export const bodyDescription = (html: string): string => summarizeHtml(html, DERIVED_DESCRIPTION_LENGTH);

/** The title and description a detail page derives from its entry when its SEO fields are empty. */
export const derivedSnippet = (entry: { heading: string; html: string }): { title: string; description: string } => ({
  title: fullPageTitle(entry.heading),
  description: bodyDescription(entry.html) || entry.heading,
});
