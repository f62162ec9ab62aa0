// Review before publishing (product §6): an author submits their own draft with a note; it waits in
// the editors' queue and cannot be changed meanwhile; an editor approves it (published, with the
// post's body of the same address) or schedules it, or sends it back with a comment, which the
// author then sees; a decided submission cannot be decided again.

import { reviewMessages } from '@agency/shared/contract/messages';
import type { Review, ReviewListReply } from '@agency/shared/contract/reviews';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let author: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  author = (await staffAccountOf(t, 'author')).token;
  editor = (await staffAccountOf(t, 'editor')).token;
});
afterAll(() => t.close());

const image = async () => [imagePart(await pngImage(20, 20))];
const draftPost = async (heading: string, token = author) => {
  const card = await write(t.app, 'POST', '/blog', token, {
    fields: { ...CREATE_FIELDS.blog, heading, state: 'draft' } as Fields,
    files: await image(),
  });
  const body = await write(t.app, 'POST', '/single-blog', token, {
    fields: { ...CREATE_FIELDS.singleBlog, heading, state: 'draft' } as Fields,
    files: [{ ...(await image())[0], field: 'images' }],
  });
  expect([card.statusCode, body.statusCode]).toEqual([201, 201]);
  return { card: card.json() as { _id: string; slug: string }, body: body.json() as { _id: string } };
};
const submit = (id: string, note = 'Ready when you are', token = author) =>
  t.app.inject({ method: 'POST', url: '/reviews', headers: bearer(token), payload: { resource: 'blog', id, note } });
const decide = (id: string, action: 'approve' | 'return', payload: Record<string, unknown> = {}, token = editor) =>
  t.app.inject({ method: 'POST', url: `/reviews/${id}/${action}`, headers: bearer(token), payload });
const queue = async (): Promise<ReviewListReply> => (await t.app.inject({ url: '/reviews', headers: bearer(editor) })).json();
const mine = async (): Promise<ReviewListReply> => (await t.app.inject({ url: '/reviews/mine', headers: bearer(author) })).json();

test('submit, wait in the queue unchangeable, approve: the post and its body are published and public', async () => {
  const { card, body } = await draftPost('Review me please');
  const submitted = await submit(card._id);
  expect(submitted.statusCode).toBe(201);
  const review = submitted.json() as Review;
  expect(review).toMatchObject({
    resource: 'blog',
    entityId: card._id,
    title: 'Review me please',
    status: 'pending',
    note: 'Ready when you are',
  });
  expect((await queue()).data.map((item) => item._id)).toContain(review._id);
  expect((await submit(card._id)).json()).toEqual({ message: reviewMessages.alreadyPending });
  const edit = await write(t.app, 'PUT', `/blog/${card._id}`, author, { fields: { heading: 'Changed meanwhile' }, json: true });
  expect(edit.statusCode).toBe(409);
  expect(edit.json()).toEqual({ message: reviewMessages.inReview });
  // Before approval a visitor finds nothing.
  expect((await t.app.inject({ url: `/blog/page/${card.slug}` })).statusCode).toBe(404);

  const approved = await decide(review._id, 'approve');
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', reviewer: { name: expect.any(String) } });
  const page = await t.app.inject({ url: `/blog/page/${card.slug}` });
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ entry: { _id: card._id, state: 'published' }, body: { _id: body._id, state: 'published' } });
  expect((await queue()).data.map((item) => item._id)).not.toContain(review._id);
  expect((await decide(review._id, 'return', { comment: 'Too late' })).json()).toEqual({ message: reviewMessages.notPending });
  expect((await mine()).data.find((item) => item._id === review._id)).toMatchObject({ status: 'approved' });
});

test('approve with a time schedules the entry', async () => {
  const { card } = await draftPost('Scheduled after review');
  const review = (await submit(card._id)).json() as Review;
  const publishAt = new Date(Date.now() + 86_400_000).toISOString();
  expect((await decide(review._id, 'approve', { publishAt: 'tomorrow' })).statusCode).toBe(400);
  expect((await decide(review._id, 'approve', { publishAt })).statusCode).toBe(200);
  const stored = (await t.app.inject({ url: `/blog/${card._id}`, headers: bearer(editor) })).json();
  expect(stored).toMatchObject({ state: 'scheduled', publishAt });
});

test('send back needs a comment; the author sees it and may change and submit again', async () => {
  const { card } = await draftPost('Needs another pass');
  const review = (await submit(card._id)).json() as Review;
  const empty = await decide(review._id, 'return', { comment: '  ' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().errors).toEqual({ comment: reviewMessages.commentRequired });
  expect((await decide(review._id, 'return', { comment: 'Add a conclusion' })).json()).toMatchObject({
    status: 'returned',
    comment: 'Add a conclusion',
  });
  expect((await mine()).data.find((item) => item._id === review._id)).toMatchObject({ status: 'returned', comment: 'Add a conclusion' });
  const stored = (await t.app.inject({ url: `/blog/${card._id}`, headers: bearer(editor) })).json();
  expect(stored.state).toBe('draft');
  expect(
    (await write(t.app, 'PUT', `/blog/${card._id}`, author, { fields: { heading: 'Needs another pass, done' }, json: true })).statusCode,
  ).toBe(200);
  expect((await submit(card._id)).statusCode).toBe(201);
});

test("only one's own drafts can be submitted; unknown entries and reviews are 404", async () => {
  const editorsDraft = await draftPost('Editor wrote this', editor);
  expect((await submit(editorsDraft.card._id)).statusCode).toBe(404);
  expect((await submit('000000000000000000000000')).statusCode).toBe(404);
  const bad = await t.app.inject({ method: 'POST', url: '/reviews', headers: bearer(author), payload: { resource: 'nothing', id: 'x' } });
  expect(bad.statusCode).toBe(400);
  expect((await decide('not-an-id', 'approve')).statusCode).toBe(404);
  // An editor decides; an author does not.
  expect((await decide('000000000000000000000000', 'approve', {}, author)).statusCode).toBe(403);
});

test('approving an entry deleted meanwhile answers 404 and leaves the submission waiting', async () => {
  const { card } = await draftPost('Gone before approval');
  const review = (await submit(card._id)).json() as Review;
  expect((await t.app.inject({ method: 'DELETE', url: `/blog/${card._id}`, headers: bearer(editor) })).statusCode).toBe(200);
  expect((await decide(review._id, 'approve')).statusCode).toBe(404);
  expect((await queue()).data.find((item) => item._id === review._id)).toMatchObject({ status: 'pending' });
});
