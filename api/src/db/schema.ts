// Table types for Kysely. Column names equal the JSON field names of the shared
// entities, so rows map to replies without renaming; lists are JSON text. The content
// tables' types are derived from the content model (issue 16).

import type { ColumnType } from 'kysely';
import type { ContentModel, ResourceModel, SeoResourceKey } from '@agency/shared/contract/content-model';
import type { Contact, NotificationStatus, Role } from '@agency/shared/contract/entities';
import type { StaffRole } from '@agency/shared/contract/staff-roles';
import type { ReviewStatus } from '@agency/shared/contract/reviews';
import type { PublicationState, PublishableResourceKey } from '@agency/shared/contract/publication';
import type { ContentResourceFacts, ContentResourceKey } from '@agency/shared/contract/resources';

interface Stamped {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** Tables of content with a public page (migration 053). */
interface Published {
  state: ColumnType<PublicationState, PublicationState | undefined, PublicationState>;
  publishAt: string | null;
}

/** Tables of entries with a page of their own (migration 055): empty text means "derive it". */
interface SeoColumns {
  metaTitle: ColumnType<string, string | undefined, string>;
  metaDescription: ColumnType<string, string | undefined, string>;
  /** A stored file name in the entry's image folder, or an absolute address. */
  socialImage: ColumnType<string, string | undefined, string>;
  canonicalUrl: ColumnType<string, string | undefined, string>;
  focusKeyphrase: ColumnType<string, string | undefined, string>;
  noindex: ColumnType<number, number | undefined, number>;
}

/** Tables of entries with one picture (migration 057): its alt text, '' where the page derives one. */
interface ImageAltColumn {
  imageAlt: ColumnType<string, string | undefined, string>;
}

/** Tables of entries with a list of pictures (migration 057): their alt texts in the same order, as a JSON list. */
interface ImageAltsColumn {
  imageAlts: ColumnType<string, string | undefined, string>;
}

export interface UsersTable extends Stamped {
  username: string;
  email: string;
  phone: string;
  password_hash: string;
  role: Role;
  /** What a staff account may do (migration 090); null for a member. */
  staffRole: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  firstname: string;
  lastname: string;
  gender: string;
  age: number | null;
  contactsSeenAt: string | null;
}

/** What each column kind of the content model holds in the database: booleans as 0 or 1, lists as JSON text. */
interface ColumnTypes {
  text: string;
  nullableText: string | null;
  number: number;
  nullableNumber: number | null;
  integer: number;
  boolean: number;
  json: string;
}

type OwnColumns<Fields extends ResourceModel['fields']> = { -readonly [N in keyof Fields]: ColumnTypes[Fields[N]['column']] };

type Facts<K extends ContentResourceKey> = ContentResourceFacts[K];

/** The columns a resource's flags add: its slug, picture(s) and their alt texts, publication state, SEO fields. */
type SharedPartColumns<K extends ContentResourceKey, M extends ResourceModel> = (Facts<K> extends { slugFrom: string }
  ? { slug: string }
  : unknown) &
  (Facts<K>['images'] extends 'single'
    ? { image: M extends { imageOptional: true } ? string | null : string } & ImageAltColumn
    : Facts<K>['images'] extends 'many'
      ? { images: string } & ImageAltsColumn
      : unknown) &
  (K extends PublishableResourceKey ? Published : unknown) &
  (K extends SeoResourceKey ? SeoColumns : unknown);

type Flat<T> = { [P in keyof T]: T[P] };

/** The table of a content resource, derived from the content model (issue 16; migrations stay explicit files). */
export type ContentTable<K extends ContentResourceKey, M extends ResourceModel = ContentModel[K]> = Flat<
  Stamped & OwnColumns<M['fields']> & SharedPartColumns<K, M>
>;

/** The content tables by their names in the content model. */
type ContentTables = { [K in ContentResourceKey as ContentModel[K]['table']]: ContentTable<K> };

export type ContentTableName = keyof ContentTables;

/** A contact message as stored: the reply's fields (the contract's Contact); staff set the read state. */
export interface ContactsTable extends Omit<Contact, 'readAt' | 'readBy' | 'attribution'> {
  /** First read by staff (migration 050); null while unread. */
  readAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff account that read it first. */
  readBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its attribution (migration 071); all null for a message sent without one. */
  attrChannel: ColumnType<string | null, string | null | undefined, string | null>;
  attrReferrer: ColumnType<string | null, string | null | undefined, string | null>;
  attrUtmSource: ColumnType<string | null, string | null | undefined, string | null>;
  attrUtmMedium: ColumnType<string | null, string | null | undefined, string | null>;
  attrUtmCampaign: ColumnType<string | null, string | null | undefined, string | null>;
  attrLandingPage: ColumnType<string | null, string | null | undefined, string | null>;
  attrPagesViewed: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The media library (migration 051). */
export interface MediaItemsTable {
  _id: string;
  file: string;
  alt: string;
  name: string;
  size: number;
  sha256: string;
  createdAt: string;
  updatedAt: string;
}

/** Old slugs of renamed entries, so old links answer with a redirect. */
export interface SlugHistoryTable {
  resource: string;
  slug: string;
  entity_id: string;
  createdAt: string;
}

/** Solved ALTCHA challenges, kept until they expire so a solution works once. */
export interface CaptchaUsedTable {
  challenge_id: string;
  /** Unix seconds. */
  expires_at: number;
}

/** Failed logins per scope (`ip:…` or `account:…`) for the login throttle. */
export interface LoginFailuresTable {
  scope: string;
  failed_at: number;
}

/** Outbox rows: e-mails (staff notices, contact messages) and HTTP jobs (migration 120). */
export type OutboxKind = 'email' | 'http';

/** E-mails to staff about contact messages, sent by the outbox worker (see notifications/). */
export interface NotificationOutboxTable {
  _id: string;
  /** Null for a notice to staff about no message (migration 101). */
  contact_id: string | null;
  /** Such a notice's e-mail, `{ subject, text }` as JSON (migration 101). */
  notice: string | null;
  /** Who delivers the row: the e-mail worker, or the HTTP worker (migration 120). */
  kind: OutboxKind;
  /** An HTTP job's payload as JSON, null for an e-mail (migration 120). */
  job: string | null;
  status: NotificationStatus;
  /** Delivery attempts started (counted when a worker claims the row). */
  attempts: number;
  /** Epoch ms: a pending row is not claimed before this. */
  next_attempt_at: number;
  /** The worker holding the lease, and until when (epoch ms); null when nobody does. */
  claimed_by: string | null;
  claimed_until: number | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Rate-limit windows shared by the instances on PostgreSQL (see shared-state/). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Epoch ms. */
  window_ends_at: number;
}

/** One signed-in session (a token's `sid`): listed to its account, ended by deleting the row. */
export interface SessionsTable {
  _id: string;
  user_id: string;
  /** Epoch ms. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  /** The browser's User-Agent and the address it signed in from, to tell sessions apart. */
  user_agent: string;
  ip: string;
}

/** Small key/value facts about this database: the seed marker, the captcha secret. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Rows and a change counter per listed table, kept by triggers (migration 007). */
export interface ListStatsTable {
  name: string;
  row_count: number;
  version: number;
  /** Published rows of a table with publication states (migration 054); 0 elsewhere. */
  published_count: ColumnType<number, number | undefined, number>;
}

/** A deleted content entry, restorable until `purge_after` (migration 052). */
export interface TrashTable {
  /** The entry's own id: a restore puts it back under the same one. */
  _id: string;
  /** Content resource key (CONTENT_RESOURCES). */
  resource: string;
  label: string;
  /** The entry's stored row as JSON, exactly as it was in its table. */
  row_json: string;
  /** Its slug_history rows (old slugs), restored with it. */
  old_slugs: string;
  /** E-mail of the staff member who deleted it. */
  deleted_by: string;
  /** ISO timestamps. */
  deleted_at: string;
  purge_after: string;
  /** The items deleted as one entry (a page's card and body) share it: the card's id; null for an entry alone. */
  unit_id: string | null;
}

/** One saved version of a content entry with a public page (migration 056). */
export interface RevisionsTable {
  entity_id: string;
  /** 1, 2, 3... per entry, in save order. */
  number: number;
  /** Content resource key (CONTENT_RESOURCES). */
  resource: string;
  /** The entry's stored row as JSON, exactly as this save wrote it. */
  snapshot: string;
  /** The image files the snapshot names, as a JSON list. */
  image_files: string;
  /** The user who saved it; null for the version an entry had before revisions were kept. */
  author_id: string | null;
  /** The revision this save restored, if it was a restore. */
  restored_from: number | null;
  /** ISO timestamp: the row's `updatedAt` after this save. */
  created_at: string;
}

/** Page-level SEO fields (migration 058, issue 19): one row per public page staff saved, by its path. */
export interface PageSeoTable {
  path: string;
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  canonicalUrl: string;
  /** 1: hidden from search engines and left out of the sitemap. */
  noindex: number;
  /** ISO timestamp of the last save. */
  updatedAt: string;
}

/** Redirect rules (migration 080): what the site server answers before rendering a page. */
export interface RedirectRulesTable {
  id: string;
  from_path: string;
  /** '' for a 410 rule. */
  to_target: string;
  status: number;
  match_kind: string;
  query_mode: string;
  /** 1 or 0. */
  enabled: number;
  note: string;
  hit_count: ColumnType<number, number | undefined, number>;
  /** ISO timestamp of the last redirect served, or null. */
  last_hit: string | null;
  created_at: string;
  updated_at: string;
}

/** The 404 monitor (migration 081): one row per missing public path. */
export interface NotFoundPathsTable {
  path: string;
  hits: ColumnType<number, number | undefined, number>;
  first_seen: string;
  last_seen: string;
  /** YYYY-MM-DD (UTC) of first_seen: new paths a day are bounded. */
  first_day: string;
  /** JSON [[referrer, count], ...], the most frequent first. */
  referrers: string;
  /** 1 when staff chose Ignore. */
  ignored: number;
}

/** Raw beacon events (migration 070), kept 30 days; `data` is the event's other fields as JSON. */
export interface InsightEventsTable {
  id: string;
  type: string;
  day: string;
  /** Epoch ms. */
  received_at: number;
  path: string;
  data: string;
}

/** Today's visitor hashes (migration 070): a view whose hash is new counts a visitor. */
export interface InsightVisitorsTable {
  day: string;
  hash: string;
}

/** Views and new visitors per day, page, referrer host, channel, campaign and device (migration 070). */
export interface InsightDailyTable {
  day: string;
  path: string;
  referrer: string;
  channel: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  views: number;
  visitors: number;
}

/** A Core Web Vital's histogram per day and page (migration 070); see insights/vital-buckets. */
export interface InsightVitalsTable {
  day: string;
  path: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Client errors per day and remote version (migration 070). */
export interface InsightErrorsTable {
  day: string;
  remote: string;
  version: string;
  message: string;
  file: string;
  count: number;
}

/** Views and client errors per remote version and hour (epoch ms of its start) (migration 100). */
export interface InsightVersionCountsTable {
  hour: number;
  remote: string;
  version: string;
  views: number;
  errors: number;
}

/** INP and LCP histograms per remote version and hour (migration 100). */
export interface InsightVersionVitalsTable {
  hour: number;
  remote: string;
  version: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Who runs a periodic insight job, and until when (epoch ms) (migration 070). */
export interface InsightLeasesTable {
  name: string;
  holder: string;
  until: number;
}

/** Each week whose insight report e-mail was queued, by its last day (migration 115). */
export interface InsightWeeklyReportsTable {
  week_to: string;
  queued_at: string;
}

/** Whether each day's, week's and month's insight summary is current (migration 125): a late event for
 *  the period counts up `changes`; a summary is read only while `built` (its `changes` when built) equals it. */
export interface InsightSummaryPeriodsTable {
  kind: string;
  start: string;
  changes: number;
  built: number | null;
}

/** Views and visitors per page over a closed day, week or month (migration 125). */
export interface InsightSumPagesTable {
  kind: string;
  start: string;
  path: string;
  views: number;
  visitors: number;
}

/** Views and visitors per source over a closed day, week or month (migration 125). */
/** A summary's sources: the daily rollup's columns but the page, under a period (kind and start) instead of a day. */
export interface InsightSumSourcesTable extends Omit<InsightDailyTable, 'day' | 'path'> {
  kind: string;
  start: string;
}

/** A Core Web Vital's histogram per page over a closed week or month (migration 125). */
export interface InsightSumVitalsTable {
  kind: string;
  start: string;
  path: string;
  metric: string;
  bucket: number;
  count: number;
}

/** A Core Web Vital's histogram over the whole site per closed day (migration 125). */
/** Samples of each vital per page over a closed day, week or month (migration 130): the report's ranking of pages. */
export interface InsightSumPageVitalsTable {
  kind: string;
  start: string;
  path: string;
  lcp: number;
  inp: number;
  cls: number;
  fcp: number;
  ttfb: number;
}

export interface InsightSumSiteVitalsTable {
  day: string;
  metric: string;
  bucket: number;
  count: number;
}

export interface Database extends ContentTables {
  users: UsersTable;
  contacts: ContactsTable;
  media_items: MediaItemsTable;
  slug_history: SlugHistoryTable;
  captcha_used: CaptchaUsedTable;
  login_failures: LoginFailuresTable;
  app_meta: AppMetaTable;
  notification_outbox: NotificationOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  sessions: SessionsTable;
  list_stats: ListStatsTable;
  trash: TrashTable;
  revisions: RevisionsTable;
  page_seo: PageSeoTable;
  redirect_rules: RedirectRulesTable;
  not_found_paths: NotFoundPathsTable;
  insight_events: InsightEventsTable;
  insight_visitors: InsightVisitorsTable;
  insight_daily: InsightDailyTable;
  insight_vitals: InsightVitalsTable;
  insight_errors: InsightErrorsTable;
  insight_leases: InsightLeasesTable;
  insight_weekly_reports: InsightWeeklyReportsTable;
  insight_version_counts: InsightVersionCountsTable;
  insight_version_vitals: InsightVersionVitalsTable;
  insight_summary_periods: InsightSummaryPeriodsTable;
  insight_sum_pages: InsightSumPagesTable;
  insight_sum_sources: InsightSumSourcesTable;
  insight_sum_vitals: InsightSumVitalsTable;
  insight_sum_site_vitals: InsightSumSiteVitalsTable;
  insight_sum_page_vitals: InsightSumPageVitalsTable;
  reviews: ReviewsTable;
  audit_log: AuditLogTable;
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  login_tickets: LoginTicketsTable;
}

/** An account's TOTP secret (migration 095); confirmed_at null until its first code. Times: epoch ms. */
export interface TotpSecretsTable {
  user_id: string;
  secret: string;
  confirmed_at: number | null;
  /** The last time step a code was accepted for (replays of it are refused). */
  last_step: number | null;
}

/** One-time recovery codes, SHA-256 hashed. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: number | null;
}

/** A WebAuthn credential: `_id` is its credential id (base64url), the public key base64url COSE. */
export interface PasskeysTable {
  _id: string;
  user_id: string;
  public_key: string;
  sign_count: number;
  /** JSON list of the authenticator's transports. */
  transports: string;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out and not yet used (single use, expires). */
export interface WebauthnChallengesTable {
  _id: string;
  challenge: string;
  purpose: string;
  user_id: string | null;
  expires_at: number;
}

/** A password sign-in waiting for its second factor: `_id` is the SHA-256 of the ticket handed out. */
export interface LoginTicketsTable {
  _id: string;
  user_id: string;
  expires_at: number;
}

/** Submissions for review (migration 091). */
export interface ReviewsTable {
  _id: string;
  /** Content resource key (CONTENT_RESOURCES). */
  resource: string;
  entity_id: string;
  status: ReviewStatus;
  /** The author's note with the submission. */
  note: ColumnType<string, string | undefined, string>;
  /** The editor's comment when sending it back. */
  comment: ColumnType<string, string | undefined, string>;
  author_id: string;
  reviewer_id: string | null;
  created_at: string;
  decided_at: string | null;
}

/** The audit trail: one row per staff write (migration 092). */
export interface AuditLogTable {
  _id: string;
  at: string;
  user_id: string;
  /** The account's e-mail address at the time. */
  user_email: string;
  /** One of AUDIT_ACTIONS. */
  action: string;
  resource_type: string;
  resource_id: ColumnType<string, string | undefined, string>;
  summary: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
  user_agent: ColumnType<string, string | undefined, string>;
}
