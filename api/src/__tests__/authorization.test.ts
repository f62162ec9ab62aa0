// The authorization matrix over the whole route table: every method and path of
// product §7, plus /auth/me, /auth/password, /auth/sessions, /auth/logout, /users/:id/role, /search,
// /contact/summary, /contact/seen, /contact/export.csv, the contact inbox (one message, read state,
// read-all), the media library, /notifications, the SEO audit, the pages' SEO fields, the redirects, the insight beacons and report, the audit trail and the revisions of content with a public page, called with no token, a member token, a
// token of each staff role, a tampered token and an expired token, each with the status it
// must get. Staff endpoints also refuse unsigned, foreign and orphaned tokens,
// and the table must cover every route the API registers. A staff route names the permission
// it needs; each role's column follows from the roles' table (ROLE_PERMISSIONS), and the
// permission the matrix names must be the one the route declares in its config.

import { createSigner } from 'fast-jwt';
import { apiMessages, roleMessages } from '@agency/shared/contract/messages';
import { hasSeoFields } from '@agency/shared/contract/content-model';
import { DEFAULT_STAFF_PERMISSION, roleCan, STAFF_ROLES, type Permission, type StaffRole } from '@agency/shared/contract/staff-roles';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers/test-app';
import { registeredRouteOptions } from './helpers/route-table';
import { tokensOfEveryRole } from './helpers/role-tokens';
import { acceptedPermissions } from '../http/permissions';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = 'none' | 'member' | StaffRole | 'tampered' | 'expired';

interface Endpoint {
  method: Method;
  url: string;
  /** Route pattern as registered, for the completeness check. */
  route: string;
  payload?: Record<string, unknown>;
  /** The status each caller gets. */
  expected: Record<Caller, number>;
  /** A staff route's permissions (any one lets a role in), as the route declares them. */
  permission?: readonly Permission[];
}

const CALLERS: readonly Caller[] = ['none', 'member', ...STAFF_ROLES, 'tampered', 'expired'];
const NO_SUCH_ID = '000000000000000000000000';
const SECRET = 'matrix-secret-0123456789-abcdefghijklmnop';

const everyRole = (status: (role: StaffRole) => number) =>
  Object.fromEntries(STAFF_ROLES.map((role) => [role, status(role)])) as Record<StaffRole, number>;
/** Staff only: 401 without a valid token, 403 for a member and for a role without any of the
 *  permissions (none named: the default, editors' and owners'), `status` for the others. */
const staffOnly = (status: number, ...permission: Permission[]): { expected: Record<Caller, number>; permission: Permission[] } => {
  const accepted = permission.length > 0 ? permission : [DEFAULT_STAFF_PERMISSION];
  return {
    expected: {
      none: 401,
      member: 403,
      ...everyRole((role) => (accepted.some((item) => roleCan(role, item)) ? status : 403)),
      tampered: 401,
      expired: 401,
    },
    permission: accepted,
  };
};
/** Any signed-in account. */
const signedIn = (status: number): Record<Caller, number> => ({
  none: 401,
  member: status,
  ...everyRole(() => status),
  tampered: 401,
  expired: 401,
});
/** Any staff account, whatever its role (its own second factor): a member gets 403. */
const staffAccount = (status: number): Record<Caller, number> => ({ ...signedIn(status), member: 403 });
/** Public: a token, valid or not, changes nothing. */
const open = (status: number): Record<Caller, number> => ({
  none: status,
  member: status,
  ...everyRole(() => status),
  tampered: status,
  expired: status,
});

const endpoint = (
  method: Method,
  url: string,
  route: string,
  access: Record<Caller, number> | ReturnType<typeof staffOnly>,
  payload?: Record<string, unknown>,
): Endpoint => ({
  method,
  url,
  route,
  ...('permission' in access ? access : { expected: access as Record<Caller, number> }),
  payload,
});

const resources = Object.values(CONTENT_RESOURCES);

const MATRIX: Endpoint[] = [
  ...resources.flatMap((resource): Endpoint[] => {
    const base = `/${resource.path}`;
    // Authors draft entries with a public page; SEO specialists change the SEO fields of those with a page of their own.
    const creates: Permission = isPublishable(resource.key) ? 'content.draft' : 'content.edit';
    const edits: Permission[] = hasSeoFields(resource.key) ? [creates, 'content.seo'] : [creates];
    return [
      endpoint('GET', base, base, open(200)),
      endpoint('GET', `${base}/${NO_SUCH_ID}`, `${base}/:id`, open(404)),
      // An empty body passes the guard and then fails validation.
      // A draft, so that an author's empty create fails validation like everyone's.
      endpoint('POST', base, base, staffOnly(400, creates), isPublishable(resource.key) ? { state: 'draft' } : {}),
      endpoint('PUT', `${base}/${NO_SUCH_ID}`, `${base}/:id`, staffOnly(404, ...edits), {}),
      endpoint('DELETE', `${base}/${NO_SUCH_ID}`, `${base}/:id`, staffOnly(404, 'content.delete')),
      // The history of content with a public page (issue 19).
      ...(isPublishable(resource.key)
        ? [
            endpoint('GET', `${base}/${NO_SUCH_ID}/revisions`, `${base}/:id/revisions`, staffOnly(404, 'admin.read')),
            endpoint('GET', `${base}/${NO_SUCH_ID}/revisions/1`, `${base}/:id/revisions/:number`, staffOnly(404, 'admin.read')),
            endpoint(
              'POST',
              `${base}/${NO_SUCH_ID}/revisions/1/restore`,
              `${base}/:id/revisions/:number/restore`,
              staffOnly(404, 'content.edit'),
            ),
          ]
        : []),
    ];
  }),
  endpoint('GET', '/single-blog/slug/no-such-post', '/single-blog/slug/:slug', open(404)),
  endpoint('GET', '/single-service/slug/no-such-service', '/single-service/slug/:slug', open(404)),
  endpoint('GET', '/blog/page/no-such-post', '/blog/page/:slug', open(404)),
  endpoint('GET', '/services/page/no-such-service', '/services/page/:slug', open(404)),
  endpoint('POST', '/login', '/login', open(400), {}),
  // POST /register: the sign-up form is public; the register screen (a payload with `firstname`) is staff-only.
  endpoint('POST', '/register', '/register', open(400), { username: 'Nora' }),
  endpoint('POST', '/register', '/register', staffOnly(400, 'users.manage'), { firstname: 'Nora' }),
  endpoint('GET', '/auth/me', '/auth/me', signedIn(200)),
  endpoint('PUT', '/auth/password', '/auth/password', signedIn(400), {}),
  endpoint('GET', '/auth/sessions', '/auth/sessions', signedIn(200)),
  endpoint('DELETE', `/auth/sessions/${NO_SUCH_ID}`, '/auth/sessions/:id', signedIn(404)),
  endpoint('POST', '/login/second-factor', '/login/second-factor', open(400), {}),
  endpoint('GET', '/auth/second-factor', '/auth/second-factor', staffAccount(200)),
  endpoint('POST', '/auth/second-factor/totp', '/auth/second-factor/totp', staffAccount(200), {}),
  endpoint('POST', '/auth/second-factor/totp/confirm', '/auth/second-factor/totp/confirm', staffAccount(400), {}),
  endpoint('POST', '/auth/second-factor/totp/off', '/auth/second-factor/totp/off', staffAccount(400), {}),
  endpoint('POST', '/auth/second-factor/recovery-codes', '/auth/second-factor/recovery-codes', staffAccount(400), {}),
  endpoint('PUT', '/auth/second-factor/requirement', '/auth/second-factor/requirement', staffOnly(400, 'settings.manage'), {}),
  endpoint('POST', '/login/passkey/options', '/login/passkey/options', open(200), {}),
  endpoint('POST', '/login/passkey', '/login/passkey', open(400), {}),
  endpoint('GET', '/auth/passkeys', '/auth/passkeys', staffAccount(200)),
  endpoint('POST', '/auth/passkeys/options', '/auth/passkeys/options', staffAccount(200), {}),
  endpoint('POST', '/auth/passkeys', '/auth/passkeys', staffAccount(400), {}),
  endpoint('DELETE', `/auth/passkeys/${NO_SUCH_ID}`, '/auth/passkeys/:id', staffAccount(404)),
  endpoint('GET', '/users', '/users', staffOnly(200, 'users.manage')),
  endpoint('DELETE', `/users/${NO_SUCH_ID}`, '/users/:id', staffOnly(404, 'users.manage')),
  endpoint('PUT', `/users/${NO_SUCH_ID}/role`, '/users/:id/role', staffOnly(404, 'users.manage'), { role: 'member' }),
  endpoint('POST', '/contact', '/contact', open(400), {}),
  endpoint('GET', '/contact', '/contact', staffOnly(200, 'contacts.read')),
  endpoint('DELETE', `/contact/${NO_SUCH_ID}`, '/contact/:id', staffOnly(404, 'contacts.manage')),
  endpoint('GET', '/contact/export.csv', '/contact/export.csv', staffOnly(200, 'contacts.read')),
  endpoint('GET', '/sitemap', '/sitemap', open(200)),
  endpoint('GET', '/sitemap/blog', '/sitemap/:section', open(200)),
  endpoint('GET', '/contact/summary', '/contact/summary', staffOnly(200, 'contacts.read')),
  endpoint('POST', '/contact/seen', '/contact/seen', staffOnly(200, 'contacts.read')),
  endpoint('GET', `/contact/${NO_SUCH_ID}`, '/contact/:id', staffOnly(404, 'contacts.read')),
  endpoint('PUT', `/contact/${NO_SUCH_ID}/read`, '/contact/:id/read', staffOnly(404, 'contacts.read'), { read: true }),
  endpoint('POST', '/contact/read-all', '/contact/read-all', staffOnly(200, 'contacts.read')),
  endpoint('GET', '/notifications', '/notifications', staffOnly(200, 'contacts.read')),
  endpoint('GET', '/media', '/media', staffOnly(200, 'admin.read')),
  endpoint('POST', '/media', '/media', staffOnly(400, 'media.upload'), {}),
  endpoint('PUT', `/media/${NO_SUCH_ID}`, '/media/:id', staffOnly(404, 'media.upload'), { alt: 'A picture' }),
  endpoint('DELETE', `/media/${NO_SUCH_ID}`, '/media/:id', staffOnly(404, 'content.delete')),
  endpoint('GET', '/trash', '/trash', staffOnly(200, 'admin.read')),
  endpoint('POST', `/trash/${NO_SUCH_ID}/restore`, '/trash/:id/restore', staffOnly(404, 'content.delete')),
  endpoint('DELETE', `/trash/${NO_SUCH_ID}`, '/trash/:id', staffOnly(404, 'content.delete')),
  endpoint('GET', '/search?q=seo', '/search', staffOnly(200, 'admin.read')),
  endpoint('GET', '/reviews', '/reviews', staffOnly(200, 'review.decide')),
  endpoint('GET', '/reviews/mine', '/reviews/mine', staffOnly(200, 'review.submit')),
  endpoint('POST', '/reviews', '/reviews', staffOnly(400, 'review.submit'), {}),
  endpoint('POST', `/reviews/${NO_SUCH_ID}/approve`, '/reviews/:id/approve', staffOnly(404, 'review.decide'), {}),
  endpoint('POST', `/reviews/${NO_SUCH_ID}/return`, '/reviews/:id/return', staffOnly(404, 'review.decide'), { comment: 'Shorter, please' }),
  endpoint('GET', '/redirects', '/redirects', staffOnly(200, 'admin.read')),
  endpoint('POST', '/redirects', '/redirects', staffOnly(400, 'redirects.manage'), {}),
  endpoint('PUT', `/redirects/${NO_SUCH_ID}`, '/redirects/:id', staffOnly(404, 'redirects.manage'), {}),
  endpoint('DELETE', `/redirects/${NO_SUCH_ID}`, '/redirects/:id', staffOnly(404, 'redirects.manage')),
  endpoint('POST', '/redirects/import', '/redirects/import', staffOnly(400, 'redirects.manage'), {}),
  endpoint('GET', '/redirects/export', '/redirects/export', staffOnly(200, 'admin.read')),
  endpoint('GET', '/redirects/not-found', '/redirects/not-found', staffOnly(200, 'admin.read')),
  endpoint('GET', '/redirects/not-found/summary', '/redirects/not-found/summary', staffOnly(200, 'admin.read')),
  endpoint('PUT', '/redirects/not-found/ignored', '/redirects/not-found/ignored', staffOnly(400, 'redirects.manage'), {}),
  endpoint('GET', '/seo/audit', '/seo/audit', staffOnly(200, 'admin.read')),
  endpoint('GET', '/dashboard', '/dashboard', staffOnly(200, 'admin.read')),
  endpoint('GET', '/seo/pages', '/seo/pages', staffOnly(200, 'admin.read')),
  endpoint('GET', '/seo/pages/public/about', '/seo/pages/public/:page', open(200)),
  endpoint('PUT', '/seo/pages/no-such-page', '/seo/pages/:page', staffOnly(404, 'content.seo'), {}),
  endpoint('GET', '/captcha/challenge', '/captcha/challenge', open(200)),
  // First-party insight: beacons are public (an empty body is refused), the numbers are staff's.
  endpoint('POST', '/insights/events', '/insights/events', open(400), {}),
  endpoint('GET', '/insights/report', '/insights/report', staffOnly(200, 'admin.read')),
  endpoint('GET', '/insights/page?path=/blog', '/insights/page', staffOnly(200, 'admin.read')),
  endpoint('GET', '/insights/export.csv', '/insights/export.csv', staffOnly(200, 'admin.read')),
  // The audit trail: owners only.
  endpoint('GET', '/audit', '/audit', staffOnly(200, 'audit.read')),
  endpoint('GET', '/audit.csv', '/audit.csv', staffOnly(200, 'audit.read')),
  endpoint('GET', '/insights/versions', '/insights/versions', staffOnly(200, 'admin.read')),
  endpoint('GET', '/healthz', '/healthz', open(200)),
  endpoint('GET', '/readyz', '/readyz', open(200)),
  endpoint('GET', '/openapi.json', '/openapi.json', open(200)),
  endpoint('GET', '/docs', '/docs', open(200)),
  endpoint('GET', '/docs/reference.js', '/docs/:file', open(200)),
  ...ALL_IMAGE_FOLDERS.map((folder) => endpoint('GET', `/${folder}/no-such-image.webp`, `/${folder}/:file`, open(404))),
  // Last: it empties the products table for the rest of the file.
  endpoint('DELETE', '/products', '/products', staffOnly(200, 'content.delete')),
];

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
/** More broken tokens every staff endpoint must refuse with 401. */
let forgeries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
  const staff = await t.staffToken();
  const [header, payload, signature] = staff.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; pwd: string };
  tokens.member = await t.memberToken();
  Object.assign(tokens, await tokensOfEveryRole(t));
  tokens.tampered = `${header}.${payload}.${signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`}`;
  tokens.expired = createSigner({ key: SECRET, expiresIn: 60_000, clockTimestamp: Date.now() - 8 * 86_400_000 })({
    sub: claims.sub,
    pwd: claims.pwd,
  });
  const orphaned = Buffer.from(JSON.stringify({ ...claims, sub: NO_SUCH_ID })).toString('base64url');
  forgeries = [
    `${header}.${orphaned}.${signature}`,
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
    createSigner({ key: 'some-other-secret-0123456789', expiresIn: 60_000 })({ sub: claims.sub, pwd: claims.pwd }),
    createSigner({ key: SECRET, expiresIn: 60_000 })({ sub: NO_SUCH_ID, pwd: claims.pwd }),
    'garbage',
  ];
});
afterAll(() => t.close());

const call = (item: Endpoint, headers: Record<string, string> = {}) =>
  t.app.inject({ method: item.method, url: item.url, headers, payload: item.payload });

const headersOf = (caller: Caller) => (caller === 'none' ? {} : bearer(tokens[caller]!));

const label = (item: Endpoint) =>
  `${item.method} ${item.url}${item.payload && Object.keys(item.payload).length > 0 ? ` ${JSON.stringify(item.payload)}` : ''}`;

describe.each(MATRIX.map((item) => [label(item), item] as const))('%s', (_label, item) => {
  test.each(CALLERS.map((caller) => [caller, item.expected[caller]] as const))('%s token: %i', async (caller, status) => {
    const response = await call(item, headersOf(caller));
    expect(response.statusCode).toBe(status);
    if (status === 401) expect(response.json()).toEqual({ message: apiMessages.unauthorized });
    // A member is no staff; a staff role is told which permission it lacks.
    if (status === 403 && caller === 'member') expect(response.json()).toEqual({ message: apiMessages.forbidden });
    if (status === 403 && caller !== 'member') {
      expect(response.json()).toEqual({ message: roleMessages.notAllowed[item.permission![0]], permission: item.permission![0] });
    }
  });

  if (item.expected.member === 403) {
    test('401 with an orphaned, unsigned, foreign or malformed token, or no Bearer scheme', async () => {
      for (const token of forgeries) expect((await call(item, bearer(token))).statusCode).toBe(401);
      expect((await call(item, { authorization: tokens.owner! })).statusCode).toBe(401);
    });
  }
});

test('a token of a deleted account stops working', async () => {
  const member = await signUpMember(t.app);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(200);
  const users = (await t.app.inject({ url: '/users', headers: bearer(tokens.owner!) })).json() as Array<{ _id: string; email: string }>;
  const id = users.find((user) => user.email === member.email)!._id;
  expect((await t.app.inject({ method: 'DELETE', url: `/users/${id}`, headers: bearer(tokens.owner!) })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
});

test('the matrix covers every route the API registers', async () => {
  const staffRoutes = await registeredRouteOptions();
  const routes = staffRoutes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );
  // Staff routes (their group's own onRoute hook marks them, after the table's hook saw them) and what each declares.
  const declared = staffRoutes
    .filter((route) => route.config?.access === 'staff' && route.method !== 'HEAD')
    .map((route) => [`${[route.method].flat()[0]} ${route.url.replace(/\/$/, '') || '/'}`, acceptedPermissions(route.config!.permission)]);
  // Signing out would end the matrix's own sessions: sessions.test.ts covers it (open, 200 for every caller).
  const known = new Set([...MATRIX.map((item) => `${item.method} ${item.route}`), 'POST /auth/logout']);
  const registered = new Set(routes.map((route) => route.replace(/\/$/, '') || '/'));
  expect([...registered].filter((route) => !known.has(route))).toEqual([]);
  expect([...known].filter((route) => !registered.has(route))).toEqual([]);
  // Each staff route's column of roles is the one its declared permission gives (the register screen checks in its handler).
  const named = MATRIX.filter((item) => item.permission && item.route !== '/register').map((item) => [
    `${item.method} ${item.route}`,
    item.permission,
  ]);
  expect(Object.fromEntries(named)).toEqual(Object.fromEntries(declared));
});
