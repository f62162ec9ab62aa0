// The media library (issue 21): an image is uploaded once with its alt text (the
// same picture again is a 409 carrying the stored one), searched by alt text or file
// name, served from /mediaimg/, listed with the places that show it (entry text, social images,
// trash, earlier revisions, page SEO); an image in use cannot be deleted, an unused one can;
// bad input is a 400.

import { apiMessages, validationMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { imagePart, pngImage, TEXT_AS_PNG } from './helpers/images';
import { multipart } from './helpers/multipart';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const upload = async (data: Buffer, alt: string | undefined, filename = 'team-photo.png') => {
  const body = multipart(alt === undefined ? {} : { alt }, [imagePart(data, 'image', filename)]);
  return t.app.inject({ method: 'POST', url: '/media', payload: body.payload, headers: { ...body.headers, ...bearer(staff) } });
};
const list = async (q = '') =>
  (await t.app.inject({ url: `/media${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers: bearer(staff) })).json().data as Array<{
    _id: string;
    file: string;
    alt: string;
    usedBy: Array<{ resource?: string; page?: string; label: string }>;
  }>;

test('an upload is stored once with its alt text, served from /mediaimg/ and found by its words', async () => {
  const picture = await pngImage(640, 400, '#22aa66');
  const first = await upload(picture, 'Our team at the spring workshop');
  expect(first.statusCode).toBe(201);
  const item = first.json();
  expect(item).toMatchObject({ alt: 'Our team at the spring workshop', name: 'team-photo.png', usedBy: [] });
  expect(item.file).toMatch(/^[0-9a-f]{24}\.webp$/);
  const served = await t.app.inject({ url: `/mediaimg/${item.file}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');

  // The same picture again is not silently the stored one: staff choose (media-library-all-images.test.ts).
  const again = await upload(picture, 'Another description', 'copy.png');
  expect(again.statusCode).toBe(409);
  expect(again.json().existing._id).toBe(item._id);
  expect((await list()).filter((row) => row._id === item._id)).toHaveLength(1);

  expect((await list('SPRING workshop')).map((row) => row._id)).toEqual([item._id]);
  expect((await list('team-photo')).map((row) => row._id)).toEqual([item._id]);
  expect(await list('no such words')).toEqual([]);
});

test('lists the entries that show an image, refuses to delete it then, and deletes it once unused', async () => {
  const item = (await upload(await pngImage(300, 300, '#aa2266'), 'A red square')).json();
  const post = await t.app.inject({
    method: 'POST',
    url: '/plan',
    payload: {
      planName: 'Gallery plan',
      price: 10,
      duration: 'month',
      description: `<p><img src="/api/mediaimg/${item.file}" alt="A red square"></p>`,
    },
    headers: bearer(staff),
  });
  expect(post.statusCode).toBe(201);
  const listed = (await list()).find((row) => row._id === item._id)!;
  expect(listed.usedBy).toEqual([{ resource: 'plan', _id: post.json()._id, label: 'Gallery plan' }]);

  const refused = await t.app.inject({ method: 'DELETE', url: `/media/${item._id}`, headers: bearer(staff) });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiMessages.mediaInUse('Gallery plan'));

  // In the trash the entry may come back with its picture: still in use.
  await t.app.inject({ method: 'DELETE', url: `/plan/${post.json()._id}`, headers: bearer(staff) });
  const trashed = await t.app.inject({ method: 'DELETE', url: `/media/${item._id}`, headers: bearer(staff) });
  expect(trashed.statusCode).toBe(409);
  expect(trashed.json().message).toBe(apiMessages.mediaInUse(apiMessages.inTrash('Gallery plan')));

  await t.app.inject({ method: 'DELETE', url: `/trash/${post.json()._id}`, headers: bearer(staff) });
  const deleted = await t.app.inject({ method: 'DELETE', url: `/media/${item._id}`, headers: bearer(staff) });
  expect(deleted.json()).toEqual({ message: apiMessages.deleted });
  expect((await t.app.inject({ url: `/mediaimg/${item.file}` })).statusCode).toBe(404);
  expect((await list()).some((row) => row._id === item._id)).toBe(false);
});

/** A library image's address as the site writes it, absolute (a social image must be). */
const addressOf = (file: string) => `https://www.example.com/api/mediaimg/${file}`;
const deleteMedia = (id: string) => t.app.inject({ method: 'DELETE', url: `/media/${id}`, headers: bearer(staff) });
const createBlog = async (heading: string, fields: Record<string, string>) => {
  const response = await write(t.app, 'POST', '/blog', staff, {
    fields: { ...CREATE_FIELDS.blog, heading, ...fields },
    files: [imagePart(await pngImage(120, 80), 'image')],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
};

test('an image only an earlier revision shows is in use: 409 naming that revision', async () => {
  const item = (await upload(await pngImage(200, 120, '#2244cc'), 'A blue banner')).json();
  const blog = await createBlog('Revision Banner Post', {
    description: `<p><img src="/api/mediaimg/${item.file}" alt="A blue banner"></p>`,
  });
  // The current version no longer shows it; revision 1 does, and restoring it would.
  expect((await write(t.app, 'PUT', `/blog/${blog._id}`, staff, { fields: { description: '<p>No picture now</p>' } })).statusCode).toBe(
    200,
  );
  const uses = [{ resource: 'blog', _id: blog._id, label: apiMessages.inRevision('Revision Banner Post') }];
  expect((await list()).find((row) => row._id === item._id)!.usedBy).toEqual(uses);
  const refused = await deleteMedia(item._id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiMessages.mediaInUse(uses[0].label));
  expect((await t.app.inject({ url: `/mediaimg/${item.file}` })).statusCode).toBe(200);
});

test('an image used as an entry’s social image is in use: 409 naming it', async () => {
  const item = (await upload(await pngImage(240, 126, '#66aa22'), 'A green card')).json();
  const blog = await createBlog('Social Card Post', { socialImage: addressOf(item.file) });
  const label = apiMessages.socialImageOf('Social Card Post');
  expect((await list()).find((row) => row._id === item._id)!.usedBy).toEqual([{ resource: 'blog', _id: blog._id, label }]);
  const refused = await deleteMedia(item._id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiMessages.mediaInUse(label));
});

test('an image used by a page’s SEO is in use: 409 naming the page', async () => {
  const item = (await upload(await pngImage(240, 126, '#aa6622'), 'An orange card')).json();
  expect(
    (await write(t.app, 'PUT', '/seo/pages/about', staff, { fields: { socialImage: addressOf(item.file) }, json: true })).statusCode,
  ).toBe(200);
  const label = apiMessages.pageSocialImage('/about');
  expect((await list()).find((row) => row._id === item._id)!.usedBy).toEqual([{ page: 'about', label }]);
  const refused = await deleteMedia(item._id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiMessages.mediaInUse(label));
  // Once the page stops using it, it can go.
  expect((await write(t.app, 'PUT', '/seo/pages/about', staff, { fields: { socialImage: '' }, json: true })).statusCode).toBe(200);
  expect((await deleteMedia(item._id)).statusCode).toBe(200);
});

test('alt text can be changed, never emptied; bad uploads and ids are refused', async () => {
  const item = (await upload(await pngImage(200, 120, '#2266aa'), 'Blue banner')).json();
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/media/${item._id}`,
    payload: { alt: 'Blue banner with our logo' },
    headers: bearer(staff),
  });
  expect(changed.json().alt).toBe('Blue banner with our logo');
  const emptied = await t.app.inject({ method: 'PUT', url: `/media/${item._id}`, payload: { alt: '   ' }, headers: bearer(staff) });
  expect(emptied.statusCode).toBe(400);
  expect(emptied.json().errors.alt).toBe(validationMessages.altRequired);

  const noAlt = await upload(await pngImage(100, 100, '#000000'), undefined);
  expect(noAlt.statusCode).toBe(400);
  expect(noAlt.json().errors.alt).toBe(validationMessages.altRequired);
  const notImage = await upload(TEXT_AS_PNG, 'Text file');
  expect(notImage.statusCode).toBe(400);
  expect(notImage.json().errors.image).toBe(apiMessages.notAnImage);
  expect((await t.app.inject({ method: 'PUT', url: '/media/not-an-id', payload: { alt: 'x' }, headers: bearer(staff) })).statusCode).toBe(
    404,
  );
  expect((await t.app.inject({ method: 'DELETE', url: '/media/not-an-id', headers: bearer(staff) })).statusCode).toBe(404);
});
