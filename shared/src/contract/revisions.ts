// Revisions of the content with a public page (issue 19): every save keeps the version it
// wrote, so staff can compare two and restore one. Staff only: the admin kit reads them at
// GET /{resource path}/{id}/revisions (newest first), GET .../revisions/{number} (one, with its
// fields) and POST .../revisions/{number}/restore (a new save of its fields, If-Match checked).

/**
 * The newest revisions kept per entry: an older one is removed by the save that makes it the
 * 51st. Enough for weeks of daily edits, while an entry's history stays one short list.
 */
export const REVISIONS_KEPT = 50;

/** One saved version of an entry, as the history list shows it. */
export interface RevisionSummary {
  /** 1, 2, 3... per entry, in save order. */
  number: number;
  /** Who saved it: null for the version an entry had before revisions were kept, or a removed user. */
  authorId: string | null;
  /** Their name (or e-mail) as staff know them; null when unknown. */
  authorName: string | null;
  /** ISO time of the save. */
  createdAt: string;
  /** The revision this save restored, when it was a restore. */
  restoredFrom: number | null;
}

/** One revision with the entry's fields as they were (the shape GET one of the resource answers). */
export interface Revision<T = Record<string, unknown>> extends RevisionSummary {
  entry: T & { _id: string };
}
