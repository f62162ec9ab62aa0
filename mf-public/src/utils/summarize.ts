// A plain-text summary of rich HTML for meta descriptions and card teasers.

import { stripHtml } from '@agency/shared/contract';

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export const summarize = (html: string, max: number): string => {
  const text = stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, '')}…`;
};
