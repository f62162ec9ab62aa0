// The JSON Schemas of the replies that are not content entries (those come from the content model):
// accounts, sessions, messages, the outbox, the media library, the trash, search, SEO and the
// operational routes. They mirror the contract's types in entities.ts; openapi-replies.test.ts calls
// each route and holds its real reply to the schema here, so the two cannot drift apart unseen.
// Replies may carry more than a schema lists (an addition is not a break); what it lists must be there.

import { contactEnvelopeSchema } from '@agency/shared/contract/schemas/public-forms';
import type { JsonSchema } from './content-schemas';
import { jsonSchemaOf } from './yup-json-schema';

const text: JsonSchema = { type: 'string' };
const nullableText: JsonSchema = { type: ['string', 'null'] };
const integer: JsonSchema = { type: 'integer' };
const flag: JsonSchema = { type: 'boolean' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/** An object whose listed properties are all present, but those named optional. */
export const objectOf = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
});

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });

/** POST /login and the sign-up form's POST /register: a token (bearer or CSRF), or `{ msg }`. */
export const TOKEN_REPLY = objectOf(
  {
    token: text,
    csrfToken: text,
    msg: text,
    captchaRequired: flag,
    secondFactor: { type: 'string', enum: ['totp', 'passkey'] },
    ticket: text,
  },
  ['token', 'csrfToken', 'msg', 'captchaRequired', 'secondFactor', 'ticket'],
);

/** GET /auth/second-factor: the account's factors and the owners' rule. */
export const SECOND_FACTOR_STATE = objectOf({ totp: flag, recoveryCodesLeft: integer, passkeys: integer, required: flag });
/** POST /auth/second-factor/totp: the new secret, as text and as the QR code's address. */
export const TOTP_SETUP = objectOf({ secret: text, uri: text });
export const RECOVERY_CODES = objectOf({ message: text, recoveryCodes: listOf(text) });
/** WebAuthn options (the library's JSON) with the id of the challenge kept server-side. */
export const PASSKEY_OPTIONS = objectOf({ challengeId: text, options: { type: 'object' } });
export const PASSKEY = objectOf({ _id: text, label: text, createdAt: dateTime, lastUsedAt: nullable(dateTime) });
export const PASSKEYS = listOf(PASSKEY);
export const PASSKEY_ADDED = objectOf({ message: text, passkey: PASSKEY });
/** What the browser's WebAuthn call answered (a credential JSON), with the challenge's id. */
export const PASSKEY_REPLY_BODY: JsonSchema = {
  type: 'object',
  properties: { challengeId: text, response: { type: 'object' }, label: { type: 'string', maxLength: 60 } },
  required: ['challengeId', 'response'],
};
/** Sign-in with a passkey: the reply, and the solved captcha once its account had too many tries. */
export const PASSKEY_SIGN_IN_BODY: JsonSchema = {
  ...PASSKEY_REPLY_BODY,
  properties: { challengeId: text, response: { type: 'object' }, captcha: { type: 'string', maxLength: 20_000 } },
};
export const SECOND_FACTOR_RULE = objectOf({ message: text, required: flag });

const ACCOUNT = { _id: text, username: text, email: text, phone: text, role: text };

export const ME = objectOf(ACCOUNT);
export const USER = objectOf({ ...ACCOUNT, createdAt: dateTime, updatedAt: dateTime });
export const USERS = listOf(USER);

export const SESSIONS = listOf(
  objectOf({ _id: text, createdAt: dateTime, lastSeenAt: dateTime, userAgent: text, ip: text, current: flag }),
);

/** The register screen's reply: the new account (staff adding staff). */
export const REGISTERED = objectOf({ ...ACCOUNT }, ['username', 'phone', 'role']);

export const CONTACT = objectOf(
  {
    _id: text,
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    subject: text,
    message: text,
    // Which form sent it: the choices the POST's rules allow.
    source: (jsonSchemaOf(contactEnvelopeSchema).properties as Record<string, JsonSchema>).source,
    sourceDetail: text,
    createdAt: dateTime,
    readAt: nullableText,
    readBy: nullableText,
  },
  ['readAt', 'readBy'],
);

/** GET /contact: product §7's `{ data: [...] }`. */
export const CONTACT_LIST = objectOf({ data: listOf(CONTACT) });

export const CONTACT_SUMMARY = objectOf({
  total: integer,
  unseen: integer,
  unread: integer,
  newestUnread: nullable(objectOf({ _id: text, firstName: text, lastName: text, email: text, subject: text, createdAt: dateTime })),
});

const NOTIFICATION = objectOf({
  _id: text,
  contactId: text,
  status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
  attempts: integer,
  lastError: nullableText,
  createdAt: dateTime,
  sentAt: nullableText,
  nextAttemptAt: nullableText,
  contact: objectOf({ firstName: text, lastName: text, email: text, subject: text, source: text, sourceDetail: text }),
});

export const NOTIFICATIONS = objectOf({ configured: flag, recipients: listOf(text), data: listOf(NOTIFICATION) });

export const CONTACT_DETAIL: JsonSchema = {
  allOf: [CONTACT, objectOf({ readByName: nullableText, notification: nullable(NOTIFICATION) })],
};

const MEDIA_USE: JsonSchema = {
  oneOf: [objectOf({ resource: text, _id: text, label: text }), objectOf({ page: text, label: text })],
};

export const MEDIA_ITEM = objectOf({
  _id: text,
  file: text,
  alt: text,
  name: text,
  size: integer,
  createdAt: dateTime,
  updatedAt: dateTime,
  usedBy: listOf(MEDIA_USE),
});

export const MEDIA_LIST = objectOf({ data: listOf(MEDIA_ITEM) });

const TRASH_ITEM = objectOf({ _id: text, resource: text, label: text, deletedBy: text, deletedAt: dateTime, purgeAfter: dateTime });

export const TRASH_PAGE = objectOf({ data: listOf(TRASH_ITEM), total: integer, page: integer, limit: integer });

export const RESTORED_ENTRY = objectOf({ resource: text, entry: objectOf({ _id: text }), slugChanged: flag });

export const REVISION_SUMMARY = objectOf({
  number: integer,
  authorId: nullableText,
  authorName: nullableText,
  createdAt: dateTime,
  restoredFrom: { type: ['integer', 'null'] },
});

export const SEARCH_HITS = listOf(objectOf({ resource: text, _id: text, label: text }));

export const SEO_AUDIT = objectOf({
  pages: listOf(
    objectOf({
      url: text,
      title: text,
      editPath: text,
      problems: listOf(objectOf({ code: text, message: text, suggestion: text }, ['suggestion'])),
    }),
  ),
  count: integer,
});

const PAGE_HEAD = { metaTitle: text, metaDescription: text, socialImage: text, canonicalUrl: text, noindex: flag };

export const PUBLIC_PAGE_HEAD = objectOf(PAGE_HEAD);

export const PAGE_SEO_SETTINGS = objectOf({
  page: text,
  path: text,
  ...PAGE_HEAD,
  updatedAt: nullableText,
  defaults: objectOf({ title: text, description: text }),
});

export const PAGE_SEO_LIST = listOf(PAGE_SEO_SETTINGS);

/** GET /sitemap: what changes the sitemap (its cache key), the counts, and the pages kept out of it. */
export const SITEMAP_SUMMARY = objectOf({ version: text, counts: { type: 'object' }, hiddenPages: listOf(text) });

export const SITEMAP_SECTION = listOf(objectOf({ slug: text, updatedAt: dateTime }));

export const CAPTCHA_CHALLENGE = objectOf({ parameters: { type: 'object' }, signature: text });

export const HEALTH = objectOf({ status: text });

export const READINESS = objectOf({ status: text, checks: { type: 'object' } });

const counted = { views: integer, visitors: integer };

/** GET /insights/report: the Insights screen's figures for a range and the range before it. */
export const INSIGHT_REPORT = objectOf({
  from: text,
  to: text,
  previous: objectOf({ from: text, to: text, ...counted, leads: integer }),
  totals: objectOf({ ...counted, leads: integer }),
  daily: listOf(objectOf({ day: text, ...counted })),
  topPages: listOf(objectOf({ path: text, ...counted })),
  referrers: listOf(objectOf({ referrer: text, ...counted })),
  campaigns: listOf(objectOf({ utmSource: text, utmMedium: text, utmCampaign: text, ...counted })),
  channels: listOf(objectOf({ channel: text, ...counted })),
  devices: listOf(objectOf({ device: text, ...counted })),
  vitalsTrend: listOf(objectOf({ day: text, metric: text, p75: { type: 'number' }, samples: integer, rating: text })),
  vitals: listOf(objectOf({ path: text, metric: text, p75: { type: 'number' }, samples: integer, rating: text })),
  errors: listOf(objectOf({ remote: text, version: text, message: text, file: text, count: integer })),
  leadsByLandingPage: listOf(objectOf({ landingPage: text, leads: integer, visitors: integer, conversion: { type: 'number' } })),
  leadsByChannel: listOf(objectOf({ channel: text, leads: integer })),
  leadsByCampaign: listOf(objectOf({ utmCampaign: text, leads: integer })),
});

/** GET /insights/page: one public page's last 30 days. */
export const PAGE_INSIGHT = objectOf({
  path: text,
  from: text,
  to: text,
  ...counted,
  leads: integer,
  vitals: listOf(objectOf({ metric: text, p75: { type: 'number' }, samples: integer, rating: text })),
});

const nullableNumber: JsonSchema = { type: ['number', 'null'] };
const VERSION_NUMBERS = {
  version: text,
  views: integer,
  errors: integer,
  errorsPerThousand: nullableNumber,
  inpP75: nullableNumber,
  lcpP75: nullableNumber,
};

/** GET /insights/versions: each remote's live version and canary side by side, and its last aborted canary. */
export const VERSION_HEALTH = objectOf({
  remotes: listOf(
    objectOf(
      {
        remote: text,
        since: text,
        live: objectOf(VERSION_NUMBERS),
        canary: objectOf({ ...VERSION_NUMBERS, percent: integer, startedAt: text }),
        lastAborted: objectOf({ version: text, reason: text, at: text }),
      },
      ['canary', 'lastAborted'],
    ),
  ),
});

const PERSON = objectOf({ _id: text, name: text });

/** One submission for review: the entry, who sent it with which note, and what became of it. */
export const REVIEW = objectOf({
  _id: text,
  resource: text,
  entityId: text,
  title: text,
  status: text,
  note: text,
  comment: text,
  author: PERSON,
  reviewer: nullable(PERSON),
  createdAt: dateTime,
  decidedAt: nullableText,
});

export const REVIEW_LIST = objectOf({ data: listOf(REVIEW), total: integer });

/** One entry of the audit trail: who changed what, when and from where. */
export const AUDIT_ENTRY = objectOf({
  _id: text,
  at: dateTime,
  userId: text,
  userEmail: text,
  action: text,
  resourceType: text,
  resourceId: text,
  summary: text,
  ip: text,
  userAgent: text,
});

/** GET /audit: one page of entries, newest first. */
export const AUDIT_PAGE = objectOf({ data: listOf(AUDIT_ENTRY), total: integer, page: integer, limit: integer });

const DASHBOARD_ENTRY = { resource: text, _id: text, label: text, updatedAt: dateTime, editorId: nullableText, editorName: nullableText };

/** GET /dashboard: drafts, scheduled entries and the entries changed last. */
export const DASHBOARD = objectOf({
  drafts: listOf(objectOf(DASHBOARD_ENTRY)),
  scheduled: listOf(objectOf({ ...DASHBOARD_ENTRY, publishAt: dateTime })),
  recentEdits: listOf(objectOf(DASHBOARD_ENTRY)),
});
