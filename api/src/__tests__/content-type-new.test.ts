// Adding a content type is its declaration, a migration and its public view: here a throwaway
// `note` is declared (helpers/new-type.ts, added to the declaration list as its line in
// content-types.ts would add it) and migrated with the frozen content-table helper, and with
// nothing else registered anywhere the API answers its CRUD routes, shows visitors its published
// entries only, keeps it through the trash, and describes it in /openapi.json; the demo seed (which
// has no entries for it) runs beside it.

import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/connect';
import { write } from './helpers/content-fixtures';
import { SEEDED_COUNTS } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { NOTE_MIGRATION } from './helpers/new-type';
import { registeredRoutes } from './helpers/route-table';
import { bearer, createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-types')>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<typeof import('./helpers/new-type')>('./helpers/new-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

let env: TestEnvironment;
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  const open = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  await NOTE_MIGRATION.up(open.db);
  await open.db.destroy();
  // The demo content is seeded beside it: a type declared without demo entries starts empty.
  app = await startApp(env, { seed: true });
  staff = (await login(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(async () => {
  await app?.close();
  await env.dispose();
});

type Json = Record<string, unknown> & { _id: string };

test('the demo content seeds beside it, and it starts with no entries of its own', async () => {
  expect((await app.inject({ url: '/notes' })).json()).toEqual([]);
  expect((await app.inject({ url: '/work' })).json()).toHaveLength(SEEDED_COUNTS.work);
});

test('its routes answer create, list, read, update and delete, and visitors see its published entries only', async () => {
  const created = await write(app, 'POST', '/notes', staff, {
    fields: { title: 'First note', description: '<p>Hello</p><script>alert(1)</script>' },
    files: [imagePart(await pngImage(40, 30))],
  });
  expect(created.statusCode).toBe(201);
  const note = created.json() as Json;
  expect(note).toMatchObject({ title: 'First note', description: '<p>Hello</p>', state: 'published', imageAlt: '' });
  expect(note.image).toEqual(expect.stringMatching(/\.webp$/));
  const picture = await app.inject({ url: `/noteimg/${String(note.image)}` });
  expect(picture.statusCode).toBe(200);

  const refused = await write(app, 'POST', '/notes', staff, { fields: { description: '<p>No title</p>' }, files: [] });
  expect(refused.statusCode).toBe(400);
  expect(JSON.stringify(refused.json())).toContain('Title');

  const draft = await write(app, 'POST', '/notes', staff, {
    fields: { title: 'Draft note', description: '<p>Soon</p>', state: 'draft' },
    files: [imagePart(await pngImage(40, 30))],
  });
  expect(draft.statusCode).toBe(201);
  const visitorList = (await app.inject({ url: '/notes' })).json() as Json[];
  expect(visitorList.map((entry) => entry.title)).toEqual(['First note']);
  const staffList = (await app.inject({ url: '/notes', headers: bearer(staff) })).json() as Json[];
  expect(staffList.map((entry) => entry.title)).toEqual(['First note', 'Draft note']);
  expect((await app.inject({ url: `/notes/${(draft.json() as Json)._id}` })).statusCode).toBe(404);

  const updated = await app.inject({
    method: 'PUT',
    url: `/notes/${note._id}`,
    headers: bearer(staff),
    payload: { title: 'Renamed note' },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json()).toMatchObject({ title: 'Renamed note', description: '<p>Hello</p>' });
  expect((await app.inject({ url: `/notes/${note._id}` })).json()).toMatchObject({ title: 'Renamed note' });

  expect((await app.inject({ method: 'DELETE', url: `/notes/${note._id}`, headers: bearer(staff) })).statusCode).toBe(200);
  expect((await app.inject({ url: `/notes/${note._id}`, headers: bearer(staff) })).statusCode).toBe(404);
  const trash = (await app.inject({ url: '/trash?limit=100', headers: bearer(staff) })).json() as { data: Array<{ _id: string }> };
  expect(trash.data.map((item) => item._id)).toContain(note._id);
  expect((await app.inject({ method: 'POST', url: `/trash/${note._id}/restore`, headers: bearer(staff) })).statusCode).toBe(200);
  expect((await app.inject({ url: `/notes/${note._id}` })).statusCode).toBe(200);
});

test('staff alone may write it', async () => {
  const anonymous = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'Sneaky' } });
  expect(anonymous.statusCode).toBe(401);
});

test('the API description lists its routes with its fields, as it lists every route the API registers', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>
    >;
  };
  expect(Object.keys(doc.paths['/notes']).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths['/notes/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  const body = Object.values(doc.paths['/notes'].post.requestBody!.content)[0].schema.properties;
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['title', 'description', 'image', 'imageAlt', 'state', 'publishAt']));
  const registered = (await registeredRoutes()).map((route) => `${route.method} ${route.url}`);
  expect(registered).toEqual(
    expect.arrayContaining(['GET /notes', 'POST /notes', 'GET /notes/:id', 'PUT /notes/:id', 'DELETE /notes/:id']),
  );
});
