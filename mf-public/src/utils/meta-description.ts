// The meta description of a page built from its rich HTML (service, blog post):
// headings and paragraphs read as sentences, and the text ends within what search
// engines show, on a whole sentence when that says enough, else on a whole word.

import { summarize } from './summarize';

/** Search results show about 155 characters of a description before cutting it. */
export const META_DESCRIPTION_MAX = 155;

// A sentence ends in . ! ? or … followed by a space (not "5.2x" nor "e.g.x").
const SENTENCE_END = /[.!?…](?=\s)/g;

export const metaDescription = (html: string, max = META_DESCRIPTION_MAX): string => {
  const text = summarize(html, Number.MAX_SAFE_INTEGER, { sentences: true });
  if (text.length <= max) return text;
  let end = 0;
  for (const match of text.slice(0, max + 1).matchAll(SENTENCE_END)) end = (match.index ?? 0) + 1;
  // Whole sentences when they fill at least half the room; a word-cut teaser otherwise.
  return end >= max / 2 ? text.slice(0, end) : summarize(text, max);
};
