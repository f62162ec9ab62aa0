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

/**
 * Held while the read runs: the cache drops a read nobody holds when a save's tags are invalidated
 * (RTK Query delays that until no request is pending, so it can land as this read ends), and the
 * read would then answer nothing.
 */
const FRESH = { forceRefetch: true } as const;

/** The endpoints differ in their types only; each call unwraps to the record (or null). */
type Run = (thunk: unknown) => { unwrap: () => Promise<unknown>; unsubscribe: () => void };

const fresh = async <T>(dispatch: AppDispatch, thunk: unknown): Promise<T> => {
  const query = (dispatch as unknown as Run)(thunk);
  try {
    return (await query.unwrap()) as T;
  } finally {
    query.unsubscribe();
  }
};

export const loadPair = async (dispatch: AppDispatch, key: PairKey, part: PairPart, id: string): Promise<LoadedPair> => {
  const endpoints = ENDPOINTS[key];
  if (part === 'card') {
    const card = await fresh<Entity>(dispatch, endpoints.card.initiate(id, FRESH));
    const body = card.slug ? await fresh<Entity | null>(dispatch, endpoints.bodyBySlug.initiate(card.slug, FRESH)) : null;
    return { card, body };
  }
  const body = await fresh<Entity>(dispatch, endpoints.body.initiate(id, FRESH));
  const card = body.slug ? await fresh<Entity | null>(dispatch, endpoints.cardBySlug.initiate(body.slug, FRESH)) : null;
  return { card, body };
};
