// What of the API cache a server-rendered page sends the browser: the queries its hydration
// reads, not every query the page's render made. Sections the browser never hydrates (server-only)
// show data nothing in the browser reads again; on the home page that is most of it. The reads are
// learnt from a render of the tree as the browser hydrates it (HydrationViewContext), through a
// store whose state records which queries are looked up.

import type { AppStore } from '@agency/shared/api';

type ApiState = {
  queries: Record<string, unknown>;
  provided?: { tags?: Record<string, Record<string, string[]>>; keys?: Record<string, unknown> };
} & Record<string, unknown>;
type RootState = { api: ApiState } & Record<string, unknown>;

/** A store like `store` whose state records each query it is asked for in `read`. */
export const recordingQueryReads = (store: AppStore, read: Set<string>): AppStore => {
  let seen: RootState | undefined;
  let recording: RootState | undefined;
  const getState = () => {
    const state = store.getState() as unknown as RootState;
    // The same object while the state is the same (React asks for the snapshot more than once).
    if (state !== seen) {
      seen = state;
      const queries = new Proxy(state.api.queries, {
        get: (target, key) => {
          if (typeof key === 'string') read.add(key);
          return target[key as string];
        },
      });
      recording = { ...state, api: { ...state.api, queries } };
    }
    return recording;
  };
  return { ...store, getState } as AppStore;
};

/** The entries of `record` whose value `keep` accepts. */
const onlyEntries = <V>(record: Record<string, V>, keep: (value: V, key: string) => boolean): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([key, value]) => keep(value, key)));

/** The API state with only the queries in `keys`, and their tags. */
export const withQueriesOnly = (api: ApiState, keys: ReadonlySet<string>): ApiState => {
  const kept = (_value: unknown, key: string) => keys.has(key);
  const queries = onlyEntries(api.queries, kept);
  const provided = api.provided;
  if (!provided?.tags || !provided.keys) return { ...api, queries };
  // Each tag's list of queries, less the queries left out; a tag (or a type) with none left goes.
  const tagIds = (ids: Record<string, string[]>) =>
    onlyEntries(
      Object.fromEntries(Object.entries(ids).map(([id, cacheKeys]) => [id, cacheKeys.filter((key) => keys.has(key))])),
      (cacheKeys) => cacheKeys.length > 0,
    );
  const tags = onlyEntries(
    Object.fromEntries(Object.entries(provided.tags).map(([type, ids]) => [type, tagIds(ids)])),
    (ids) => Object.keys(ids).length > 0,
  );
  return { ...api, queries, provided: { ...provided, tags, keys: onlyEntries(provided.keys, kept) } };
};
