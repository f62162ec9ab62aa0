// The admin top bar's search finds contact messages (issue 21): by the sender's name,
// e-mail or the words of the message, labelled with the sender's name, staff only.

import { solvedCaptcha } from './helpers/altcha';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staffToken();
  const { payload } = await solvedCaptcha(t.app);
  const message = {
    firstName: 'Quentin',
    lastName: 'Zarkowski',
    email: 'qz@lighthouse-foods.example',
    phone: '01234567890',
    subject: 'Paid Ads',
    message: 'Our bakery wants more footfall from local search.',
    source: 'contact',
    captcha: payload,
  };
  expect((await t.app.inject({ method: 'POST', url: '/contact', payload: message })).statusCode).toBe(201);
});
afterAll(() => t.close());

const search = (q: string, token: string | undefined = staff) =>
  t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}`, headers: token ? bearer(token) : {} });

test.each([
  ['the sender’s name', 'zarkowski'],
  ['first and last name', 'Quentin Zark'],
  ['the e-mail address', 'lighthouse-foods'],
  ['words of the message', 'bakery footfall'],
])('finds a message by %s, labelled with the sender', async (_what, q) => {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  const hits = response.json() as Array<{ resource: string; _id: string; label: string }>;
  expect(hits.filter((hit) => hit.resource === 'contact')).toEqual([
    { resource: 'contact', _id: expect.any(String), label: 'Quentin Zarkowski' },
  ]);
});

test('finds no message for words it does not hold, and answers only staff', async () => {
  expect((await search('nobodyhere')).json()).toEqual([]);
  expect((await search('zarkowski', '')).statusCode).toBe(401);
});
