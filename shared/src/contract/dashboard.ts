// What the admin dashboard reads in one call (GET /dashboard, staff): the drafts and scheduled
// entries of every type with a public page, and the entries changed last across every type,
// each with who saved it last (from its revisions) so a screen can tell an editor's own drafts.

import type { ContentResourceKey } from './resources';

/** How many entries each list of the dashboard holds at most. */
export const DASHBOARD_LIST_SIZE = 10;

export interface DashboardEntry {
  resource: ContentResourceKey;
  _id: string;
  /** The entry's heading, title or name. */
  label: string;
  updatedAt: string;
  /** Who saved it last: null for an entry saved before revisions were kept (or by no one known). */
  editorId: string | null;
  editorName: string | null;
}

export interface ScheduledEntry extends DashboardEntry {
  /** When it goes live (UTC ISO time). */
  publishAt: string;
}

export interface DashboardReply {
  /** Drafts, the last changed first. */
  drafts: DashboardEntry[];
  /** Scheduled entries, the soonest first. */
  scheduled: ScheduledEntry[];
  /** The entries changed last, across every content type. */
  recentEdits: DashboardEntry[];
}
