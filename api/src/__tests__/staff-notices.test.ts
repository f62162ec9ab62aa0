// A notice to staff about no contact message (a canary rolled back) goes through the same outbox
// (migration 101): queued, sent by the worker to NOTIFY_EMAILS with no Reply-To, marked sent; the
// admin's list of message notifications and its count stay those of the messages.

import type { NotificationListReply } from '@agency/shared/contract/entities';
import { DEFAULT_NOTIFICATION_OPTIONS, type MountedApi } from '../app';
import { solvedCaptcha } from './helpers/altcha';
import { eventually, startSmtpSink } from './helpers/smtp-sink';
import { bearer, createTestApp } from './helpers/test-app';

const RECIPIENTS = ['leads@northstar.test'];

test('a staff notice is sent through the outbox to NOTIFY_EMAILS and stays out of the messages list', async () => {
  const sink = await startSmtpSink();
  let mounted: MountedApi | undefined;
  const t = await createTestApp({
    seed: false,
    notifications: { ...DEFAULT_NOTIFICATION_OPTIONS, smtpUrl: sink.url, recipients: RECIPIENTS, pollIntervalMs: 100 },
    onMounted: (api) => (mounted = api),
  });
  try {
    await mounted!.queueStaffNotice({
      subject: 'Canary mf_public abc rolled back',
      text: 'The canary abc of mf_public was ended: <errors>.',
    });
    await eventually(() => sink.received.length === 1, 30_000, 'the notice e-mail');
    const [{ mail, rcptTo }] = sink.received;
    const message = { firstName: 'Ada', email: 'ada@example.com', phone: '0123', message: 'Hello', source: 'quote-home' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...message, captcha: (await solvedCaptcha(t.app)).payload },
    });
    expect(sent.statusCode).toBe(201);
    expect(rcptTo).toEqual(RECIPIENTS);
    expect(mail.subject).toBe('Canary mf_public abc rolled back');
    expect(mail.text).toContain('The canary abc of mf_public was ended: <errors>.');
    expect(mail.html).toContain('&lt;errors&gt;');
    expect(mail.replyTo).toBeUndefined();

    const list = await t.app.inject({ url: '/notifications', headers: bearer(await t.staffToken()) });
    expect((list.json() as NotificationListReply).data.map((row) => row.contact.firstName)).toEqual(['Ada']);
    const page = await t.app.inject({ url: '/notifications?page=1&limit=1', headers: bearer(await t.staffToken()) });
    // The count the list reads (list_stats) is of messages' notifications only.
    expect(page.json()).toMatchObject({ data: [{ contact: { firstName: 'Ada' } }], total: 1 });
  } finally {
    await t.close();
    await sink.stop();
  }
});
