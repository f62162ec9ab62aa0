// With e-mail set up, the author of a submission hears of the editor's decision by e-mail too:
// to their own address (not NOTIFY_EMAILS), approved or sent back with the editor's comment.

import { reviewMessages } from '@agency/shared/contract/messages';
import type { Review } from '@agency/shared/contract/reviews';
import { DEFAULT_NOTIFICATION_OPTIONS } from '../app';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { staffAccountOf } from './helpers/role-tokens';
import { eventually, startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const RECIPIENTS = ['leads@northstar.test'];

let t: TestApp;
let sink: SmtpSink;
let author: { email: string; token: string };
let editor: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    notifications: { ...DEFAULT_NOTIFICATION_OPTIONS, smtpUrl: sink.url, recipients: RECIPIENTS, pollIntervalMs: 100 },
  });
  author = await staffAccountOf(t, 'author');
  editor = (await staffAccountOf(t, 'editor')).token;
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const submittedDraft = async (heading: string): Promise<Review> => {
  const card = await write(t.app, 'POST', '/blog', author.token, {
    fields: { ...CREATE_FIELDS.blog, heading, state: 'draft' } as Fields,
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(card.statusCode).toBe(201);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/reviews',
    headers: bearer(author.token),
    payload: { resource: 'blog', id: (card.json() as { _id: string })._id, note: 'Ready' },
  });
  expect(submitted.statusCode).toBe(201);
  return submitted.json();
};

test('the author is e-mailed when their draft is sent back, with the comment, and when one is approved', async () => {
  const returned = await submittedDraft('Draft to rework');
  const decision = await t.app.inject({
    method: 'POST',
    url: `/reviews/${returned._id}/return`,
    headers: bearer(editor),
    payload: { comment: 'Add a conclusion' },
  });
  expect(decision.statusCode).toBe(200);
  await eventually(() => sink.received.length === 1, 30_000, 'the sent-back e-mail');
  expect(sink.received[0].rcptTo).toEqual([author.email]);
  expect(sink.received[0].mail.subject).toBe(reviewMessages.emailSubject('Draft to rework', false));
  expect(sink.received[0].mail.text).toContain('Add a conclusion');

  const approved = await submittedDraft('Draft ready to go');
  expect(
    (await t.app.inject({ method: 'POST', url: `/reviews/${approved._id}/approve`, headers: bearer(editor), payload: {} })).statusCode,
  ).toBe(200);
  await eventually(() => sink.received.length === 2, 30_000, 'the approved e-mail');
  expect(sink.received[1].rcptTo).toEqual([author.email]);
  expect(sink.received[1].mail.subject).toBe(reviewMessages.emailSubject('Draft ready to go', true));
});
