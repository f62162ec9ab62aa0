// Drafts first: a draft of any type with a public page is stored with its heading alone (no
// picture, no alt text, no other required field), while a value it gives is still checked; an
// entry going live (created published, or a draft published by an update) is refused with field
// messages until it has what its page needs, its picture included.

import { validationMessages } from '@agency/shared/contract/messages';
import { CONTENT_MODEL, hasSeoFields } from '@agency/shared/contract/content-model';
import { imageOptional } from '../content/publish-rules';
import { PUBLISHABLE_RESOURCES } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { openDatabase } from '../db/connect';
import { write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const headingOf = (key: (typeof PUBLISHABLE_RESOURCES)[number]) => CONTENT_MODEL[key].labelField;

describe.each(PUBLISHABLE_RESOURCES)('%s', (key) => {
  const resource = CONTENT_RESOURCES[key];
  const heading = headingOf(key);

  it('stores a draft with its heading alone, and publishing it asks for what the page needs', async () => {
    const created = await write(t.app, 'POST', `/${resource.path}`, staff, { fields: { [heading]: `Draft ${key}`, state: 'draft' } });
    expect(created.statusCode).toBe(201);
    const draft = created.json() as Record<string, unknown> & { _id: string };
    expect(draft).toMatchObject({ [heading]: `Draft ${key}`, state: 'draft' });

    const published = await write(t.app, 'PUT', `/${resource.path}/${draft._id}`, staff, { fields: { state: 'published' } });
    const needsPicture = resource.images !== 'none' && !imageOptional(resource);
    const requiredText = Object.entries(CONTENT_MODEL[key].fields).some(
      ([name, field]) => name !== heading && (field.rule === 'requiredText' || field.required === true),
    );
    if (!needsPicture && !requiredText) {
      expect(published.statusCode).toBe(200);
      return;
    }
    expect(published.statusCode).toBe(400);
    const { errors } = published.json() as { errors: Record<string, string> };
    if (needsPicture) {
      const field = resource.images === 'many' ? 'images' : 'image';
      expect(errors[field]).toBe(resource.images === 'many' ? validationMessages.imagesRequired : validationMessages.imageRequired);
    }
    // Nothing was written: the entry is still the draft.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/${resource.path}/${draft._id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect((stored.json() as { state: string }).state).toBe('draft');
  });

  it('refuses a draft without its heading, and a value it gives is still checked', async () => {
    const response = await write(t.app, 'POST', `/${resource.path}`, staff, { fields: { [heading]: '', state: 'draft' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: Record<string, string> }).errors)).toContain(heading);
    const tooLong = await write(t.app, 'POST', `/${resource.path}`, staff, {
      fields: { [heading]: 'Draft with a long slug', state: 'draft', slug: 'x'.repeat(500) },
    });
    if (hasSeoFields(key)) expect(tooLong.statusCode).toBe(400);
  });

  it('refuses to publish a new entry without its picture', async () => {
    if (resource.images === 'none' || imageOptional(resource)) return;
    const response = await write(t.app, 'POST', `/${resource.path}`, staff, { fields: { [heading]: `Live ${key}`, state: 'published' } });
    expect(response.statusCode).toBe(400);
    const field = resource.images === 'many' ? 'images' : 'image';
    expect((response.json() as { errors: Record<string, string> }).errors[field]).toBeDefined();
  });
});

it('publishes a draft once its picture is sent with the update', async () => {
  const created = await write(t.app, 'POST', '/blog', staff, { fields: { heading: 'Draft with a later cover', state: 'draft' } });
  expect(created.statusCode).toBe(201);
  const { _id } = created.json() as { _id: string };
  const published = await write(t.app, 'PUT', `/blog/${_id}`, staff, {
    fields: { state: 'published', description: '<p>Now finished.</p>' },
    files: [{ ...imagePart(await pngImage(20, 20)), field: 'image' }],
  });
  expect(published.statusCode).toBe(200);
  expect(published.json()).toMatchObject({ state: 'published', heading: 'Draft with a later cover' });
});

it('lets a live entry stored without its picture (older data) take a change of its other fields, but not lose more', async () => {
  const created = await write(t.app, 'POST', '/blog', staff, { fields: { heading: 'Live without a cover', state: 'draft' } });
  const { _id } = created.json() as { _id: string };
  // As older data holds it: published, with no picture.
  const direct = openDatabase(t.env);
  await direct.db.updateTable('blogs').set({ state: 'published' }).where('_id', '=', _id).execute();
  await direct.db.destroy();
  const seo = await write(t.app, 'PUT', `/blog/${_id}`, staff, { fields: { noindex: 'true' } });
  expect(seo.statusCode).toBe(200);
  expect(seo.json()).toMatchObject({ noindex: true, state: 'published' });
  // Its state sent as it is, too; but taken back to a draft, it goes live again only with its picture.
  expect((await write(t.app, 'PUT', `/blog/${_id}`, staff, { fields: { state: 'published', noindex: 'false' } })).statusCode).toBe(200);
  expect((await write(t.app, 'PUT', `/blog/${_id}`, staff, { fields: { state: 'draft' } })).statusCode).toBe(200);
  const republished = await write(t.app, 'PUT', `/blog/${_id}`, staff, { fields: { state: 'published' } });
  expect(republished.statusCode).toBe(400);
});
