// Preview (issue 19): an editor hands the page it would save, unsaved, to a new tab where the
// public remote renders it as visitors would see it. The hand-over goes through localStorage
// (shared by the site's tabs, kept across the new tab's reload) under an id the address carries;
// the value is the reply the public page would get from the API (`{ entry, body }`). Bundled only
// where used (`@agency/shared/contract/preview`): the editors and the preview pages.

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

export const writePreview = (storage: Storage, id: string, reply: PreviewReply): void =>
  storage.setItem(previewStorageKey(id), JSON.stringify(reply));

/** The page handed over under `id`, or null when there is none (another browser, cleared storage, bad JSON). */
export const readPreview = (storage: Storage, id: string): PreviewReply | null => {
  const text = storage.getItem(previewStorageKey(id));
  if (!text) return null;
  try {
    const parsed = recordOrNull(JSON.parse(text));
    const reply = { entry: recordOrNull(parsed?.entry), body: recordOrNull(parsed?.body) };
    return reply.entry || reply.body ? reply : null;
  } catch {
    return null;
  }
};

/** The preview route (PREVIEW_ROUTES) of a page handed over under `id`. */
export const previewPath = (kind: PreviewKind, id: string): string => `/preview/${kind === 'post' ? 'blog' : 'services'}/${id}`;
