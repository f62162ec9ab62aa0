// Preview (issue 19): an editor hands the page it would save, unsaved, to a new tab where the
// public remote renders it as visitors would see it. The hand-over goes through localStorage
// (shared by the site's tabs) under an id the address carries; the value is the reply the public
// page would get from the API (`{ entry, body }`) and when it was written. The preview tab takes
// it out of localStorage into its own sessionStorage (kept across its reload, gone with the tab),
// so hand-overs do not pile up; one no tab took is removed a day later, at the next hand-over.
// Bundled only where used (`@agency/shared/contract/preview`): the editors and the preview pages.

/** The public pages an editor can preview. */
export type PreviewKind = 'post' | 'service';

/** What the public page reads from the API for its address: the card and the body. */
export interface PreviewReply {
  entry: Record<string, unknown> | null;
  body: Record<string, unknown> | null;
}

const STORAGE_PREFIX = 'agency-preview:';

export const previewStorageKey = (id: string): string => `${STORAGE_PREFIX}${id}`;

export const previewMessages = {
  button: 'Preview',
  buttonHint: 'Opens this page as visitors will see it, unsaved changes included, in a new tab',
  banner: 'Preview — not published',
  missing: 'Nothing to preview here: press Preview in the editor again.',
} as const;

const recordOrNull = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** How long a hand-over no preview tab took is kept. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

const parsed = (text: string | null): Record<string, unknown> | null => {
  try {
    return text ? recordOrNull(JSON.parse(text)) : null;
  } catch {
    return null;
  }
};

/** Removes the hand-overs written more than a day before `now` (or unreadable). */
export const sweepPreviews = (storage: Storage, now = Date.now()): void => {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(STORAGE_PREFIX) === true,
  );
  for (const key of keys) {
    const writtenAt = parsed(storage.getItem(key))?.writtenAt;
    if (typeof writtenAt !== 'number' || now - writtenAt > PREVIEW_KEPT_MS) storage.removeItem(key);
  }
};

export const writePreview = (storage: Storage, id: string, reply: PreviewReply, now = Date.now()): void => {
  sweepPreviews(storage, now);
  storage.setItem(previewStorageKey(id), JSON.stringify({ ...reply, writtenAt: now }));
};

/** The page handed over under `id`, or null when there is none (another browser, cleared storage, bad JSON). */
export const readPreview = (storage: Storage, id: string): PreviewReply | null => {
  const value = parsed(storage.getItem(previewStorageKey(id)));
  const reply = { entry: recordOrNull(value?.entry), body: recordOrNull(value?.body) };
  return reply.entry || reply.body ? reply : null;
};

/**
 * The preview tab's read: a new hand-over moves from `shared` (localStorage) into the tab's own
 * `tab` storage (sessionStorage); without one, the tab shows what it took last (after a reload).
 */
export const takePreview = (shared: Storage, tab: Storage, id: string): PreviewReply | null => {
  const key = previewStorageKey(id);
  const text = shared.getItem(key);
  if (text !== null) {
    tab.setItem(key, text);
    shared.removeItem(key);
  }
  return readPreview(tab, id);
};

/** The preview route (PREVIEW_ROUTES) of a page handed over under `id`. */
export const previewPath = (kind: PreviewKind, id: string): string => `/preview/${kind === 'post' ? 'blog' : 'services'}/${id}`;
