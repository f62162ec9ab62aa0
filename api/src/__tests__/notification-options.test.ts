// SMTP_URL, NOTIFY_EMAILS and NOTIFY_FROM: read from the environment, defaulted,
// and refused at start when they could never deliver (without echoing secrets).

import { DEFAULT_NOTIFICATION_OPTIONS, loadApiOptions, type NotificationOptions } from '../app';
import { DEFAULT_NOTIFY_FROM } from '../notifications/notification-options';
import { bearer, createTestApp, createTestEnvironment, startApp } from './helpers/test-app';

test('read from the environment, with a default sender and no e-mail unless both are set', () => {
  const on = loadApiOptions({
    SMTP_URL: ' smtps://mailer:pw@mail.example.com:465 ',
    NOTIFY_EMAILS: 'leads@example.com, sales@example.com,',
    NOTIFY_FROM: 'Site <site@example.com>',
  });
  expect(on.notifications).toMatchObject({
    smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
    recipients: ['leads@example.com', 'sales@example.com'],
    from: 'Site <site@example.com>',
  });
  const off = loadApiOptions({});
  expect(off.notifications).toEqual({ ...DEFAULT_NOTIFICATION_OPTIONS, smtpUrl: undefined, recipients: [], from: DEFAULT_NOTIFY_FROM });
  expect(DEFAULT_NOTIFY_FROM).toBe('"Northstar Digital website" <no-reply@northstar-digital.example>');
});

test('SMTP_URL without NOTIFY_EMAILS leaves e-mail off', async () => {
  const t = await createTestApp({ seed: false, notifications: { ...DEFAULT_NOTIFICATION_OPTIONS, smtpUrl: 'smtp://127.0.0.1:2525' } });
  try {
    const reply = (await t.app.inject({ url: '/notifications', headers: bearer(await t.staffToken()) })).json();
    expect(reply).toMatchObject({ configured: false, recipients: [] });
  } finally {
    await t.close();
  }
});

test.each<[string, Partial<NotificationOptions>, RegExp]>([
  ['a URL that is not SMTP', { smtpUrl: 'https://mailer:hunter2@mail.example.com' }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/],
  ['no URL at all', { smtpUrl: 'mail.example.com:587' }, /^SMTP_URL must be/],
  [
    'a recipient that is not an address',
    { smtpUrl: 'smtp://mail.example.com', recipients: ['leads@example.com', 'sales team'] },
    /^NOTIFY_EMAILS holds an invalid address: sales team$/,
  ],
])('refuses to start with %s', async (_case, settings, message) => {
  const env = await createTestEnvironment();
  try {
    const started = startApp(env, { seed: false, notifications: { ...DEFAULT_NOTIFICATION_OPTIONS, ...settings } });
    await expect(started).rejects.toThrow(message);
    await expect(started).rejects.not.toThrow(/hunter2/);
  } finally {
    await env.dispose();
  }
});
