// Reads both halves of a post (or service) from one of them: the route's record by
// id, the other by the shared slug (null when the post has no other half yet).
// Always fresh from the API: an editor starts from what is stored now.

import type { AppDispatch } from '@agency/shared/api';
import { contentStaffApi } from '@agency/shared/staff-api';
import type { PairKey, PairPart } from './pair-config';

type Entity = Record<string, unknown> & { _id: string; slug?: string };

export interface LoadedPair {
  card: Entity | null;
  body: Entity | null;
}

const ENDPOINTS = {
  post: {
    card: contentStaffApi.endpoints.blogGet,
    body: contentStaffApi.endpoints.singleBlogGet,
    cardBySlug: contentStaffApi.endpoints.findBlogBySlug,
    bodyBySlug: contentStaffApi.endpoints.getSingleBlogBySlug,
  },
  service: {
    card: contentStaffApi.endpoints.serviceGet,
    body: contentStaffApi.endpoints.singleServiceGet,
    cardBySlug: contentStaffApi.endpoints.findServiceBySlug,
    bodyBySlug: contentStaffApi.endpoints.getSingleServiceBySlug,
  },
} as const;

const FRESH = { subscribe: false, forceRefetch: true } as const;

/** The endpoints differ in their types only; each call unwraps to the record (or null). */
type Run = (thunk: unknown) => { unwrap: () => Promise<unknown> };

export const loadPair = async (dispatch: AppDispatch, key: PairKey, part: PairPart, id: string): Promise<LoadedPair> => {
  const endpoints = ENDPOINTS[key];
  const run = dispatch as unknown as Run;
  if (part === 'card') {
    const card = (await run(endpoints.card.initiate(id, FRESH)).unwrap()) as unknown as Entity;
    const body = card.slug ? ((await run(endpoints.bodyBySlug.initiate(card.slug, FRESH)).unwrap()) as unknown as Entity | null) : null;
    return { card, body };
  }
  const body = (await run(endpoints.body.initiate(id, FRESH)).unwrap()) as unknown as Entity;
  const card = body.slug ? ((await run(endpoints.cardBySlug.initiate(body.slug, FRESH)).unwrap()) as unknown as Entity | null) : null;
  return { card, body };
};
