// Create, read, update and delete of every content resource through the one
// route factory: reply shapes, casts, validation messages and image files.

import { apiMessages, validationMessages } from '@agency/shared/contract/messages';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { CREATE_FIELDS, LABEL_FIELD, write } from './helpers/content-fixtures';
import { ENTITY_KEYS, keysOf, sorted } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { isStored } from './helpers/stored-media';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];
const STORED_NAME = /^[0-9a-f]{24}\.webp$/;

const filesOf = (key: ContentResourceKey, entity: Record<string, unknown>): string[] => {
  const resource = CONTENT_RESOURCES[key];
  if (resource.images === 'single') return entity.image ? [entity.image as string] : [];
  if (resource.images === 'many') return entity.images as string[];
  return [];
};

const exists = (key: ContentResourceKey, name: string, suffix = '') => {
  const kind = CONTENT_RESOURCES[key].imageKind!;
  return isStored(t.env, IMAGE_FOLDERS[kind], name.replace(/\.webp$/, `${suffix}.webp`));
};

const imagesFor = async (key: ContentResourceKey) => {
  const resource = CONTENT_RESOURCES[key];
  if (resource.images === 'single') return [imagePart(await pngImage(1200, 700))];
  if (resource.images === 'many')
    return [imagePart(await pngImage(1200, 700), 'images', 'a.png'), imagePart(await pngImage(300, 200), 'images', 'b.png')];
  return [];
};

describe.each(KEYS)('%s', (key) => {
  const resource = CONTENT_RESOURCES[key];
  const url = `/${resource.path}`;
  const json = resource.json === true;

  test('create, read, update and delete', async () => {
    const created = await write(t.app, 'POST', url, staff, { fields: CREATE_FIELDS[key], files: await imagesFor(key), json });
    expect(created.statusCode).toBe(201);
    const entity = created.json();
    expect(keysOf(entity)).toEqual(sorted(ENTITY_KEYS[key]));
    expect(entity._id).toMatch(/^[0-9a-f]{24}$/);
    expect(entity[LABEL_FIELD[key]]).toBe(CREATE_FIELDS[key][LABEL_FIELD[key]]);
    const files = filesOf(key, entity);
    expect(files).toHaveLength(resource.images === 'many' ? 2 : resource.images === 'single' ? 1 : 0);
    for (const name of files) {
      expect(name).toMatch(STORED_NAME);
      expect(await exists(key, name)).toBe(true);
    }
    if (key === 'product') {
      expect(entity).toMatchObject({ regularPrice: 4999, discountPrice: null, stock: 7, rating: 4.5, productType: 'variation' });
    }
    if (key === 'plan') expect(entity).toMatchObject({ price: 99, popular: true });
    if (key === 'singleService') expect(entity.features).toEqual(JSON.parse(CREATE_FIELDS.singleService.features as string));

    expect((await t.app.inject(`${url}/${entity._id}`)).json()).toEqual(entity);
    expect((await t.app.inject(url)).json()).toContainEqual(entity);

    const renamed = `${CREATE_FIELDS[key][LABEL_FIELD[key]]} Updated`;
    const newFiles = resource.images === 'single' ? [imagePart(await pngImage(500, 500, '#2bb673'))] : [];
    const updated = await write(t.app, 'PUT', `${url}/${entity._id}`, staff, {
      fields: { [LABEL_FIELD[key]]: renamed },
      files: newFiles,
      json,
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json();
    expect(after[LABEL_FIELD[key]]).toBe(renamed);
    expect(after.createdAt).toBe(entity.createdAt);
    expect(after.updatedAt > entity.updatedAt).toBe(true);
    // Fields the update did not send keep their values.
    for (const field of Object.keys(CREATE_FIELDS[key]).filter((f) => f !== LABEL_FIELD[key] && f !== 'features')) {
      expect(after[field]).toEqual(entity[field]);
    }
    if (resource.images === 'single') {
      expect(after.image).not.toBe(entity.image);
      // Content with a history keeps the replaced file while its earlier revision shows it (revisions.test.ts).
      expect(await exists(key, entity.image)).toBe(isPublishable(key));
      expect(await exists(key, after.image)).toBe(true);
    }
    if (resource.images === 'many') expect(after.images).toEqual(entity.images);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/${entity._id}`, headers: bearer(staff) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: apiMessages.deleted });
    expect((await t.app.inject(`${url}/${entity._id}`)).statusCode).toBe(404);
    // The entry waits in the trash with its files (trash.test.ts); deleting it forever removes them.
    for (const name of filesOf(key, after)) expect(await exists(key, name)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/trash/${entity._id}`, headers: bearer(staff) })).statusCode).toBe(200);
    for (const name of filesOf(key, after)) {
      expect(await exists(key, name)).toBe(false);
      expect(await exists(key, name, '-400w')).toBe(false);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${entity._id}`, headers: bearer(staff) })).statusCode).toBe(404);
  });

  test('validation failures answer 400 with field messages', async () => {
    const response = await write(t.app, 'POST', url, staff, { fields: {}, json });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(apiMessages.validationFailed);
    expect(Object.keys(body.errors)).toContain(LABEL_FIELD[key]);
    const needsImage = resource.images === 'single' && key !== 'faq';
    if (needsImage) expect(body.errors.image).toBe(validationMessages.imageRequired);
    if (key === 'singleBlog') expect(body.errors.images).toBe(validationMessages.imagesRequired);
  });

  test('an update with an empty label is refused and changes nothing', async () => {
    const created = (await write(t.app, 'POST', url, staff, { fields: CREATE_FIELDS[key], files: await imagesFor(key), json })).json();
    const response = await write(t.app, 'PUT', `${url}/${created._id}`, staff, { fields: { [LABEL_FIELD[key]]: '   ' }, json });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([LABEL_FIELD[key]]);
    expect((await t.app.inject(`${url}/${created._id}`)).json()).toEqual(created);
    expect((await write(t.app, 'PUT', `${url}/000000000000000000000000`, staff, { fields: CREATE_FIELDS[key], json })).statusCode).toBe(
      404,
    );
  });
});

describe('resource specifics', () => {
  test('product numbers are validated and cast from multipart strings', async () => {
    const bad = await write(t.app, 'POST', '/products', staff, {
      fields: { ...CREATE_FIELDS.product, regularPrice: 'abc', stock: '-2', productType: 'bundle' },
      files: [imagePart(await pngImage(100, 100))],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      regularPrice: validationMessages.number('Regular price'),
      stock: validationMessages.nonNegative('Stock'),
      productType: validationMessages.oneOf('Product type'),
    });
  });

  test('single service features must be a JSON list', async () => {
    const response = await write(t.app, 'POST', '/single-service', staff, { fields: { heading: 'X', features: '{not json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.features).toBe(validationMessages.jsonList('Features'));
  });

  test('plans are JSON only: multipart is refused with 415', async () => {
    const response = await write(t.app, 'POST', '/plan', staff, { fields: CREATE_FIELDS.plan });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: apiMessages.unsupportedMediaType });
  });

  test('DELETE /products moves every product to the trash, files kept until deleted forever', async () => {
    const first = (
      await write(t.app, 'POST', '/products', staff, { fields: CREATE_FIELDS.product, files: [imagePart(await pngImage(600, 400))] })
    ).json();
    await write(t.app, 'POST', '/products', staff, { fields: CREATE_FIELDS.product, files: [imagePart(await pngImage(600, 400))] });
    const ids = ((await t.app.inject('/products')).json() as Array<{ _id: string }>).map((row) => row._id);
    const response = await t.app.inject({ method: 'DELETE', url: '/products', headers: bearer(staff) });
    expect(response.statusCode).toBe(200);
    // The brief's message and count, and the ids that staff can restore from the trash (Undo).
    const reply = response.json() as { message: string; deletedCount: number; deletedIds: string[] };
    expect(reply).toEqual({ message: apiMessages.allProductsDeleted, deletedCount: ids.length, deletedIds: expect.any(Array) });
    expect([...reply.deletedIds].sort()).toEqual([...ids].sort());
    expect((await t.app.inject('/products')).json()).toEqual([]);
    expect(await exists('product', first.image)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/trash/${first._id}`, headers: bearer(staff) });
    expect(await exists('product', first.image)).toBe(false);
  });
});
