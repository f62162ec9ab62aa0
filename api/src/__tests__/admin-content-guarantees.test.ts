// What the content admin relies on, for every content resource: rich fields come
// back sanitized on create and update, non-images are refused on create and
// update without touching the entry, and the requests the admin forms build
// (removedImages, features JSON, removeImage, empty discount) mean what they say.

import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { sanitizeRichHtml } from '../content/sanitize-rich-html';
import { CREATE_FIELDS, LABEL_FIELD, write } from './helpers/content-fixtures';
import { imagePart, pngImage, TEXT_AS_PNG } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];
const WITH_IMAGES = KEYS.filter((key) => CONTENT_RESOURCES[key].images !== 'none');
const DIRTY = '<p>Hi</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a>';
const UNSAFE = /onerror|javascript:|<script/i;

const imageField = (key: ContentResourceKey) => (CONTENT_RESOURCES[key].images === 'many' ? 'images' : 'image');

const create = async (key: ContentResourceKey, fields = CREATE_FIELDS[key]) => {
  const resource = CONTENT_RESOURCES[key];
  const files = resource.images === 'none' ? [] : [imagePart(await pngImage(40, 40), imageField(key))];
  return write(t.app, 'POST', `/${resource.path}`, staff, { fields, files, json: resource.json === true });
};

describe.each(KEYS)('%s', (key) => {
  const resource = CONTENT_RESOURCES[key];
  const url = `/${resource.path}`;

  test('every rich field comes back sanitized on create, update and read', async () => {
    const dirty = Object.fromEntries(resource.richFields.map((field) => [field, DIRTY]));
    const created = await create(key, { ...CREATE_FIELDS[key], ...dirty });
    expect(created.statusCode).toBe(201);
    for (const field of resource.richFields) expect(created.json()[field]).toBe('<p>Hi</p><img src="x" /><a>x</a>');
    const id = created.json()._id;
    const updated = await write(t.app, 'PUT', `${url}/${id}`, staff, { fields: { ...dirty }, json: resource.json === true });
    expect(updated.statusCode).toBe(200);
    const read = await t.app.inject(`${url}/${id}`);
    for (const field of resource.richFields) expect(read.json()[field]).not.toMatch(UNSAFE);
    expect((await t.app.inject(url)).body).not.toMatch(UNSAFE);
  });
});

describe.each(WITH_IMAGES)('%s uploads', (key) => {
  const resource = CONTENT_RESOURCES[key];
  const url = `/${resource.path}`;
  const notAnImage = imagePart(TEXT_AS_PNG, imageField(key), 'notes.png', 'image/png');

  test('a non-image is refused on create and on update, and the entry stays as it was', async () => {
    const refused = await write(t.app, 'POST', url, staff, { fields: CREATE_FIELDS[key], files: [notAnImage] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: apiMessages.validationFailed, errors: { [imageField(key)]: apiMessages.notAnImage } });

    const entity = (await create(key)).json();
    const label = LABEL_FIELD[key];
    const update = await write(t.app, 'PUT', `${url}/${entity._id}`, staff, { fields: { [label]: 'Changed' }, files: [notAnImage] });
    expect(update.statusCode).toBe(400);
    expect((await t.app.inject(`${url}/${entity._id}`)).json()).toEqual(entity);
  });
});

describe('the requests the admin forms build', () => {
  test('single blog edit: new images are added and removedImages are dropped', async () => {
    const post = (await create('singleBlog')).json();
    const [first] = post.images as string[];
    const response = await write(t.app, 'PUT', `/single-blog/${post._id}`, staff, {
      fields: { heading: post.heading, description: post.description, removedImages: JSON.stringify([first]) },
      files: [imagePart(await pngImage(30, 30), 'images', 'new.png')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toHaveLength(1);
    expect(response.json().images).not.toContain(first);
  });

  test('single service: an empty features list is stored empty', async () => {
    const service = (await create('singleService')).json();
    const response = await write(t.app, 'PUT', `/single-service/${service._id}`, staff, {
      fields: { heading: service.heading, features: '[]', removedImages: '[]' },
    });
    expect(response.json().features).toEqual([]);
  });

  test('FAQ: created without an image; product: an empty discount clears it and rating is kept', async () => {
    const faq = await write(t.app, 'POST', '/faqs', staff, { fields: CREATE_FIELDS.faq });
    expect(faq.statusCode).toBe(201);
    expect(faq.json().image).toBeNull();
    const product = (await create('product', { ...CREATE_FIELDS.product, discountPrice: '3999', rating: '0' })).json();
    expect(product).toMatchObject({ discountPrice: 3999, rating: 0 });
    const cleared = await write(t.app, 'PUT', `/products/${product._id}`, staff, { fields: { discountPrice: '' } });
    expect(cleared.json()).toMatchObject({ discountPrice: null, rating: 0 });
  });
});

describe('what the admin editor writes survives sanitizing', () => {
  test.each([
    ['underline and strike', '<p><u>u</u> <s>s</s></p>', ['<u>u</u>', '<s>s</s>']],
    ['font and size', '<p><span style="font-size: 24px;font-family: Georgia;">big</span></p>', ['font-size:24px', 'font-family:Georgia']],
    ['indent', '<p style="margin-left:40px;">in</p>', ['margin-left:40px']],
    [
      'links',
      '<p><a href="tel:+442079460958">call</a> <a href="mailto:a@b.example" target="_blank">mail</a></p>',
      ['href="tel:+442079460958"', 'href="mailto:a@b.example"'],
    ],
    [
      'media',
      '<img src="https://cdn.example/a.png" alt="A"/><video src="https://cdn.example/a.mp4" controls></video><audio src="https://cdn.example/a.mp3" controls></audio>',
      [
        '<img src="https://cdn.example/a.png" alt="A" />',
        '<video src="https://cdn.example/a.mp4" controls',
        '<audio src="https://cdn.example/a.mp3" controls',
      ],
    ],
    [
      'embedded players',
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>',
      ['<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen'],
    ],
    ['lists and quotes', '<ol>\n<li>one</li>\n</ol>\n<blockquote>q</blockquote>', ['<ol>', '<li>one</li>', '<blockquote>q</blockquote>']],
  ])('%s', (_name, html, kept) => {
    const clean = sanitizeRichHtml(html);
    for (const part of kept) expect(clean).toContain(part);
  });
});
