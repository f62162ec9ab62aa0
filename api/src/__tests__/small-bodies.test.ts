// Login, register and contact take small JSON bodies (issue 17, finding 6): 1 MB of nested
// arrays used to cost 0.2–0.3 s of event loop per request on login, before any counter saw it.

import { apiMessages } from '@agency/shared/contract/messages';
import { CONTACT_JSON_BODY_LIMIT, SMALL_JSON_BODY_LIMIT } from '../plugins/security';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** `[[[…]]]` nested `depth` deep: valid JSON, costly to parse and walk. */
const nestedArrays = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

test.each([
  ['/login', SMALL_JSON_BODY_LIMIT],
  ['/register', SMALL_JSON_BODY_LIMIT],
  ['/contact', CONTACT_JSON_BODY_LIMIT],
])('POST %s refuses a body over %i bytes with 413, half a megabyte of nested arrays included', async (url, limit) => {
  expect(limit).toBeLessThanOrEqual(32 * 1024);
  for (const body of [nestedArrays(256 * 1024), `{"message":"${'x'.repeat(limit)}"}`]) {
    const response = await post(url, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: apiMessages.bodyTooLarge });
  }
  // Just under the limit is read (and then judged on its fields).
  expect((await post(url, `{"message":"${'x'.repeat(limit - 100)}"}`)).statusCode).toBe(400);
});
