// The address the previewed page would have: its chosen slug, else the one its heading gives.

import { slugify } from '@agency/shared/contract';
import type { PreviewReply } from '@agency/shared/contract/preview';

export const previewSlug = (reply: PreviewReply, titleField: string): string => {
  const chosen = reply.body?.slug ?? reply.entry?.slug;
  if (typeof chosen === 'string' && chosen.trim() !== '') return chosen;
  return slugify(String(reply.entry?.[titleField] ?? reply.body?.heading ?? ''));
};

/** Previews are never indexed, whatever the entry's own SEO fields say. */
export const unindexed = <T extends { status: string }>(page: T): T =>
  'seo' in page ? { ...page, seo: { ...(page.seo as object), noIndex: true } } : page;
