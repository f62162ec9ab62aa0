// Revisions (issue 19): every save of content with a public page keeps the version it wrote
// (who, when), so staff list an entry's history, read one version and restore it as a new
// save (If-Match checked, itself a revision). Only the newest REVISIONS_KEPT stay; the image
// files a revision names outlive the orphan sweep until it goes. Staff only.

import { apiMessages } from '@agency/shared/contract/messages';
import { REVISIONS_KEPT, type Revision, type RevisionSummary } from '@agency/shared/contract/revisions';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { isStored } from './helpers/stored-media';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { referencedImages } from '../image-references/referenced-images';
import { openDatabase, type OpenDatabase } from '../db/connect';
import type { MediaStore } from '../media/media-store';
import { openMediaStore } from '../media/open-media-store';
import { sweepOrphans } from '../media/orphan-sweep';
import { restoredValues } from '../revisions/revision-routes';

let t: TestApp;
let staff: string;
let me: { _id: string; email: string; firstname?: string; lastname?: string };
let direct: OpenDatabase;
let media: MediaStore;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  me = (await t.app.inject({ url: '/auth/me', headers: bearer(staff) })).json();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  media = await openMediaStore(t.env.dataDir, t.env.media);
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

interface Blog {
  _id: string;
  slug: string;
  heading: string;
  description: string;
  image: string;
  state: string;
  updatedAt: string;
}

const createBlog = async (heading: string, fields: Record<string, string> = {}): Promise<Blog> => {
  const response = await write(t.app, 'POST', '/blog', staff, {
    fields: { ...CREATE_FIELDS.blog, heading, ...fields },
    files: [imagePart(await pngImage(300, 200))],
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};
const edit = async (id: string, fields: Record<string, string>, files: Parameters<typeof write>[4]['files'] = []): Promise<Blog> => {
  const response = await write(t.app, 'PUT', `/blog/${id}`, staff, { fields, files });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const history = async (id: string): Promise<RevisionSummary[]> => {
  const response = await t.app.inject({ url: `/blog/${id}/revisions`, headers: bearer(staff) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const revision = (id: string, number: number | string) => t.app.inject({ url: `/blog/${id}/revisions/${number}`, headers: bearer(staff) });
const restore = (id: string, number: number | string, version?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/blog/${id}/revisions/${number}/restore`,
    headers: { ...bearer(staff), ...(version ? { 'if-match': `"${version}"` } : {}) },
  });

test('each save is a revision with its author and time; one revision answers the fields as they were', async () => {
  const created = await createBlog('History First Draft', { description: '<p>First words</p>' });
  const second = await edit(created._id, { heading: 'History First Draft', description: '<p>Second words</p>' });
  const third = await edit(created._id, { heading: 'History First Draft', description: '<p>Third words</p>' });

  const listed = await history(created._id);
  expect(listed.map((item) => item.number)).toEqual([3, 2, 1]);
  expect(listed.map((item) => item.createdAt)).toEqual([third.updatedAt, second.updatedAt, created.updatedAt]);
  const name = `${me.firstname ?? ''} ${me.lastname ?? ''}`.trim() || me.email;
  for (const item of listed) expect(item).toMatchObject({ authorId: me._id, authorName: name, restoredFrom: null });

  const first = await revision(created._id, 1);
  expect(first.statusCode).toBe(200);
  const body = first.json() as Revision<Blog>;
  expect(body).toMatchObject({
    number: 1,
    authorId: me._id,
    entry: { _id: created._id, heading: 'History First Draft', description: '<p>First words</p>' },
  });
  // The reply shape of GET one of the resource, as it was then.
  expect(body.entry).toEqual(created);
});

test('restore saves the revision again as a new revision; the public page shows it; a stale version is refused', async () => {
  const created = await createBlog('Restore Me Please', { description: '<p>The original text</p>' });
  const edited = await edit(created._id, { heading: 'Restore Me Please', description: '<p>A worse text</p>' });

  const stale = await restore(created._id, 1, created.updatedAt);
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual({ message: apiMessages.conflict });
  expect((await history(created._id)).map((item) => item.number)).toEqual([2, 1]);

  const restored = await restore(created._id, 1, edited.updatedAt);
  expect(restored.statusCode).toBe(200);
  const entry = restored.json() as Blog;
  expect(entry).toMatchObject({ _id: created._id, description: '<p>The original text</p>', image: created.image, slug: created.slug });
  expect(entry.updatedAt > edited.updatedAt).toBe(true);
  expect(restored.headers.etag).toBe(`"${entry.updatedAt}"`);
  expect((await t.app.inject(`/blog/${created.slug}`)).json().description).toBe('<p>The original text</p>');

  const listed = await history(created._id);
  expect(listed[0]).toMatchObject({ number: 3, restoredFrom: 1, authorId: me._id, createdAt: entry.updatedAt });
  // Without If-Match any version goes, as with PUT.
  expect((await restore(created._id, 2)).json().description).toBe('<p>A worse text</p>');
});

test('a restore brings back the title (the address follows it, the old one redirects) but keeps the publication state', async () => {
  const created = await createBlog('Named Before Renaming');
  const renamed = await edit(created._id, { heading: 'Named After Renaming', state: 'draft' });
  expect(renamed).toMatchObject({ slug: 'named-after-renaming', state: 'draft' });
  const restored = (await restore(created._id, 1, renamed.updatedAt)).json() as Blog;
  expect(restored).toMatchObject({ heading: 'Named Before Renaming', slug: 'named-before-renaming', state: 'draft' });
  const renamedAddress = await t.app.inject({ url: '/blog/named-after-renaming', headers: bearer(staff) });
  expect([renamedAddress.statusCode, renamedAddress.headers.location]).toEqual([301, expect.stringMatching(/named-before-renaming$/)]);
});

test('a restore keeps an address staff chose: only an address that follows the title follows the restored one', async () => {
  const created = await createBlog('Chosen Address Before');
  const chosen = await edit(created._id, { heading: 'Chosen Address After', slug: 'our-chosen-address' });
  expect(chosen.slug).toBe('our-chosen-address');
  const restored = (await restore(created._id, 1, chosen.updatedAt)).json() as Blog;
  expect(restored).toMatchObject({ heading: 'Chosen Address Before', slug: 'our-chosen-address' });
});

test('an entry saved before revisions were kept gets its earlier version, author unknown, as revision 1', async () => {
  const created = await createBlog('Older Than History', { description: '<p>Old</p>' });
  await direct.db.deleteFrom('revisions').where('entity_id', '=', created._id).execute();
  await edit(created._id, { heading: 'Older Than History', description: '<p>New</p>' });
  const listed = await history(created._id);
  expect(listed.map((item) => [item.number, item.authorId, item.authorName])).toEqual([
    [2, me._id, expect.any(String)],
    [1, null, null],
  ]);
  expect((await revision(created._id, 1)).json().entry.description).toBe('<p>Old</p>');
});

test(`only the newest ${REVISIONS_KEPT} revisions stay; an image only a dropped revision named goes with the next sweep`, async () => {
  const created = await createBlog('Kept Revisions Count');
  const replaced = await edit(created._id, { heading: 'Kept Revisions Count' }, [imagePart(await pngImage(320, 200, '#2bb673'))]);
  expect(replaced.image).not.toBe(created.image);
  // The replaced file stays while revision 1 shows it, through a sweep, and comes back with a restore.
  await sweepOrphans(media, await referencedImages(direct.db), { graceMs: 0 });
  expect(await isStored(t.env, 'blogimg', created.image)).toBe(true);

  for (let save = 3; save <= REVISIONS_KEPT + 1; save += 1)
    await edit(created._id, { heading: 'Kept Revisions Count', description: `<p>Save ${save}</p>` });
  let listed = await history(created._id);
  expect(listed).toHaveLength(REVISIONS_KEPT);
  expect([listed[0].number, listed.at(-1)!.number]).toEqual([REVISIONS_KEPT + 1, 2]);
  expect((await revision(created._id, 1)).statusCode).toBe(404);
  await sweepOrphans(media, await referencedImages(direct.db), { graceMs: 0 });
  expect(await isStored(t.env, 'blogimg', created.image)).toBe(false);
  expect(await isStored(t.env, 'blogimg', replaced.image)).toBe(true);

  await edit(created._id, { heading: 'Kept Revisions Count' });
  listed = await history(created._id);
  expect([listed.length, listed[0].number, listed.at(-1)!.number]).toEqual([REVISIONS_KEPT, REVISIONS_KEPT + 2, 3]);
});

test('restoring a revision with an earlier image shows that image again', async () => {
  const created = await createBlog('Picture Comes Back');
  await edit(created._id, { heading: 'Picture Comes Back' }, [imagePart(await pngImage(330, 200, '#2bb673'))]);
  const restored = (await restore(created._id, 1)).json() as Blog;
  expect(restored.image).toBe(created.image);
  expect((await t.app.inject(`/blogimg/${created.image}`)).statusCode).toBe(200);
});

test('a replaced social image outlives the sweep while a revision shows it, and a restore brings it back', async () => {
  const created = await createBlog('Social Picture Comes Back');
  const withCard = (
    await write(t.app, 'PUT', `/blog/${created._id}`, staff, {
      fields: { heading: 'Social Picture Comes Back' },
      files: [imagePart(await pngImage(120, 63, '#112233'), 'socialImage')],
    })
  ).json() as Blog & { socialImage: string };
  await write(t.app, 'PUT', `/blog/${created._id}`, staff, {
    fields: { heading: 'Social Picture Comes Back' },
    files: [imagePart(await pngImage(120, 63, '#ff0000'), 'socialImage')],
  });
  await sweepOrphans(media, await referencedImages(direct.db), { graceMs: 0 });
  expect(await isStored(t.env, 'blogimg', withCard.socialImage)).toBe(true);
  const restored = (await restore(created._id, 2)).json() as { socialImage: string };
  expect(restored.socialImage).toBe(withCard.socialImage);
});

test('deleting an entry for good forgets its history', async () => {
  const created = await createBlog('Forgotten History');
  await edit(created._id, { heading: 'Forgotten History', description: '<p>Again</p>' });
  await t.app.inject({ method: 'DELETE', url: `/blog/${created._id}`, headers: bearer(staff) });
  // In the trash, it can come back with its history.
  const count = async () =>
    (await direct.db.selectFrom('revisions').select('number').where('entity_id', '=', created._id).execute()).length;
  expect(await count()).toBe(2);
  await t.app.inject({ method: 'DELETE', url: `/trash/${created._id}`, headers: bearer(staff) });
  expect(await count()).toBe(0);
});

test('unknown entries and revisions answer 404, malformed ids 400, other callers 401 and 403', async () => {
  const created = await createBlog('Bad Ids Entry');
  const missing = '000000000000000000000000';
  expect((await t.app.inject({ url: `/blog/${missing}/revisions`, headers: bearer(staff) })).statusCode).toBe(404);
  expect((await revision(missing, 1)).statusCode).toBe(404);
  expect((await revision(created._id, 99)).statusCode).toBe(404);
  expect((await restore(created._id, 99)).statusCode).toBe(404);
  for (const [id, number] of [
    ['not-an-id', '1'],
    [created._id, 'abc'],
    [created._id, '0'],
    [created._id, '-1'],
    [created._id, '1.5'],
  ]) {
    const read = await revision(id, number);
    expect([read.statusCode, read.json()]).toEqual([400, { message: apiMessages.invalidId }]);
    expect((await restore(id, number)).statusCode).toBe(400);
  }
  expect((await t.app.inject({ url: `/blog/not-an-id/revisions`, headers: bearer(staff) })).statusCode).toBe(400);
  // Content without a public page has no history.
  expect((await t.app.inject({ url: `/faqs/${missing}/revisions`, headers: bearer(staff) })).statusCode).toBe(404);

  const member = await t.memberToken();
  for (const url of [`/blog/${created._id}/revisions`, `/blog/${created._id}/revisions/1`]) {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(member) })).statusCode).toBe(403);
  }
  expect(
    (await t.app.inject({ method: 'POST', url: `/blog/${created._id}/revisions/1/restore`, headers: bearer(member) })).statusCode,
  ).toBe(403);
});

test('every content type with a public page keeps revisions', async () => {
  for (const [path, fields, files] of [
    ['work', CREATE_FIELDS.work, [imagePart(await pngImage(200, 200))]],
    ['products', CREATE_FIELDS.product, [imagePart(await pngImage(200, 200))]],
    ['single-service', CREATE_FIELDS.singleService, []],
  ] as const) {
    const created = (await write(t.app, 'POST', `/${path}`, staff, { fields, files: [...files] })).json();
    expect((await t.app.inject({ url: `/${path}/${created._id}/revisions`, headers: bearer(staff) })).json()).toHaveLength(1);
  }
});

test('a restore writes the columns the entry has now: one added since keeps its value, one dropped is skipped', () => {
  const kept = { _id: 'a', heading: 'Old', dropped: 'x', slug: 'old', state: 'draft', updatedAt: '1', createdAt: '0' };
  const current = { _id: 'a', heading: 'New', added: 'y', slug: 'new', state: 'published', updatedAt: '2', createdAt: '0' };
  expect(restoredValues(kept)(current)).toEqual({ heading: 'Old' });
});
