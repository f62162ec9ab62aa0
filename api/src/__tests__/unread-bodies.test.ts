// Nobody may make the API read a body it will refuse anyway: a caller who may not use a
// route is answered 401 before its body is read, and a route that does not exist 404, so
// nested JSON sent to either costs no parse. (Each body here records whether it was read.)

import { apiMessages } from '@agency/shared/contract/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registeredRoutes, type RegisteredRoute } from './helpers/route-table';
import { nestedJson, trackedJsonBody } from './helpers/tracked-body';

const NO_SUCH_ID = '000000000000000000000000';
/** Routes that take a body from anyone: their small limits and the depth bound are their defence. */
const OPEN_WRITES = new Set([
  'POST /login',
  'POST /login/second-factor',
  'POST /login/passkey/options',
  'POST /login/passkey',
  'POST /register',
  'POST /contact',
  'POST /auth/logout',
  'POST /insights/events',
]);

let t: TestApp;
let writes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  writes = (await registeredRoutes()).filter((route) => route.method !== 'GET' && !OPEN_WRITES.has(`${route.method} ${route.url}`));
});
afterAll(() => t.close());

const send = (method: RegisteredRoute['method'], url: string, text: string) => {
  const body = trackedJsonBody(text);
  return t.app.inject({ method, url, payload: body.stream, headers: body.headers }).then((response) => ({ response, body }));
};

test('every write route but the open ones answers an anonymous caller 401 without reading the body', async () => {
  expect(writes.length).toBeGreaterThan(30);
  const read: string[] = [];
  for (const route of writes) {
    const url = route.url
      .replace(/:number/g, '1')
      .replace(/:page/g, 'shop')
      .replace(/:\w+/g, NO_SUCH_ID);
    const { response, body } = await send(route.method, url, nestedJson(2000));
    expect([`${route.method} ${url}`, response.statusCode]).toEqual([`${route.method} ${url}`, 401]);
    expect(response.json()).toEqual({ message: apiMessages.unauthorized });
    if (body.wasRead()) read.push(`${route.method} ${url}`);
  }
  expect(read).toEqual([]);
});

test.each(['POST', 'PUT', 'DELETE'] as const)('%s to a route that does not exist answers 404 without reading the body', async (method) => {
  for (const url of ['/no-such-route', '/faqs/x/y/z', '/auth']) {
    const { response, body } = await send(method, url, nestedJson(2000));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: apiMessages.notFound });
    expect(body.wasRead()).toBe(false);
  }
});
