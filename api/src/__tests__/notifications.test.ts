// Staff e-mails about new messages, end to end: POST /contact as a visitor, a real
// SMTP server on loopback (smtp-server) receiving, mailparser reading what arrived.
// One correct e-mail per message from each form; an SMTP outage and app restarts
// lose none and send none twice; GET /notifications shows the outbox to staff.

import net from 'node:net';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { ContactPayload, NotificationListReply } from '@agency/shared/contract/entities';
import { contactSourceLabels, notificationMessages } from '@agency/shared/contract/messages';
import { DEFAULT_NOTIFICATION_OPTIONS, type BuildAppOptions, type NotificationOptions } from '../app';
import { solvedCaptcha } from './helpers/altcha';
import { eventually, startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink';
import { bearer, createTestApp, createTestEnvironment, login, startApp, TEST_ADMIN, type TestApp } from './helpers/test-app';
import type { FastifyInstance } from 'fastify';

const RECIPIENTS = ['leads@northstar.test', 'sales@northstar.test'];

/** Production pacing shortened so every test runs in a second or two. */
const fastNotifications = (smtpUrl: string | undefined, overrides: Partial<NotificationOptions> = {}): NotificationOptions => ({
  ...DEFAULT_NOTIFICATION_OPTIONS,
  smtpUrl,
  recipients: RECIPIENTS,
  pollIntervalMs: 100,
  retryBaseMs: 100,
  retryMaxMs: 400,
  // Generous: no test here waits for a timeout, and on a busy machine a loopback conversation that timed out (or
  // a lease that lapsed) would be tried again, a second attempt where the tests count one.
  leaseMs: 30_000,
  smtpTimeoutMs: 30_000,
  sendDeadlineMs: 60_000,
  stopGraceMs: 500,
  ...overrides,
});

type Form = Omit<ContactPayload, 'captcha'>;

const FORMS: Array<{ payload: Form; subject: string; sentFrom: string }> = [
  {
    payload: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '01234567890',
      subject: 'Seo Audit',
      message: 'Please audit our site.\nSecond line.',
      source: 'contact',
    },
    subject: 'New contact message from Ann Lee',
    sentFrom: contactSourceLabels.contact,
  },
  {
    payload: {
      firstName: 'Bob Stone',
      email: 'bob@example.com',
      phone: '0123456',
      message: 'A quote from the home page.',
      source: 'quote-home',
    },
    subject: 'New quote request (home page) from Bob Stone',
    sentFrom: contactSourceLabels['quote-home'],
  },
  {
    payload: {
      firstName: 'Cleo Park',
      email: 'cleo@example.com',
      phone: '0712345',
      message: 'Google Ads for our shop.',
      source: 'quote-service',
      sourceDetail: 'Google Ads',
    },
    subject: 'New quote request (Google Ads) from Cleo Park',
    sentFrom: `${contactSourceLabels['quote-service']}: Google Ads`,
  },
  {
    payload: {
      firstName: 'Dan Wu',
      email: 'dan@example.com',
      phone: '0799',
      subject: 'Paid Ads',
      message: 'How long does SEO take?',
      source: 'faq',
    },
    subject: 'New FAQ question from Dan Wu',
    sentFrom: contactSourceLabels.faq,
  },
];

const send = async (app: FastifyInstance, payload: Form) => {
  const response = await app.inject({
    method: 'POST',
    url: '/contact',
    payload: { ...payload, captcha: (await solvedCaptcha(app)).payload },
  });
  expect(response.statusCode).toBe(201);
};

const outbox = async (app: FastifyInstance): Promise<NotificationListReply> => {
  const { token } = await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const response = await app.inject({ url: '/notifications', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const addresses = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat().flatMap((group) => group.value);

const mailWithSubject = (sink: SmtpSink, subject: string): ParsedMail => {
  const matches = sink.received.filter((item) => item.mail.subject === subject);
  expect(matches).toHaveLength(1);
  return matches[0].mail;
};

/** How many copies of each Message-ID arrived. */
const copiesById = (received: ReceivedMail[]) =>
  received.reduce(
    (counts, item) => counts.set(item.mail.messageId ?? '', (counts.get(item.mail.messageId ?? '') ?? 0) + 1),
    new Map<string, number>(),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const closedPort = async (): Promise<number> => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('with an SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ seed: false, notifications: fastNotifications(sink.url) });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  test('one e-mail per message from each form: subject, staff recipients, reply-to the sender, every field', async () => {
    for (const form of FORMS) await send(t.app, form.payload);
    await eventually(() => sink.received.length >= FORMS.length, 30_000, 'four e-mails');
    // `sent` is stored right after the server's answer, so a moment after the sink has the e-mail.
    const { configured, recipients, data } = await eventually(
      async () => {
        const reply = await outbox(t.app);
        return reply.data.every((row) => row.status === 'sent') && reply;
      },
      30_000,
      'the rows marked sent',
    );
    expect({ configured, recipients }).toEqual({ configured: true, recipients: RECIPIENTS });
    for (const form of FORMS) {
      const mail = mailWithSubject(sink, form.subject);
      const { payload } = form;
      const name = [payload.firstName, payload.lastName].filter(Boolean).join(' ');
      expect(addresses(mail.to).map((a) => a.address)).toEqual(RECIPIENTS);
      expect(addresses(mail.from)).toEqual([{ address: 'no-reply@northstar-digital.example', name: 'Northstar Digital website' }]);
      expect(addresses(mail.replyTo)).toEqual([{ address: payload.email, name }]);
      const f = notificationMessages.emailFields;
      for (const line of [
        `${f.form}: ${form.sentFrom}`,
        `${f.name}: ${name}`,
        `${f.email}: ${payload.email}`,
        `${f.phone}: ${payload.phone}`,
        `${f.subject}: ${payload.subject || '—'}`,
        payload.message,
      ]) {
        expect(mail.text).toContain(line);
      }
      for (const value of [form.sentFrom, name, payload.email, payload.phone, payload.message]) expect(mail.html).toContain(value);
      expect(mail.text).toMatch(new RegExp(`${f.received}: \\w{3}, \\d{2} \\w{3} \\d{4}`));

      // The outbox row names the same message, is sent, and its id is in the Message-ID.
      const row = data.find((item) => item.contact.email === payload.email)!;
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        contact: { firstName: payload.firstName, source: payload.source },
      });
      expect(row.sentAt).toEqual(expect.any(String));
      expect(mail.messageId).toBe(`<notification-${row._id}@northstar-digital.example>`);
    }
    // The envelope goes to the staff only, from the sender address of NOTIFY_FROM.
    expect(sink.received.map((item) => item.rcptTo)).toEqual(FORMS.map(() => RECIPIENTS));
    expect(new Set(sink.received.map((item) => item.mailFrom))).toEqual(new Set(['no-reply@northstar-digital.example']));
    // Newest first.
    expect(data.map((row) => row.contact.email)).toEqual(FORMS.map((form) => form.payload.email).reverse());
  });

  test('a name cannot add headers or recipients, and markup arrives as text', async () => {
    const before = sink.received.length;
    await send(t.app, {
      firstName: 'Eve\r\nBcc: thief@example.com',
      lastName: 'Ray',
      email: 'eve@example.com',
      phone: '0111',
      subject: 'Email Marketing',
      message: '<script>alert("x")</script> & <b>bold</b>',
      source: 'contact',
    });
    const { mail, rcptTo } = (await eventually(() => sink.received[before], 30_000, 'the e-mail'))!;
    expect(mail.subject).toBe('New contact message from Eve Bcc: thief@example.com Ray');
    expect(mail.bcc).toBeUndefined();
    expect(rcptTo).toEqual(RECIPIENTS);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain('<script>alert("x")</script> & <b>bold</b>');
  });

  test('an SMTP outage: messages are still taken, and their e-mails arrive once the server is back, none twice', async () => {
    const before = sink.received.length;
    await sink.stop();
    const during = [
      { ...FORMS[0].payload, email: 'outage1@example.com' },
      { ...FORMS[2].payload, email: 'outage2@example.com' },
    ];
    for (const payload of during) await send(t.app, payload);

    // Each has failed at least twice and waits for its next try.
    const failing = await eventually(
      async () => {
        const rows = (await outbox(t.app)).data.filter((row) => row.contact.email.startsWith('outage'));
        return rows.length === 2 && rows.every((row) => row.status === 'pending' && row.attempts >= 2 && row.lastError) ? rows : undefined;
      },
      30_000,
      'failed attempts',
    );
    expect(failing[0].lastError).toMatch(/ECONNREFUSED/);
    expect(failing[0].nextAttemptAt).toEqual(expect.any(String));
    expect(sink.received).toHaveLength(before);

    await sink.start();
    await eventually(() => sink.received.length >= before + 2, 30_000, 'the queued e-mails');
    // Several more polls and retry periods: nothing arrives twice.
    await sleep(1_000);
    expect(sink.received).toHaveLength(before + 2);
    expect([...copiesById(sink.received).values()].every((copies) => copies === 1)).toBe(true);
    // Awaited, not assumed after the pause: `sent` is stored a moment after the sink has the e-mail.
    const rows = (
      await eventually(
        async () => {
          const reply = await outbox(t.app);
          return reply.data.every((row) => row.status === 'sent') && reply;
        },
        30_000,
        'the rows marked sent',
      )
    ).data;
    expect(rows.every((row) => row.status === 'sent' && row.lastError === null)).toBe(true);
    expect(
      sink.received
        .slice(before)
        .map((item) => addresses(item.mail.replyTo)[0].address)
        .sort(),
    ).toEqual(['outage1@example.com', 'outage2@example.com']);
  });

  test('deleting a message takes its notification with it', async () => {
    const staff = bearer(await t.staffToken());
    const [latest] = (await t.app.inject({ url: '/contact', headers: staff })).json().data;
    const count = (await outbox(t.app)).data.length;
    await t.app.inject({ method: 'DELETE', url: `/contact/${latest._id}`, headers: staff });
    const { data } = await outbox(t.app);
    expect(data).toHaveLength(count - 1);
    expect(data.map((row) => row.contactId)).not.toContain(latest._id);
  });
});

describe('across restarts', () => {
  const restartable = async (notifications: NotificationOptions, extra: Partial<BuildAppOptions> = {}) =>
    startApp(env, { seed: false, notifications, ...extra });
  let env: Awaited<ReturnType<typeof createTestEnvironment>>;
  beforeEach(async () => {
    env = await createTestEnvironment();
  });
  afterEach(() => env.dispose());

  test('without SMTP_URL the e-mails wait in the outbox, shown to staff, and go out after a start with it', async () => {
    const off = await restartable(fastNotifications(undefined));
    await send(off, FORMS[1].payload);
    await send(off, FORMS[2].payload);
    const waiting = await outbox(off);
    expect(waiting.configured).toBe(false);
    expect(waiting.data.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    await off.close();

    const sink = await startSmtpSink();
    const on = await restartable(fastNotifications(sink.url));
    try {
      await eventually(() => sink.received.length >= 2, 30_000, 'the waiting e-mails');
      expect(sink.received.map((item) => item.mail.subject).sort()).toEqual([FORMS[1].subject, FORMS[2].subject].sort());
      // `sent` is written right after the server's 250, so a moment after the sink has the e-mail.
      await eventually(async () => (await outbox(on)).data.every((row) => row.status === 'sent'), 30_000, 'both rows marked sent');
    } finally {
      await on.close();
      await sink.stop();
    }
  });

  test('a send still in flight when the app closes is handed back, and the next start sends it once', async () => {
    const stalling = await startSmtpSink({ hangOnData: true });
    const first = await restartable(fastNotifications(stalling.url, { stopGraceMs: 200 }));
    await send(first, FORMS[3].payload);
    await eventually(() => stalling.dataStarted() === 1, 30_000, 'the stalled DATA');
    await first.close();
    await stalling.stop();
    expect(stalling.received).toHaveLength(0);

    const sink = await startSmtpSink();
    const second = await restartable(fastNotifications(sink.url));
    try {
      await eventually(() => sink.received.length === 1, 30_000, 'the handed-back e-mail');
      // `sent` is stored a moment after the sink has the e-mail.
      const [row] = (
        await eventually(
          async () => {
            const reply = await outbox(second);
            return reply.data[0]?.status === 'sent' && reply;
          },
          30_000,
          'the row marked sent',
        )
      ).data;
      // The abandoned try did not count as a failed attempt.
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      await sleep(500);
      expect(sink.received).toHaveLength(1);
    } finally {
      await second.close();
      await sink.stop();
    }
  });

  test('an unreachable server: retried with back-off, then failed after maxAttempts, still listed; the visitor never notices', async () => {
    const app = await restartable(
      fastNotifications(`smtp://127.0.0.1:${await closedPort()}`, { maxAttempts: 3, retryBaseMs: 50, retryMaxMs: 100 }),
    );
    try {
      await send(app, FORMS[0].payload);
      const row = await eventually(
        async () => (await outbox(app)).data.find((item) => item.status === 'failed'),
        30_000,
        'the failed status',
      );
      expect(row).toMatchObject({ attempts: 3, nextAttemptAt: null, sentAt: null, contact: { email: FORMS[0].payload.email } });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      await sleep(300);
      expect((await outbox(app)).data[0].attempts).toBe(3);
    } finally {
      await app.close();
    }
  });
});

test('GET /notifications is for staff only', async () => {
  const t = await createTestApp({ seed: false });
  try {
    expect((await t.app.inject('/notifications')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/notifications', headers: bearer(await t.memberToken()) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/notifications', headers: bearer(await t.staffToken()) })).json()).toEqual({
      configured: false,
      recipients: [],
      data: [],
    });
  } finally {
    await t.close();
  }
});
