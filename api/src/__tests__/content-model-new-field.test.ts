// Issue 16, done when: adding a text field to one content type is a change to its one description
// plus a migration. Here the content model, as this test extends it, gives About Us a `tagline`, and
// the database gets the column a migration file would add; nothing else changes. The derived schema
// validates and keeps it, the storage map holds it as a text column, the reply keys name it, and
// the API stores it and returns it.

import type { Kysely } from 'kysely';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { contentSchemas } from '@agency/shared/contract/schemas/content';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { openDatabase } from '../db/connect';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { ENTITY_KEYS, keysOf, sorted } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { actualColumns, expectedColumns } from './helpers/model-columns';
import { addTagline } from './helpers/new-field';
import { bearer, createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';
import type { FastifyInstance } from 'fastify';

jest.mock('@agency/shared/contract/content-model', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-model')>('@agency/shared/contract/content-model');
  const { withTagline } = jest.requireActual<typeof import('./helpers/new-field')>('./helpers/new-field');
  return { ...actual, CONTENT_MODEL: { ...actual.CONTENT_MODEL, about: withTagline(actual.CONTENT_MODEL.about) } };
});

let env: TestEnvironment;
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  const open = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  await addTagline.up(open.db as Kysely<unknown>);
  const columns = expectedColumns('about', CONTENT_MODEL.about);
  expect(await actualColumns(open.db as Kysely<unknown>, open.engine, 'about_us', columns)).toEqual(columns);
  await open.db.destroy();
  app = await startApp(env, { seed: false });
  staff = (await login(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(async () => {
  await app?.close();
  await env.dispose();
});

test('the derived schema validates the new field and keeps it', async () => {
  const values = { ...CREATE_FIELDS.about, tagline: '  Search, first page ' };
  expect(await contentSchemas.about.validate(values, { context: { mode: 'edit' } })).toMatchObject({ tagline: '  Search, first page ' });
  await expect(contentSchemas.about.validate({ ...values, tagline: 'x'.repeat(10_000) })).rejects.toThrow('Tagline must be at most');
});

test('the derived storage map holds it as a text column, and the reply keys name it', () => {
  expect(CONTENT_STORAGE.about.fields.tagline).toBe('text');
  expect(ENTITY_KEYS.about).toContain('tagline');
});

test('the API stores the new field and returns it, in a reply of exactly the derived keys', async () => {
  const files = [imagePart(await pngImage(40, 30))];
  const created = await write(app, 'POST', '/aboutus', staff, { fields: { ...CREATE_FIELDS.about, tagline: 'Search, first page' }, files });
  expect(created.statusCode).toBe(201);
  expect(created.json().tagline).toBe('Search, first page');
  expect(sorted(keysOf(created.json()))).toEqual(sorted(ENTITY_KEYS.about));

  const id = created.json()._id as string;
  const edited = await write(app, 'PUT', `/aboutus/${id}`, staff, { fields: { tagline: 'Found first' } });
  expect(edited.json()).toMatchObject({ tagline: 'Found first', title: CREATE_FIELDS.about.title });
  const read = await app.inject({ url: `/aboutus/${id}`, headers: bearer(staff) });
  expect(read.json().tagline).toBe('Found first');
});
