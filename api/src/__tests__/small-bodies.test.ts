// Every route reads a JSON body no bigger than it needs (issue 17, finding 6, then every
// route): a few KB for most, 16 KB for the sign-in and SEO forms, 32 KB for a contact message,
// 1 MB only for content writes (a rich-text description). A bigger body is refused 413 on
// its declared length, before a byte of it is parsed.

import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import {
  BEACON_READ_LIMIT,
  CONTACT_JSON_BODY_LIMIT,
  DEFAULT_JSON_BODY_LIMIT,
  REDIRECT_IMPORT_BODY_LIMIT,
  RICH_TEXT_JSON_BODY_LIMIT,
  SMALL_JSON_BODY_LIMIT,
} from '../http/body-limits';
import { registeredRoutes, type RegisteredRoute } from './helpers/route-table';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { nestedJson } from './helpers/tracked-body';

const NO_SUCH_ID = '000000000000000000000000';

/** The routes that need more than the default; every other write route gets DEFAULT_JSON_BODY_LIMIT. */
const LARGER_LIMITS: Record<string, number> = {
  'POST /login': SMALL_JSON_BODY_LIMIT,
  'POST /login/second-factor': SMALL_JSON_BODY_LIMIT,
  'POST /login/passkey': SMALL_JSON_BODY_LIMIT,
  'POST /auth/passkeys': SMALL_JSON_BODY_LIMIT,
  'POST /register': SMALL_JSON_BODY_LIMIT,
  'PUT /auth/password': SMALL_JSON_BODY_LIMIT,
  'POST /auth/second-factor/recovery-codes': SMALL_JSON_BODY_LIMIT,
  'PUT /seo/pages/:page': SMALL_JSON_BODY_LIMIT,
  'POST /contact': CONTACT_JSON_BODY_LIMIT,
  'POST /insights/events': BEACON_READ_LIMIT,
  'POST /redirects': SMALL_JSON_BODY_LIMIT,
  'PUT /redirects/:id': SMALL_JSON_BODY_LIMIT,
  'PUT /redirects/not-found/ignored': SMALL_JSON_BODY_LIMIT,
  'POST /redirects/import': REDIRECT_IMPORT_BODY_LIMIT,
  'POST /reviews': SMALL_JSON_BODY_LIMIT,
  'POST /reviews/:id/approve': SMALL_JSON_BODY_LIMIT,
  'POST /reviews/:id/return': SMALL_JSON_BODY_LIMIT,
  ...Object.fromEntries(
    Object.values(CONTENT_RESOURCES).flatMap((resource) => [
      [`POST /${resource.path}`, RICH_TEXT_JSON_BODY_LIMIT],
      [`PUT /${resource.path}/:id`, RICH_TEXT_JSON_BODY_LIMIT],
    ]),
  ),
};

let t: TestApp;
let writes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  writes = (await registeredRoutes()).filter((route) => route.method !== 'GET');
});
afterAll(() => t.close());

/** Valid JSON of exactly `bytes` bytes. */
const bodyOf = (bytes: number) => `{"message":"${'x'.repeat(bytes - 14)}"}`;

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

test.each([
  ['/login', SMALL_JSON_BODY_LIMIT],
  ['/register', SMALL_JSON_BODY_LIMIT],
  ['/contact', CONTACT_JSON_BODY_LIMIT],
])('POST %s refuses a body over %i bytes with 413, half a megabyte of nested arrays included', async (url, limit) => {
  expect(limit).toBeLessThanOrEqual(32 * 1024);
  for (const body of [nestedJson(256 * 1024), `{"message":"${'x'.repeat(limit)}"}`]) {
    const response = await post(url, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: apiMessages.bodyTooLarge });
  }
  // Just under the limit is read (and then judged on its fields).
  expect((await post(url, `{"message":"${'x'.repeat(limit - 100)}"}`)).statusCode).toBe(400);
});

test('every write route refuses a body one byte over its own limit with 413, and reads one at the limit', async () => {
  expect(DEFAULT_JSON_BODY_LIMIT).toBeLessThanOrEqual(4 * 1024);
  const staff = await t.staffToken();
  const refusedAtLimit: string[] = [];
  for (const route of writes) {
    const key = `${route.method} ${route.url}`;
    const limit = LARGER_LIMITS[key] ?? DEFAULT_JSON_BODY_LIMIT;
    const url = route.url
      .replace(/:number/g, '1')
      .replace(/:page/g, 'shop')
      .replace(/:\w+/g, NO_SUCH_ID);
    // Signing out with the staff token would end the session the other calls use.
    const headers = { 'content-type': 'application/json', ...(key === 'POST /auth/logout' ? {} : bearer(staff)) };
    const over = await t.app.inject({ method: route.method, url, headers, payload: bodyOf(limit + 1) });
    expect([key, over.statusCode, over.json()]).toEqual([key, 413, { message: apiMessages.bodyTooLarge }]);
    const at = await t.app.inject({ method: route.method, url, headers, payload: bodyOf(limit) });
    if (at.statusCode === 413) refusedAtLimit.push(key);
  }
  expect(refusedAtLimit).toEqual([]);
});
