// JSON nests at most MAX_JSON_DEPTH levels wherever the API parses what a client sent (a JSON
// body, a list sent as JSON text in a multipart field): deeper is refused with 400 and a clear
// message after one linear scan, before the parse and the validators could recurse through it.

import { apiMessages, validationMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `{"email": [[…]]}`: the object is one level, so the whole body nests `depth + 1` deep. */
const bodyNesting = (depth: number) => `{"email":${arrays(depth - 1)}}`;

describe('nestsDeeperThan', () => {
  test('counts brackets and braces, up to the bound and one past it', () => {
    expect(nestsDeeperThan(arrays(32), 32)).toBe(false);
    expect(nestsDeeperThan(arrays(33), 32)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, 32)).toBe(true);
    expect(nestsDeeperThan('[{"a":[{"b":[]}]}]', 5)).toBe(false);
    expect(nestsDeeperThan('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });

  test('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(100)}\\\\"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${'['.repeat(3)}`, 2)).toBe(true);
  });

  test('stops at the first level too deep (a megabyte of openers is not walked to its end)', () => {
    const huge = `${'['.repeat(1024 * 1024)}`;
    expect(nestsDeeperThan(huge, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  test.each(['/login', '/register', '/contact'])(
    'POST %s: one level too deep is 400 with the reason, the bound itself is read',
    async (url) => {
      const deep = await post(url, bodyNesting(MAX_JSON_DEPTH + 1));
      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toEqual({ message: apiMessages.jsonTooDeep(MAX_JSON_DEPTH) });
      const atBound = await post(url, bodyNesting(MAX_JSON_DEPTH));
      expect(atBound.statusCode).toBe(400);
      expect(atBound.json()).not.toEqual({ message: apiMessages.jsonTooDeep(MAX_JSON_DEPTH) });
    },
  );

  test('a staff content write nested too deep is 400 with the reason', async () => {
    const staff = await t.staffToken();
    const response = await post(`/${CONTENT_RESOURCES.plan.path}`, bodyNesting(MAX_JSON_DEPTH + 1), bearer(staff));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.jsonTooDeep(MAX_JSON_DEPTH) });
  });

  test('a list sent as JSON text in a multipart field is refused when it nests too deep', async () => {
    const staff = await t.staffToken();
    const form = multipart({ heading: 'Deep', description: '<p>Deep</p>', features: arrays(MAX_JSON_DEPTH + 1) });
    const response = await t.app.inject({
      method: 'POST',
      url: `/${CONTENT_RESOURCES.singleService.path}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(staff) },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Record<string, string> }).errors.features).toBe(validationMessages.jsonList('Features'));
  });
});
