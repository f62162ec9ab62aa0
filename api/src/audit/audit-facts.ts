// What a successful staff write did, in the trail's words: its action, the thing it changed and a
// short summary of which fields changed. Read from the route the write took (its pattern under the
// API's mount path), the fields it sent, the reply, and for a content update the entry before it,
// so no route records anything itself. A route not listed here still gets an entry, by its method.

import type { AuditAction } from '@agency/shared/contract/audit';
import { CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';

export interface SeenWrite {
  method: string;
  /** The route's pattern under the API's mount path, without a trailing slash ('/blog/:id'). */
  route: string;
  params: Readonly<Record<string, string>>;
  /** The fields the request sent. */
  input: Readonly<Record<string, unknown>>;
  /** A content entry before an update. */
  before?: Readonly<Record<string, unknown>>;
  /** The reply, when it was an object. */
  reply?: Readonly<Record<string, unknown>>;
  /** The signed-in account. */
  userId: string;
}

export interface AuditFacts {
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  summary: string;
}

/** Never named, let alone shown: a secret's field. */
const SECRET_FIELD = /pass(word)?|token|secret|captcha|csrf|otp|recovery/i;
/** Fields whose value the summary shows: short, and no secret. */
const SHOWN_VALUES = new Set(['state', 'publishAt', 'role', 'staffRole']);
/** Fields every content write changes, which say nothing of what was changed. */
const BOOKKEEPING = new Set(['_id', 'createdAt', 'updatedAt', 'authorId']);
const SUMMARY_MAX = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Names of the fields that changed: an entry's fields that differ from before, else those the write sent. */
const changedFields = (write: SeenWrite): string[] => {
  const { before, reply, input } = write;
  const names =
    before && reply ? Object.keys(reply).filter((name) => !BOOKKEEPING.has(name) && !same(before[name], reply[name])) : Object.keys(input);
  return names.filter((name) => !SECRET_FIELD.test(name));
};

const describe = (write: SeenWrite, extra: string[] = []): string => {
  const fields = changedFields(write);
  const values = fields
    .filter((name) => SHOWN_VALUES.has(name))
    .map((name) => {
      const now = text(write.reply?.[name] ?? write.input[name]);
      return write.before ? `${name}: ${text(write.before[name]) || '-'} → ${now || '-'}` : `${name}: ${now || '-'}`;
    });
  const parts = [...extra, ...values, ...(fields.length > 0 ? [`fields: ${fields.join(', ')}`] : [])];
  const summary = parts.join('; ');
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
};

/** The changed thing's id: the address's, else the reply's (redirect rules answer `id`). */
const idOf = (write: SeenWrite): string => write.params.id ?? (text(write.reply?._id) || text(write.reply?.id));

/** A change of state, in the trail's words; none when the state stayed. */
const stateAction = (before: unknown, after: unknown): AuditAction | undefined => {
  if (after === undefined || before === after) return undefined;
  if (after === 'published') return 'publish';
  if (after === 'scheduled') return 'schedule';
  if (after === 'draft' && before !== undefined) return 'unpublish';
  return undefined;
};

const SINGULAR: Record<string, string> = { redirects: 'redirect', users: 'user' };

const BY_METHOD: Record<string, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

const fact = (action: AuditAction, resourceType: string, resourceId: string, summary: string): AuditFacts => ({
  action,
  resourceType,
  resourceId,
  summary,
});

type Classifier = (write: SeenWrite) => AuditFacts | null;

/** Writes that are not one content type's, by `METHOD /route`; null: not a change worth an entry. */
const ROUTES: Record<string, Classifier> = {
  // Signing out and the inbox's read marks change what one reader saw, not the site.
  'POST /auth/logout': () => null,
  'PUT /contact/:id/read': () => null,
  'POST /contact/seen': () => null,
  'POST /contact/read-all': () => null,
  'PUT /auth/password': (w) => fact('password', 'user', w.userId, ''),
  'DELETE /auth/sessions/:id': (w) => fact('delete', 'session', idOf(w), ''),
  'POST /register': (w) => fact('create', 'user', text((w.reply?.user as Record<string, unknown> | undefined)?._id), describe(w)),
  'PUT /users/:id/role': (w) => fact('role', 'user', idOf(w), `role: ${text(w.input.role)}`),
  'DELETE /users/:id': (w) => fact('delete', 'user', idOf(w), ''),
  'DELETE /contact/:id': (w) => fact('delete', 'contact', idOf(w), ''),
  'POST /trash/:id/restore': (w) => fact('restore', text(w.reply?.resource) || 'trash', idOf(w), 'from the trash'),
  'DELETE /trash/:id': (w) => fact('purge', 'trash', idOf(w), 'deleted for good from the trash'),
  'POST /reviews': (w) => fact('submit', text(w.input.resource) || 'review', text(w.input.id), describe(w)),
  'POST /reviews/:id/approve': (w) =>
    fact(w.input.publishAt ? 'schedule' : 'publish', text(w.reply?.resource) || 'review', text(w.reply?.entityId), `review ${idOf(w)}`),
  'POST /reviews/:id/return': (w) => fact('return', text(w.reply?.resource) || 'review', text(w.reply?.entityId), `review ${idOf(w)}`),
  'POST /redirects/import': () => fact('import', 'redirect', '', ''),
  'PUT /redirects/not-found/ignored': (w) => fact('update', 'not-found', '', describe(w)),
  'PUT /seo/pages/:page': (w) => fact('update', 'page-seo', w.params.page ?? '', describe(w)),
};

/** The resource and route tail of a content type's write ('/blog/:id' → blog, '/:id'). */
const CONTENT_PATHS = new Map(Object.values(CONTENT_RESOURCES).map((resource) => [`/${resource.path}`, resource.key]));
const contentRouteOf = (route: string): { key: ContentResourceKey; tail: string } | undefined => {
  const [, first = '', ...rest] = route.split('/');
  const key = CONTENT_PATHS.get(`/${first}`);
  return key ? { key, tail: rest.length > 0 ? `/${rest.join('/')}` : '' } : undefined;
};

const contentFacts = (write: SeenWrite, key: ContentResourceKey, tail: string): AuditFacts => {
  if (tail === '/:id/revisions/:number/restore') return fact('restore', key, idOf(write), `revision ${write.params.number ?? ''}`);
  if (write.method === 'DELETE') return fact('delete', key, write.params.id ?? '', tail === '' ? 'every entry' : '');
  const action = stateAction(write.before?.state, write.reply?.state) ?? (write.method === 'POST' ? 'create' : 'update');
  return fact(action, key, idOf(write), describe(write));
};

/** What the write did, or null when it changed nothing the trail keeps. */
export const auditFactsOf = (write: SeenWrite): AuditFacts | null => {
  const listed = ROUTES[`${write.method} ${write.route}`];
  if (listed) return listed(write);
  const content = contentRouteOf(write.route);
  if (content) return contentFacts(write, content.key, content.tail);
  // Anything else staff change (media, redirects, settings…): its first path segment, by method.
  const segment = write.route.split('/')[1] || 'api';
  return fact(BY_METHOD[write.method] ?? 'update', SINGULAR[segment] ?? segment, idOf(write), describe(write));
};
