// One library of every stored image: GET /media lists, beside the library's uploads, the
// covers, gallery pictures and social images entries store in their own folders (with the
// entry's alt text and the entry as their use). An upload of a picture already stored asks:
// 409 with the stored one, `duplicate=existing` answers with it, `duplicate=keep` stores a copy.

import { apiMessages } from '@agency/shared/contract/messages';
import { mediaChoiceMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { imagePart, pngImage } from './helpers/images';
import { multipart } from './helpers/multipart';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const upload = async (data: Buffer, fields: Record<string, string>) => {
  const body = multipart(fields, [imagePart(data, 'image', 'picture.png')]);
  return t.app.inject({ method: 'POST', url: '/media', payload: body.payload, headers: { ...body.headers, ...bearer(staff) } });
};
interface Listed {
  _id: string;
  file: string;
  alt: string;
  kind?: string;
  usedBy: Array<{ resource?: string; _id?: string; page?: string; label: string }>;
}
const list = async (q = '') =>
  (await t.app.inject({ url: `/media${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers: bearer(staff) })).json().data as Listed[];

test('lists the covers, gallery pictures and social images entries stored themselves, with their alt text and entry', async () => {
  const blog = await write(t.app, 'POST', '/blog', staff, {
    fields: { ...CREATE_FIELDS.blog, heading: 'Covered Post', imageAlt: 'A harbour at dawn' },
    files: [imagePart(await pngImage(120, 80, '#336699'), 'image'), imagePart(await pngImage(240, 126, '#993366'), 'socialImage')],
  });
  expect(blog.statusCode).toBe(201);
  const { _id, image, socialImage } = blog.json() as { _id: string; image: string; socialImage: string };

  const found = await list('covered post');
  const cover = found.find((row) => row.file === image)!;
  expect(cover).toMatchObject({ kind: 'blog', alt: 'A harbour at dawn', usedBy: [{ resource: 'blog', _id, label: 'Covered Post' }] });
  expect(cover._id).toBe(`blog:${image}`);
  const social = found.find((row) => row.file === socialImage.split('/').pop())!;
  expect(social).toMatchObject({ kind: 'blog', usedBy: [{ resource: 'blog', _id, label: apiMessages.socialImageOf('Covered Post') }] });
  // Found by its alt text too; its file is served from the entry's folder.
  expect((await list('harbour')).map((row) => row._id)).toContain(cover._id);
  expect((await t.app.inject({ url: `/blogimg/${image}` })).statusCode).toBe(200);
  // It belongs to its entry: the library's own routes do not change or delete it.
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/media/${encodeURIComponent(cover._id)}`, headers: bearer(staff) })).statusCode,
  ).toBe(404);
});

test('an upload of a stored picture asks: 409 with the stored one, then use it or keep both', async () => {
  const picture = await pngImage(200, 100, '#55aa11');
  const first = await upload(picture, { alt: 'Green field' });
  expect(first.statusCode).toBe(201);

  const asked = await upload(picture, { alt: 'Meadow' });
  expect(asked.statusCode).toBe(409);
  expect(asked.json()).toMatchObject({ message: mediaChoiceMessages.duplicate, existing: { _id: first.json()._id, alt: 'Green field' } });

  const used = await upload(picture, { alt: 'Meadow', duplicate: 'existing' });
  expect(used.statusCode).toBe(200);
  expect(used.json()).toMatchObject({ _id: first.json()._id, alt: 'Green field' });

  const kept = await upload(picture, { alt: 'Meadow', duplicate: 'keep' });
  expect(kept.statusCode).toBe(201);
  expect(kept.json()._id).not.toBe(first.json()._id);
  expect(kept.json().file).not.toBe(first.json().file);
  expect((await list('meadow')).map((row) => row.alt)).toEqual(['Meadow']);

  const bad = await upload(picture, { alt: 'Meadow', duplicate: 'maybe' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors.duplicate).toBe(mediaChoiceMessages.duplicateChoice);
});

test('a new alt text in the library is passed on to the entries that show the image when staff ask, and only then', async () => {
  const item = (await upload(await pngImage(180, 90, '#117799'), { alt: 'Old words' })).json();
  const plan = await t.app.inject({
    method: 'POST',
    url: '/plan',
    payload: {
      ...CREATE_FIELDS.plan,
      planName: 'Alt plan',
      description: `<p>Look</p><img src="/api/mediaimg/${item.file}" alt="Old words"/>`,
    },
    headers: bearer(staff),
  });
  expect(plan.statusCode).toBe(201);
  const stored = async () => (await t.app.inject({ url: `/plan/${plan.json()._id}` })).json() as { description: string; updatedAt: string };
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/media/${item._id}`, payload, headers: bearer(staff) });

  const quiet = await put({ alt: 'Library only' });
  expect(quiet.json()).toMatchObject({ alt: 'Library only', updatedEntries: 0 });
  expect((await stored()).description).toContain('alt="Old words"');

  const before = await stored();
  const passed = await put({ alt: 'Teal "banner" & logo', updateUses: true });
  expect(passed.json()).toMatchObject({ alt: 'Teal "banner" & logo', updatedEntries: 1 });
  const after = await stored();
  expect(after.description).toContain(`<img src="/api/mediaimg/${item.file}" alt="Teal &quot;banner&quot; &amp; logo"`);
  // A new version: an editor open on the plan is told before it overwrites the words.
  expect(after.updatedAt).not.toBe(before.updatedAt);
});
