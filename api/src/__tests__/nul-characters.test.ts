// PostgreSQL text cannot hold the NUL character (it answers an error the app would turn
// into a 500); SQLite can. Wherever a client can put one, in a search or in a field, the
// answer is the same on both engines: a search ignores it, a field refuses it with a 400.

import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { apiMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, LABEL_FIELD, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { registeredRoutes } from './helpers/route-table';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await t.staffToken();
});
afterAll(() => t.close());

test('a NUL in any search is ignored, never a 500', async () => {
  const lists = (await registeredRoutes()).filter((route) => route.method === 'GET' && !route.url.includes(':'));
  expect(lists.length).toBeGreaterThan(10);
  const answers = [];
  for (const route of lists) {
    const response = await t.app.inject({ method: 'GET', url: `${route.url}?q=%00&search=%00`, headers: bearer(staff) });
    answers.push(`${route.url} ${response.statusCode < 500 ? 'answered' : response.body}`);
  }
  expect(answers).toEqual(lists.map((route) => `${route.url} answered`));
});

test('a NUL in any path value is a 4xx, never a 500', async () => {
  const withParams = (await registeredRoutes()).filter((route) => route.url.includes(':'));
  expect(withParams.length).toBeGreaterThan(10);
  const answers = [];
  for (const route of withParams) {
    for (const value of ['%00', 'a%00b', '507f1f77bcf86cd79943901%00']) {
      const url = route.url.replace(/:[A-Za-z]+/g, value);
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: bearer(staff),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      answers.push(`${route.method} ${url} ${response.statusCode < 500 ? 'answered' : response.body}`);
    }
  }
  expect(answers.filter((answer) => !answer.endsWith(' answered'))).toEqual([]);
});

test('a NUL inside a search still finds what the rest of it names', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/faqs?q=au%00dits', headers: bearer(staff) });
  const plain = await t.app.inject({ method: 'GET', url: '/faqs?q=audits', headers: bearer(staff) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(plain.json());
});

test.each(Object.keys(CREATE_FIELDS) as (keyof typeof CREATE_FIELDS)[])('%s refuses a NUL in its title field with a 400', async (key) => {
  const field = LABEL_FIELD[key];
  const fields = { ...CREATE_FIELDS[key], [field]: `Before\u0000after` };
  const resource = CONTENT_RESOURCES[key];
  const files = resource.images === 'none' ? [] : [imagePart(await pngImage(600, 400), resource.images === 'many' ? 'images' : 'image')];
  const response = await write(t.app, 'POST', `/${resource.path}`, staff, { fields, files, json: resource.json === true });
  expect(response.statusCode).toBe(400);
  const reply = response.json() as { message: string; errors?: Record<string, string> };
  expect(reply.message).not.toBe(apiMessages.internal);
  expect(reply.errors).toEqual({ [field]: apiMessages.nulCharacter });
});

test('an enquiry with a NUL is refused with a message on that field among the others', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/contact',
    payload: { firstName: 'Ann\u0000', lastName: 'Lee', email: 'ann@example.com', subject: 'SEO', message: 'Hello there, a message.' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ errors: { firstName: apiMessages.nulCharacter, phone: expect.any(String) } });
});

test('a NUL inside a list of values is named by its path', async () => {
  const features = JSON.stringify([{ featureIcon: 'fa-solid fa-star', featureTitle: 'Fast\u0000', featureDesc: 'Quick' }]);
  const fields = { ...CREATE_FIELDS.singleService, features };
  const files = [imagePart(await pngImage(600, 400), 'images')];
  const response = await write(t.app, 'POST', `/${CONTENT_RESOURCES.singleService.path}`, staff, { fields, files });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ errors: { 'features[0].featureTitle': apiMessages.nulCharacter } });
});
