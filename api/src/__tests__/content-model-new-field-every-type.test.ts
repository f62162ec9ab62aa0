// Adding a field is a line in the content model and a migration, for every content type: here each
// of the 11 gets a text field (`tagline`, by the recipe), its column is migrated, and the API creates
// it, keeps it through an update that leaves it out (JSON and multipart), changes it through one
// that sends it, and returns it. An update that leaves it out writes nothing to it: a save that
// landed between the update's read and its write stays.

import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { ContentRepository } from '../content/content-repository';
import { openDatabase } from '../db/connect';
import { CREATE_FIELDS, LABEL_FIELD, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { actualColumns, expectedColumns } from './helpers/model-columns';
import { addNewField, NEW_FIELD } from './helpers/new-field';
import { bearer, createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

jest.mock('@agency/shared/contract/content-model', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-model')>('@agency/shared/contract/content-model');
  const { withNewField } = jest.requireActual<typeof import('./helpers/new-field')>('./helpers/new-field');
  const model = Object.fromEntries(Object.entries(actual.CONTENT_MODEL).map(([key, resource]) => [key, withNewField(resource)]));
  return { ...actual, CONTENT_MODEL: model };
});

let env: TestEnvironment;
let app: FastifyInstance;
let staff: string;
/** A connection of its own to the same database: another editor's save. */
let elsewhere: Kysely<Record<string, { _id: string; tagline: string }>>;
let closeElsewhere: () => Promise<void>;
beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  const open = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  for (const key of CONTENT_RESOURCE_KEYS) {
    const { table } = CONTENT_MODEL[key];
    await addNewField(table).up(open.db as Kysely<unknown>);
    const columns = expectedColumns(key, CONTENT_MODEL[key]);
    expect(await actualColumns(open.db as Kysely<unknown>, open.engine, table, columns)).toEqual(columns);
  }
  elsewhere = open.db as unknown as typeof elsewhere;
  closeElsewhere = () => open.db.destroy();
  app = await startApp(env, { seed: false });
  staff = (await login(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(async () => {
  await closeElsewhere?.();
  await app?.close();
  await env.dispose();
});
afterEach(() => jest.restoreAllMocks());

const picturesFor = async (key: ContentResourceKey) => {
  const { images } = CONTENT_RESOURCES[key];
  if (images === 'single') return [imagePart(await pngImage(40, 30))];
  if (images === 'many') return [imagePart(await pngImage(40, 30), 'images', 'a.png')];
  return [];
};

/** Multipart as the admin forms send it, and JSON, except for plans, which take JSON only (product §7). */
const formatsOf = (key: ContentResourceKey) => (CONTENT_RESOURCES[key].json ? [true] : [false, true]);

describe.each(CONTENT_RESOURCE_KEYS)('%s', (key) => {
  const url = `/${CONTENT_RESOURCES[key].path}`;
  const label = LABEL_FIELD[key];
  const json = CONTENT_RESOURCES[key].json === true;

  const create = async () => {
    const fields = { ...CREATE_FIELDS[key], [NEW_FIELD]: 'Found first' };
    const created = await write(app, 'POST', url, staff, { fields, files: await picturesFor(key), json });
    expect(created.statusCode).toBe(201);
    expect(created.json()[NEW_FIELD]).toBe('Found first');
    return created.json()._id as string;
  };
  const read = async (id: string) => (await app.inject({ url: `${url}/${id}`, headers: bearer(staff) })).json();

  test('the new field is created, kept by an update that leaves it out, changed by one that sends it, and returned', async () => {
    const id = await create();
    for (const [index, asJson] of formatsOf(key).entries()) {
      const renamed = `Renamed ${index}`;
      const kept = await write(app, 'PUT', `${url}/${id}`, staff, { fields: { [label]: renamed }, json: asJson });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ [label]: renamed, [NEW_FIELD]: 'Found first' });
      expect(await read(id)).toMatchObject({ [label]: renamed, [NEW_FIELD]: 'Found first' });
    }
    const before = await read(id);
    const changed = await write(app, 'PUT', `${url}/${id}`, staff, { fields: { [NEW_FIELD]: 'Found again' }, json });
    expect(changed.statusCode).toBe(200);
    // The heading it left out stays, and so does the address that follows it.
    expect(changed.json()).toMatchObject({ [label]: before[label], [NEW_FIELD]: 'Found again' });
    expect(changed.json().slug).toBe(before.slug);
    expect((await read(id))[NEW_FIELD]).toBe('Found again');
  });

  test('an update that leaves the field out does not write back what it read: a save made in between stays', async () => {
    const id = await create();
    const update = ContentRepository.prototype.update;
    // Another editor's save of the field commits after this update read the entry, before it locks the row.
    jest.spyOn(ContentRepository.prototype, 'update').mockImplementationOnce(async function (this: ContentRepository, ...args) {
      await elsewhere.updateTable(CONTENT_MODEL[key].table).set({ tagline: 'Saved in between' }).where('_id', '=', id).execute();
      return update.apply(this, args);
    });
    const saved = await write(app, 'PUT', `${url}/${id}`, staff, { fields: { [label]: 'Renamed meanwhile' }, json });
    expect(saved.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ [label]: 'Renamed meanwhile', [NEW_FIELD]: 'Saved in between' });
  });
});
