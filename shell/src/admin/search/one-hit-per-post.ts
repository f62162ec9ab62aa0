// A post is one card (Blogs) and one body (Single Blogs) with the same title and so
// the same slug; both open the same editor. The search lists such a post once, as
// its card; a body without a card keeps its own hit. Likewise for services.

import type { SearchHit } from '@agency/shared/contract';

const CARD_OF: Partial<Record<SearchHit['resource'], SearchHit['resource']>> = { singleBlog: 'blog', singleService: 'service' };

const titleKey = (label: string) => label.trim().toLowerCase();

export const oneHitPerPost = (hits: readonly SearchHit[]): SearchHit[] => {
  const cards = new Set(
    hits.filter((hit) => hit.resource === 'blog' || hit.resource === 'service').map((hit) => `${hit.resource}:${titleKey(hit.label)}`),
  );
  return hits.filter((hit) => {
    const card = CARD_OF[hit.resource];
    return !card || !cards.has(`${card}:${titleKey(hit.label)}`);
  });
};
