// The search box's query: GET /search?q= once typing pauses, for two or more characters.

import { useSearchQuery } from '@agency/shared/staff-api';
import { oneHitPerPost } from './one-hit-per-post';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MIN_CHARS = 2;

export const useContentSearch = (text: string) => {
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const active = term.length >= SEARCH_MIN_CHARS;
  // currentData: results of this term only, never the previous term's while the next loads.
  const { currentData, isFetching, isError } = useSearchQuery(term, { skip: !active });
  return {
    term,
    /** Enough has been typed for a search (the list may show). */
    wanted: typed.length >= SEARCH_MIN_CHARS,
    hits: active && typed === term ? oneHitPerPost(currentData ?? []) : [],
    searching: typed !== term || (active && isFetching),
    failed: active && typed === term && isError,
  };
};
