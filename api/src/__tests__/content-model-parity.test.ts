// The migrated database matches the content model (issue 16), on SQLite and on PostgreSQL
// (TEST_DATABASE_URL): after every migration, each content table has exactly the columns the
// model and its resource's flags describe, of a compatible type. Migrations stay explicit
// files: a field added to the model without one fails here, and passes once one adds it.

import type { Kysely } from 'kysely';
import { CONTENT_MODEL, type ResourceModel } from '@agency/shared/contract/content-model';
import type { ContentResourceKey } from '@agency/shared/contract/resources';
import type { OpenDatabase } from '../db/connect';
import { actualColumns, expectedColumns } from './helpers/model-columns';
import { addTagline, withTagline } from './helpers/new-field';
import { migratedDatabase } from './helpers/test-app';

let close: () => Promise<void>;
let open: OpenDatabase;
beforeAll(async () => {
  ({ open, close } = await migratedDatabase());
});
afterAll(async () => {
  await close();
});

const KEYS = Object.keys(CONTENT_MODEL) as ContentResourceKey[];

const compare = async (key: ContentResourceKey, model: ResourceModel) => {
  const expected = expectedColumns(key, model);
  return { expected, actual: await actualColumns(open.db as Kysely<unknown>, open.engine, model.table, expected) };
};

it.each(KEYS)('the %s table has the columns of its model, no more and no fewer', async (key) => {
  const { expected, actual } = await compare(key, CONTENT_MODEL[key]);
  expect(actual).toEqual(expected);
});

describe('a text field added to the model', () => {
  const about = withTagline(CONTENT_MODEL.about);

  it('fails the comparison while no migration adds its column', async () => {
    const { expected, actual } = await compare('about', about);
    expect(actual).not.toEqual(expected);
    expect(Object.keys(expected).filter((name) => !(name in actual))).toEqual(['tagline']);
  });

  it('passes once a migration adds it', async () => {
    await addTagline.up(open.db as Kysely<unknown>);
    const { expected, actual } = await compare('about', about);
    expect(actual).toEqual(expected);
  });
});
