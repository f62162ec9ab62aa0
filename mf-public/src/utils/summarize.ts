// A plain-text summary of rich HTML for meta descriptions and card teasers.

import { stripHtml } from '@agency/shared/contract';

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

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export const summarize = (html: string, max: number, { sentences = false }: SummaryOptions = {}): string => {
  const text = sentences ? asSentences(html) : stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, '')}…`;
};
