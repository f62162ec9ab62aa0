// What the routes that are not content types take and answer, by method and path (as registered,
// under the API's mount path): the request bodies read from the yup schemas that validate them, the
// replies from reply-schemas.ts. The content types' operations come from the content model
// (content-docs.ts); a route may still say more of itself in its own `config.docs`, which wins.

import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  roleChangeSchema,
  signUpPayloadSchema,
} from '@agency/shared/contract/schemas/auth';
import {
  recoveryCodesRenewalSchema,
  secondFactorRequirementSchema,
  secondStepSchema,
  totpCodeSchema,
} from '@agency/shared/contract/schemas/second-factor';
import { mediaAltSchema } from '@agency/shared/contract/schemas/media';
import { approveReviewSchema, returnReviewSchema, submitReviewSchema } from '@agency/shared/contract/schemas/reviews';
import {
  contactEnvelopeSchema,
  contactFormSchema,
  faqQuestionFormSchema,
  quoteFormSchema,
} from '@agency/shared/contract/schemas/public-forms';
import { pageSeoSchema } from '@agency/shared/contract/schemas/seo';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { entitySchema, type JsonSchema } from './content-schemas';
import * as replies from './reply-schemas';
import { listOf, objectOf } from './reply-schemas';
import { MESSAGE_SCHEMA, type RouteDocs } from './route-docs';
import { envelopedSchemas, jsonSchemaOf, oneOfSchemas } from './yup-json-schema';

const ok = (schema: JsonSchema, description = 'OK'): RouteDocs['responses'] => ({ 200: { description, schema } });
const created = (schema: JsonSchema, description = 'Created'): RouteDocs['responses'] => ({ 201: { description, schema } });
const file = (mediaType: string, description: string): RouteDocs['responses'] => ({ 200: { description, mediaType } });
const message = (description: string): RouteDocs['responses'] => ok(MESSAGE_SCHEMA, description);

/** The image folders of product §7 (`/blogimg/{file}`…): each serves its stored pictures. */
const IMAGE_DOCS: RouteDocs = { summary: 'A stored picture', responses: file('image/*', 'The image file') };

const BY_ROUTE: Record<string, RouteDocs> = {
  'POST /login': { summary: 'Sign in', body: jsonSchemaOf(loginSchema), responses: ok(replies.TOKEN_REPLY) },
  'POST /register': {
    body: oneOfSchemas(signUpPayloadSchema, registerSchema),
    responses: created({ anyOf: [replies.TOKEN_REPLY, objectOf({ message: { type: 'string' }, user: replies.USER })] }),
  },
  'GET /auth/me': { summary: 'The signed-in account', responses: ok(replies.ME) },
  'PUT /auth/password': {
    summary: 'Change the own password (other sessions end)',
    body: jsonSchemaOf(changePasswordSchema),
    responses: ok({ allOf: [MESSAGE_SCHEMA, replies.TOKEN_REPLY] }),
  },
  'GET /auth/sessions': { summary: "The account's signed-in sessions", responses: ok(replies.SESSIONS) },
  'DELETE /auth/sessions/:id': { summary: 'End one session', responses: message('Ended') },
  'POST /auth/logout': { summary: 'Sign out (ends the session)', responses: message('Signed out') },
  'POST /login/second-factor': {
    summary: "Sign in, step two: the ticket of step one and the app's code or a recovery code",
    body: jsonSchemaOf(secondStepSchema),
    responses: ok(replies.TOKEN_REPLY),
  },
  'POST /login/passkey/options': {
    summary: 'Sign in with a passkey, step one: the options and a challenge',
    responses: ok(replies.PASSKEY_OPTIONS),
  },
  'POST /login/passkey': {
    summary: 'Sign in with a passkey (instead of a password and a code)',
    body: replies.PASSKEY_SIGN_IN_BODY,
    responses: ok(replies.TOKEN_REPLY),
  },
  'GET /auth/passkeys': { summary: "The account's passkeys", responses: ok(replies.PASSKEYS) },
  'POST /auth/passkeys/options': {
    summary: 'Start registering a passkey: the options and a challenge',
    responses: ok(replies.PASSKEY_OPTIONS),
  },
  'POST /auth/passkeys': {
    summary: 'Keep a passkey (the browser’s reply verified)',
    body: replies.PASSKEY_REPLY_BODY,
    responses: created(replies.PASSKEY_ADDED),
  },
  'DELETE /auth/passkeys/:id': { summary: 'Remove a passkey', responses: message('Removed') },
  'GET /auth/second-factor': { summary: "The account's second factors and the owners' rule", responses: ok(replies.SECOND_FACTOR_STATE) },
  'POST /auth/second-factor/totp': { summary: 'Start setting up an authenticator app (a new secret)', responses: ok(replies.TOTP_SETUP) },
  'POST /auth/second-factor/totp/confirm': {
    summary: 'Turn the authenticator app on with its first code (answers ten recovery codes)',
    body: jsonSchemaOf(totpCodeSchema),
    responses: ok(replies.RECOVERY_CODES),
  },
  'POST /auth/second-factor/totp/off': {
    summary: 'Turn the authenticator app off (takes a current code)',
    body: jsonSchemaOf(totpCodeSchema),
    responses: message('Turned off'),
  },
  'POST /auth/second-factor/recovery-codes': {
    summary: 'Ten new recovery codes, the old ones void (takes the password or a current code)',
    body: jsonSchemaOf(recoveryCodesRenewalSchema),
    responses: ok(replies.RECOVERY_CODES),
  },
  'PUT /auth/second-factor/requirement': {
    summary: 'Require a second factor of every staff account (owners)',
    body: jsonSchemaOf(secondFactorRequirementSchema),
    responses: ok(replies.SECOND_FACTOR_RULE),
  },
  'GET /users': { summary: 'Every account', responses: ok(replies.USERS) },
  'DELETE /users/:id': { summary: 'Delete an account', responses: message('Deleted') },
  'PUT /users/:id/role': { summary: "Change an account's role", body: jsonSchemaOf(roleChangeSchema), responses: ok(replies.USER) },
  'POST /contact': {
    summary: 'Send a message from one of the four public forms',
    body: envelopedSchemas(contactEnvelopeSchema, [contactFormSchema, quoteFormSchema, faqQuestionFormSchema]),
    responses: created(MESSAGE_SCHEMA, 'Sent'),
  },
  'GET /contact': { summary: 'Every message (product §7: `{ data }`)', responses: ok(replies.CONTACT_LIST) },
  'GET /contact/export.csv': { summary: 'The messages as CSV', responses: file('text/csv', 'One message a row') },
  'GET /contact/summary': { summary: 'How many messages, unseen and unread', responses: ok(replies.CONTACT_SUMMARY) },
  'POST /contact/seen': { summary: 'Mark every message seen by this reader', responses: ok(replies.CONTACT_SUMMARY) },
  'GET /contact/:id': { summary: 'One message, who read it and its staff e-mail', responses: ok(replies.CONTACT_DETAIL) },
  'PUT /contact/:id/read': {
    summary: 'Mark a message read or unread',
    body: { type: 'object', properties: { read: { type: 'boolean' } }, required: ['read'] },
    responses: ok(replies.CONTACT_DETAIL),
  },
  'POST /contact/read-all': { summary: 'Mark every message read', responses: ok(replies.CONTACT_SUMMARY) },
  'DELETE /products': {
    summary: 'Delete every product (each restorable from the trash)',
    responses: ok(objectOf({ message: { type: 'string' }, deletedCount: { type: 'integer' }, deletedIds: listOf({ type: 'string' }) })),
  },
  'DELETE /contact/:id': { summary: 'Delete a message', responses: message('Deleted') },
  'GET /notifications': { summary: 'The staff e-mail outbox', responses: ok(replies.NOTIFICATIONS) },
  'GET /media': { summary: 'The media library', responses: ok(replies.MEDIA_LIST) },
  'POST /media': {
    summary: 'Upload an image to the library (the same file again answers its entry)',
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      properties: { image: { type: 'string', format: 'binary' }, ...(jsonSchemaOf(mediaAltSchema).properties as JsonSchema) },
      required: ['image', 'alt'],
    },
    responses: { ...created(replies.MEDIA_ITEM), ...ok(replies.MEDIA_ITEM, 'Already in the library') },
  },
  'PUT /media/:id': { summary: "Change an image's alt text", body: jsonSchemaOf(mediaAltSchema), responses: ok(replies.MEDIA_ITEM) },
  'DELETE /media/:id': { summary: 'Delete an unused image', responses: message('Deleted') },
  'GET /trash': { summary: 'Deleted entries, restorable for 30 days', responses: ok(replies.TRASH_PAGE) },
  'POST /trash/:id/restore': { summary: 'Restore a deleted entry', responses: ok(replies.RESTORED_ENTRY) },
  'DELETE /trash/:id': { summary: 'Delete an entry for good', responses: message('Deleted') },
  'GET /search': { summary: 'Search every entry and message', responses: ok(replies.SEARCH_HITS) },
  'GET /seo/audit': { summary: 'Every public page with its SEO problems', responses: ok(replies.SEO_AUDIT) },
  'GET /seo/pages/public/:page': { summary: "A fixed page's head", responses: ok(replies.PUBLIC_PAGE_HEAD) },
  'GET /seo/pages': { summary: "The fixed pages' SEO settings", responses: ok(replies.PAGE_SEO_LIST) },
  'PUT /seo/pages/:page': {
    summary: "Save a fixed page's SEO",
    body: jsonSchemaOf(pageSeoSchema),
    responses: ok(replies.PAGE_SEO_SETTINGS),
  },
  'GET /sitemap': { summary: 'What the sitemap holds and its cache key', responses: ok(replies.SITEMAP_SUMMARY) },
  'GET /sitemap/:section': { summary: "One section's addresses", responses: ok(replies.SITEMAP_SECTION) },
  'POST /insights/events': {
    summary: "The visitor script's beacons (text/plain, so sendBeacon needs no preflight)",
    consumes: ['text/plain', 'application/json'],
    body: objectOf({ events: listOf({ type: 'object', required: ['id', 'type'] }) }),
    responses: {
      202: { description: 'Accepted: counted once its batch is written' },
      204: { description: 'Not counted: a bot, signed-in staff, or a visitor who opted out (Sec-GPC, DNT)' },
    },
  },
  'GET /insights/report': {
    summary: 'Visitors, pages, campaigns, leads and Core Web Vitals for a range of days',
    responses: ok(replies.INSIGHT_REPORT),
  },
  'GET /insights/page': {
    summary: "One public page's views, visitors, leads and p75 LCP / INP over the last 30 days (path=/blog/…)",
    responses: ok(replies.PAGE_INSIGHT),
  },
  'GET /insights/export.csv': { summary: 'The report as CSV', responses: file('text/csv', 'One section a block') },
  'GET /audit': {
    summary: 'The audit trail: who changed what, when and from where (filters: user, action, resource, from, to; paged)',
    responses: ok(replies.AUDIT_PAGE),
  },
  'GET /audit.csv': { summary: 'The audit trail as CSV (the same filters)', responses: file('text/csv', 'One entry a row') },
  'GET /insights/versions': {
    summary: "Each remote's live version and canary: views, errors per 1,000 views, p75 INP and LCP",
    responses: ok(replies.VERSION_HEALTH),
  },
  'GET /reviews': { summary: "The editors' review queue", responses: ok(replies.REVIEW_LIST) },
  'GET /reviews/mine': { summary: "The signed-in author's submissions and what became of them", responses: ok(replies.REVIEW_LIST) },
  'POST /reviews': {
    summary: 'Submit an own draft for review',
    body: jsonSchemaOf(submitReviewSchema),
    responses: created(replies.REVIEW),
  },
  'POST /reviews/:id/approve': {
    summary: 'Approve: publish the entry now, or at `publishAt`',
    body: jsonSchemaOf(approveReviewSchema),
    responses: ok(replies.REVIEW),
  },
  'POST /reviews/:id/return': {
    summary: 'Send back with a comment',
    body: jsonSchemaOf(returnReviewSchema),
    responses: ok(replies.REVIEW),
  },
  'GET /dashboard': { summary: 'Drafts, scheduled entries and the entries changed last', responses: ok(replies.DASHBOARD) },
  'GET /captcha/challenge': { summary: 'A proof-of-work challenge for the forms', responses: ok(replies.CAPTCHA_CHALLENGE) },
  'GET /healthz': { summary: 'The process answers', responses: ok(replies.HEALTH) },
  'GET /readyz': { summary: 'The database and image store answer', responses: ok(replies.READINESS) },
  'GET /openapi.json': { responses: ok({ type: 'object', required: ['openapi', 'paths'] }, 'This description') },
  'GET /docs': { responses: file('text/html', 'The reference page') },
  'GET /docs/:file': { responses: file('application/octet-stream', "The page's scripts and styles") },
};

/** The revisions of each content type that keeps them: the history, one version with its entry, a restore. */
const REVISION_DOCS: Record<string, RouteDocs> = Object.fromEntries(
  Object.values(CONTENT_RESOURCES).flatMap((resource) => {
    const base = `/${resource.path}/:id/revisions`;
    const entry = entitySchema(resource);
    return [
      [`GET ${base}`, { summary: "The entry's saved versions, newest first", responses: ok(listOf(replies.REVISION_SUMMARY)) }],
      [`GET ${base}/:number`, { summary: 'One saved version', responses: ok({ allOf: [replies.REVISION_SUMMARY, objectOf({ entry })] }) }],
      [`POST ${base}/:number/restore`, { summary: 'Save that version again (If-Match checked)', responses: ok(entry) }],
    ];
  }),
);

const IMAGE_ROUTE = /^GET \/[A-Za-z]+\/:file$/;

/** The docs this table holds for a route (`GET /auth/me`, with `:param`s), if any. */
export const operationDocsOf = (method: string, path: string): RouteDocs | undefined => {
  const route = `${method} ${path}`;
  return BY_ROUTE[route] ?? REVISION_DOCS[route] ?? (IMAGE_ROUTE.test(route) && route !== 'GET /docs/:file' ? IMAGE_DOCS : undefined);
};
