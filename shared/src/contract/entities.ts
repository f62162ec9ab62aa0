// The entities of product §3 as the API host stores and returns them.
// Every record carries a string `_id` and the timestamps the API adds. The content
// entries' types are derived from the content model (content-model.ts, issue 16).

import type { Attribution, AttributionInput } from './insights';
import type { ContentEntity } from './content-model';
import type { Publication } from './publication';
import type { ContentResourceKey } from './resources';
import type { SeoPageKey } from './page-seo';
import type { AuditProblemKind } from './seo/site-audit';
import type { ImageKind } from './media';
import type { Permission } from './staff-roles';

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** Entries with a public page carry their publication state (issue 19; an addition to the brief's replies). */
export type Publishable = Partial<Publication>;

/**
 * The SEO fields of an entry with a page of its own (issue 19; additions to the brief's replies).
 * Empty text means the page derives the value, as before; `socialImage` is a stored file name in
 * the entry's image folder or an absolute address.
 */
export interface SeoFields {
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  canonicalUrl?: string;
  noindex?: boolean;
  focusKeyphrase?: string;
}

/**
 * The words for an entry's one picture, for people who cannot see it (issue 19; an addition to the
 * brief's replies). Empty means the page derives them, as before (the title, or none for a decoration).
 */
export interface ImageAlt {
  imageAlt?: string;
}

/** The words for each picture of an entry's `images`, in their order ('' where the page derives them; issue 19). */
export interface ImageAlts {
  imageAlts?: string[];
}

/** One public page in the site SEO audit (GET /seo/audit, staff, issue 19). */
export interface SeoAuditPage {
  /** The page's path on the site ('/blog/local-seo'). */
  url: string;
  /** The title search engines get (its SEO title, else the derived one). */
  title: string;
  /** The admin editor that holds the page's SEO fields. */
  editPath: string;
  /** `suggestion`: the address a link through a redirect should name instead. */
  problems: Array<{ code: AuditProblemKind; message: string; suggestion?: string }>;
}

export interface SeoAuditReply {
  pages: SeoAuditPage[];
  /** Problems on all pages together. */
  count: number;
}

export type AboutUs = ContentEntity<'about'>;

export type Blog = ContentEntity<'blog'>;

export type SingleBlog = ContentEntity<'singleBlog'>;

export type Work = ContentEntity<'work'>;

export type Service = ContentEntity<'service'>;

export interface Feature {
  featureIcon: string;
  featureTitle: string;
  featureDesc: string;
}

export type SingleService = ContentEntity<'singleService'>;

/**
 * GET /blog/page/{slug} and GET /services/page/{slug} (product §7): what a public post or
 * service page shows, in one reply: the entry (card) and the body (single blog or single
 * service) with the same slug. Either may be null (a post without a body shows the
 * entry's description), never both: that address answers 404.
 */
export interface DetailPageReply<Entry, Body> {
  entry: Entry | null;
  body: Body | null;
}

/** The page of /blog/{slug}. */
export type BlogDetailReply = DetailPageReply<Blog, SingleBlog>;

/** The page of /services/{slug}. */
export type ServiceDetailReply = DetailPageReply<Service, SingleService>;

export type TeamMember = ContentEntity<'team'>;

export type ProductType = 'normal' | 'variation';

export type Product = ContentEntity<'product'>;

export type Testimonial = ContentEntity<'testimonial'>;

export type Role = 'staff' | 'member';

/** What a staff account may do (product §6; the permissions of each: staff-roles.ts). */
export const STAFF_ROLES = ['owner', 'editor', 'author', 'seo', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A user as the API returns it: the password hash never leaves the API. */
export interface User extends Timestamps {
  _id: string;
  username: string;
  email: string;
  phone: string;
  role: Role;
  /** What a staff account may do (product §6); null for a member. */
  staffRole: StaffRole | null;
}

export type Plan = ContentEntity<'plan'>;

export type FaqCategory = 'Search Engine Optimization' | 'Social Media Marketing' | 'Digital Marketing';

export type Faq = ContentEntity<'faq'>;

/** The entity of each content resource (product §3), by the keys of resources.ts: what its lists and items answer. */
export type ContentEntities = { [K in ContentResourceKey]: ContentEntity<K> };

/** Which public form a contact message came from. */
export type ContactSource = 'contact' | 'quote-home' | 'quote-service' | 'faq';

export interface Contact {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  source: ContactSource;
  /** The service's name when the quote came from a service page. */
  sourceDetail: string;
  createdAt: string;
  /** When staff first read it; null (or absent) while unread. */
  readAt?: string | null;
  /** Who read it first (a staff account id). */
  readBy?: string | null;
  /** Where its visitor came from; null for a message sent without it (shown as "unknown"). */
  attribution?: Attribution | null;
}

/** GET /contact/{id} (staff): one message, who read it, and the e-mail sent to staff about it. */
export interface ContactDetail extends Contact {
  /** The name of the account that read it first, if it still exists. */
  readByName: string | null;
  notification: ContactNotification | null;
}

// ----- request payloads (product §3 and §7) -----

export interface LoginPayload {
  email: string;
  password: string;
}

/** Reply of POST /login and of the sign-up form's POST /register: a bearer `token` for API
 *  clients; the site's pages (`X-Session: cookie`) get the HttpOnly session cookie and the
 *  `csrfToken` they send back with every change. After too many attempts on an account,
 *  a 429 with `captchaRequired` asks the login form for the captcha. */
export interface TokenReply {
  token?: string;
  csrfToken?: string;
  msg?: string;
  captchaRequired?: boolean;
  /** The password was right and a second factor must follow: TOTP (with `ticket`) or a passkey. */
  secondFactor?: 'totp' | 'passkey';
  /** Carries the sign-in to POST /login/second-factor (five minutes). */
  ticket?: string;
}

export interface SignUpPayload {
  username: string;
  email: string;
  phone: string;
  password: string;
}

export type Gender = 'male' | 'female';

export interface RegisterPayload {
  firstname: string;
  lastname: string;
  email: string;
  gender: Gender;
  phone: string;
  age: number | string;
  password: string;
  confirmpassword: string;
}

/** POST /contact (product §7): a visitor's message, as the four public forms send it; the optional fields are '' when left out. */
export type ContactPayload = Pick<Contact, 'firstName' | 'email' | 'phone' | 'message'> &
  Partial<Pick<Contact, 'lastName' | 'subject' | 'source' | 'sourceDetail'>> & { captcha: string; attribution?: AttributionInput };

/** GET /contact replies `{ data: [...] }` (product §7). */
export interface ContactListReply {
  data: Contact[];
}

/** GET /auth/me */
export interface Me {
  _id: string;
  username: string;
  email: string;
  phone: string;
  role: Role;
  /** The staff role, null for a member. */
  staffRole: StaffRole | null;
  /** What the account may do in the admin (empty for a member). */
  permissions: Permission[];
  /** The owners require a second factor and this staff account has none yet (the admin opens its set-up). */
  secondFactorSetupRequired?: true;
}

/** One signed-in session of the account (GET /auth/sessions), to see where it is signed in and end it. */
export interface SessionInfo {
  _id: string;
  createdAt: string;
  lastSeenAt: string;
  /** The browser's User-Agent as it signed in. */
  userAgent: string;
  /** The address it signed in from. */
  ip: string;
  /** The session this very page runs on. */
  current: boolean;
}

/** PUT /auth/password: the signed-in account changes its own password. */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** GET /contact/summary (and the reply of POST /contact/seen): all messages, and those new to this reader. */
export interface ContactSummary {
  total: number;
  unseen: number;
  /** Messages no staff member has read yet: the bell's count. */
  unread: number;
  /** The newest of those (the dashboard shows it), null when every message is read. */
  newestUnread: UnreadContact | null;
}

/** What the dashboard shows of the newest unread message. */
export type UnreadContact = Pick<Contact, '_id' | 'firstName' | 'lastName' | 'email' | 'subject' | 'createdAt'>;

/** Delivery of the staff e-mail about one contact message (beyond the brief). */
export type NotificationStatus = 'pending' | 'sent' | 'failed';

export interface ContactNotification {
  _id: string;
  contactId: string;
  status: NotificationStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  /** Why the last attempt failed (cleared once sent). */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a pending e-mail is tried next. */
  nextAttemptAt: string | null;
  /** The message the e-mail announces. */
  contact: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'subject' | 'source' | 'sourceDetail'>;
}

/** GET /notifications (staff): the outbox, newest first. */
export interface NotificationListReply {
  /** False while SMTP_URL or NOTIFY_EMAILS is missing: e-mails wait in the outbox. */
  configured: boolean;
  /** Where the e-mails go. */
  recipients: string[];
  data: ContactNotification[];
}

/** One hit of GET /search?q= (admin top bar). `resource` is a key of CONTENT_RESOURCES, or 'contact' for a message (issue 21). */
export interface SearchHit {
  resource: ContentResourceKey | 'contact';
  _id: string;
  label: string;
}

/** Where a media library image is used: an entry whose rich text shows it. */
/** A place that shows a library image: a content entry (its text, social image, trash or revisions), or a page's SEO. */
export type MediaUse = { resource: ContentResourceKey; _id: string; label: string } | { page: SeoPageKey; label: string };

/** One image of the media library (GET /media, staff). */
export interface MediaItem {
  _id: string;
  /** Stored file name in the `mediaimg` folder. */
  file: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** The uploaded file's name. */
  name: string;
  size: number;
  createdAt: string;
  updatedAt: string;
  usedBy: MediaUse[];
  /**
   * Where the file is stored: absent (or 'media') for an image uploaded to the library; the
   * entry's own folder for a cover, card, gallery or social image uploaded in an editor,
   * listed so that any image field can reuse it (its alt text is then the entry's).
   */
  kind?: ImageKind;
}

export interface MediaListReply {
  data: MediaItem[];
}

/** How long a deleted content entry stays restorable before the server purges it (issue 21). */
export const TRASH_RETENTION_DAYS = 30;

/** One deleted content entry in the trash (GET /trash, staff). `_id` is the entry's own id. */
/** What the trash holds: content entries, and contact messages (under the contacts' area key). */
export type TrashResource = ContentResourceKey | 'contact';

export interface TrashItem {
  _id: string;
  resource: TrashResource;
  label: string;
  /** E-mail of the staff member who deleted it. */
  deletedBy: string;
  deletedAt: string;
  /** When the server removes it and its images for good. */
  purgeAfter: string;
}

/** POST /trash/:id/restore: the entry as it is again, with its slug (fresh if its old one was taken meanwhile). */
export interface RestoredEntry {
  resource: TrashResource;
  entry: { _id: string; slug?: string } & Record<string, unknown>;
  /** True when the entry's old slug belonged to another entry by then, so it got a new one. */
  slugChanged: boolean;
}
