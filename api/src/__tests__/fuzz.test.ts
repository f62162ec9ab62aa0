// Property-based fuzzing of every route the API registers (read from the route
// table, so a new route is fuzzed without touching this file), as staff, as a
// member and without a token. Whatever arrives, the answer is a success or a 4xx
// with a message (never a 5xx), nothing rejects unhandled, and what got stored
// still obeys the shared schemas. FUZZ_RUNS raises the runs per route.

import fc from 'fast-check';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { fuzzBody, pathValue, queryString, text } from './helpers/fuzz-requests';
import { imagePart, pngImage } from './helpers/images';
import { registeredRoutes, type RegisteredRoute } from './helpers/route-table';
import { storedRecordProblems } from './helpers/stored-records';
import { bearer, createTestApp, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
// A test fuzzes every route of one method, thousands of requests: a few seconds alone, but the GET test passed
// 90 s in CI's PostgreSQL pass, which runs at the lowest priority beside the browser tests.
jest.setTimeout(300_000);
const ANSWERS = new Set([200, 201, 204, 301, 304, 400, 401, 403, 404, 409, 413, 415, 429]);

let t: TestApp;
let routes: RegisteredRoute[];
let tokens: Record<'staff' | 'member' | 'none', string | undefined>;
const known: string[] = ['challenge'];
let png: Buffer;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  routes = await registeredRoutes();
  t = await createTestApp({ seed: false });
  png = await pngImage(24, 16);
  tokens = { staff: await t.staffToken(), member: await t.memberToken(), none: undefined };
  // Real entries to aim at: ids, slugs and image names the fuzzer can put in paths.
  for (const key of Object.keys(CONTENT_RESOURCES) as ContentResourceKey[]) {
    const resource = CONTENT_RESOURCES[key];
    const files = resource.images === 'none' ? [] : [imagePart(png, resource.images === 'many' ? 'images' : 'image')];
    const created = (
      await write(t.app, 'POST', `/${resource.path}`, tokens.staff!, { fields: CREATE_FIELDS[key], files, json: resource.json })
    ).json();
    known.push(created._id, ...(created.slug ? [created.slug] : []), ...(created.image ? [created.image] : []), ...(created.images ?? []));
  }
  const users = (await t.app.inject({ url: '/users', headers: bearer(tokens.staff!) })).json() as Array<{ _id: string }>;
  known.push(...users.map((user) => user._id));
});

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await t?.close();
});

/** New sessions for the fuzzer's callers: POST /auth/logout really ends theirs. */
const signInAgain = async () => {
  // From an address of its own: the fuzzed logins may have used up 127.0.0.1's attempts.
  const staff = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.250.0.1', payload: TEST_ADMIN });
  tokens = { staff: (staff.json() as { token: string }).token, member: (await signUpMember(t.app)).token, none: undefined };
};

const fill = (url: string, values: string[]): string => {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => values[i++] ?? 'x');
};

test('the route table is not empty', () => {
  expect(routes.length).toBeGreaterThan(40);
});

describe.each([['GET'], ['POST'], ['PUT'], ['DELETE']])('%s routes', (method) => {
  test('answer every hostile request with a success or a 4xx and a message', async () => {
    const own = routes.filter((route) => route.method === method);
    for (const route of own) {
      const params = (route.url.match(/:[A-Za-z]+/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('staff', 'member', 'none' as const),
          fc.array(pathValue(known), { minLength: params, maxLength: params }),
          queryString,
          fuzzBody({ png }),
          fc.option(
            fc.oneof(
              text.map((value) => value.replace(/[^\x20-\x7e]/g, '')),
              fc.constant('*'),
            ),
            { nil: undefined },
          ),
          async (role, values, query, body, ifMatch) => {
            const headers: Record<string, string> = {};
            const token = tokens[role as keyof typeof tokens];
            if (token) Object.assign(headers, bearer(token));
            if (body.contentType !== undefined) headers['content-type'] = body.contentType;
            if (ifMatch !== undefined) headers['if-match'] = ifMatch;
            const url = `${fill(route.url, values)}${query}`;
            const response = await t.app.inject({ method: route.method, url, headers, payload: body.payload });
            const where = `${response.statusCode} to ${route.method} ${url.slice(0, 100)} as ${role} with ${body.label}: ${response.body.slice(0, 100)}`;
            expect([where, ANSWERS.has(response.statusCode)]).toEqual([where, true]);
            if (response.statusCode >= 400) {
              const reply = response.json() as { message?: unknown; msg?: unknown };
              const message = reply.message ?? reply.msg;
              expect([where, typeof message === 'string' && message.length > 0 && message !== apiMessages.internal]).toEqual([where, true]);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      if (route.url === '/auth/logout') await signInAgain();
    }
  });
});

test('what got stored still obeys the schemas', async () => {
  expect(await storedRecordProblems(t.app, tokens.staff!)).toEqual([]);
});

test('nothing rejected unhandled', () => {
  expect(rejections).toEqual([]);
});
