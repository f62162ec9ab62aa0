// The audit trail (product §6): who changed what, when and from where. Types and limits only,
// outside the contract entry (staff code reads them through contract/messages).

/** What an entry records: each staff write is one of these. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'publish',
  'schedule',
  'unpublish',
  'submit',
  'return',
  'role',
  'import',
  'password',
  // A remote's release (or canary), promotion, rollback and canary abort: by the release command, the
  // automatic canary rule or a site server's start, outside any signed-in request.
  'release',
  'promote',
  'rollback',
  'abort',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The things the trail names besides the content types (whose keys it uses). */
export const AUDIT_OTHER_RESOURCES = [
  'user',
  'media',
  'redirect',
  'trash',
  'page-seo',
  'contact',
  'session',
  'not-found',
  'remote',
] as const;

/** How long an entry is kept before the hourly purge removes it. */
export const AUDIT_RETENTION_DAYS = 365;

/** The most entries one page of GET /audit answers. */
export const AUDIT_PAGE_MAX = 100;

/** One recorded change. */
export interface AuditEntry {
  _id: string;
  /** When (ISO, UTC). */
  at: string;
  /** Who: the account's id and its e-mail address at the time (kept if the account goes). */
  userId: string;
  userEmail: string;
  action: AuditAction;
  /** What: a content type's key ('blog'), or 'user', 'redirect', 'media', 'review', 'trash', 'page-seo'… */
  resourceType: string;
  /** The changed thing's id, page or path ('' when the change has none, e.g. a bulk delete). */
  resourceId: string;
  /** Which fields changed (names, and the value of a few safe ones such as a state or role); never a secret. */
  summary: string;
  /** From where: the address as the API sees it, and the browser. */
  ip: string;
  userAgent: string;
}

/** GET /audit's filters (all optional): an account, an action, a resource type, a range of days (YYYY-MM-DD, inclusive). */
export interface AuditQuery {
  user?: string;
  action?: AuditAction;
  resource?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** GET /audit: one page of entries, newest first. */
export interface AuditPage {
  data: AuditEntry[];
  total: number;
  page: number;
  limit: number;
}
