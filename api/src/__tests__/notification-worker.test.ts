// How the outbox worker paces itself against a real SMTP server on loopback: a slow
// server never holds back newer messages (up to `concurrency` conversations at a
// time), and a server that is down pauses new attempts instead of trying each new
// message at once. Plus the pause's own rules.

import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { ContactPayload, NotificationListReply } from '@agency/shared/contract/entities';
import { DEFAULT_NOTIFICATION_OPTIONS, type NotificationOptions } from '../app';
import { insertContact } from '../contacts/contact-repository';
import type { MailSender } from '../notifications/mail-sender';
import { OutboxWorker } from '../notifications/outbox-worker';
import { isServerFailure, ServerPause } from '../notifications/server-pause';
import { solvedCaptcha } from './helpers/altcha';
import { eventually, startSmtpSink } from './helpers/smtp-sink';
import { bearer, createTestApp, migratedDatabase } from './helpers/test-app';

const RECIPIENTS = ['leads@northstar.test'];

const options = (smtpUrl: string, overrides: Partial<NotificationOptions>): NotificationOptions => ({
  ...DEFAULT_NOTIFICATION_OPTIONS,
  smtpUrl,
  recipients: RECIPIENTS,
  pollIntervalMs: 100,
  retryBaseMs: 100,
  retryMaxMs: 400,
  leaseMs: 5_000,
  smtpTimeoutMs: 5_000,
  sendDeadlineMs: 10_000,
  stopGraceMs: 500,
  ...overrides,
});

const message = (n: number): Omit<ContactPayload, 'captcha'> => ({
  firstName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '0123',
  message: `Message ${n}`,
  source: 'quote-home',
});

const send = async (app: FastifyInstance, n: number) => {
  const response = await app.inject({
    method: 'POST',
    url: '/contact',
    payload: { ...message(n), captcha: (await solvedCaptcha(app)).payload },
  });
  expect(response.statusCode).toBe(201);
};

const outbox = async (app: FastifyInstance, token: string): Promise<NotificationListReply> =>
  (await app.inject({ url: '/notifications', headers: bearer(token) })).json();

test('a slow server: newer messages do not wait for the e-mail in flight, and no more than `concurrency` go at once', async () => {
  // The server answers the end of DATA only when the test lets it: the first e-mail is still in flight however long
  // the second takes to be sent on a busy machine (with a fixed second per e-mail, the first could be done before
  // the second was even stored). The SMTP timeouts and the lease outlast the hold.
  const answer = gate();
  const sink = await startSmtpSink({ holdDataUntil: answer.promise });
  const slow = { concurrency: 2, smtpTimeoutMs: 60_000, sendDeadlineMs: 60_000, leaseMs: 60_000 };
  const t = await createTestApp({ seed: false, notifications: options(sink.url, slow) });
  try {
    await send(t.app, 1);
    await send(t.app, 2);
    // The second conversation opens while the first is still going.
    await eventually(() => sink.mostOpenAtOnce() === 2, 30_000, 'two conversations at once');
    expect(sink.received).toHaveLength(0);
    await send(t.app, 3);
    // Both slots still busy for a few polls (every 100 ms): a third conversation would open now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    answer.open();
    await eventually(() => sink.received.length === 3, 30_000, 'three e-mails');
    expect(sink.mostOpenAtOnce()).toBe(2);
    expect(sink.received.map((item) => item.mail.subject).sort()).toEqual(
      [1, 2, 3].map((n) => `New quote request (home page) from Visitor ${n}`),
    );
    // `sent` is stored right after the server's answer, so a moment after the sink has the e-mail.
    const staff = await t.staffToken();
    const { data } = await eventually(
      async () => {
        const reply = await outbox(t.app, staff);
        return reply.data.every((row) => row.status === 'sent') && reply;
      },
      30_000,
      'the rows marked sent',
    );
    expect(data.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  } finally {
    answer.open();
    await t.close();
    await sink.stop();
  }
});

test('a server that is down: after its first failure new messages wait out the pause instead of each being tried', async () => {
  const sink = await startSmtpSink();
  await sink.stop();
  // A pause of 30-60 s after the first failure: longer than the test takes on any machine (with 2.5-5 s,
  // sending three messages on a busy CI machine outlasted it and the first was tried again).
  const t = await createTestApp({ seed: false, notifications: options(sink.url, { retryBaseMs: 60_000, retryMaxMs: 120_000 }) });
  try {
    const staff = await t.staffToken();
    await send(t.app, 1);
    await eventually(async () => (await outbox(t.app, staff)).data[0]?.lastError, 30_000, 'the first failure');
    for (const n of [2, 3, 4]) await send(t.app, n);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { data } = await outbox(t.app, staff);
    expect(data.map((row) => [row.contact.firstName, row.status, row.attempts])).toEqual([
      ['Visitor 4', 'pending', 0],
      ['Visitor 3', 'pending', 0],
      ['Visitor 2', 'pending', 0],
      ['Visitor 1', 'pending', 1],
    ]);
  } finally {
    await t.close();
  }
});

/** A promise and the function that resolves it. */
const gate = () => {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

test('a claim still on its way when the server fails hands its message back untried', async () => {
  // On PostgreSQL a claim can wait for a pooled connection while the e-mail in flight fails; its rows then come
  // back after the pause began. Here the claim's reply is held at the database layer until the failure.
  const database = await migratedDatabase();
  let heldClaim: ReturnType<typeof gate> | undefined;
  let claimHeld = false;
  const holdClaims: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      const claim = result.rows.some((row) => 'notice' in row && 'attempts' in row);
      if (claim && heldClaim) {
        claimHeld = true;
        await heldClaim.promise;
      }
      return result;
    },
  };
  const firstSend = gate();
  const tried: string[] = [];
  const sender: MailSender = {
    send: async (email) => {
      tried.push(email.subject);
      if (tried.length === 1) await firstSend.promise;
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
    },
  };
  const worker = new OutboxWorker({
    db: database.open.db.withPlugin(holdClaims),
    engine: database.open.engine,
    options: options('smtp://unused.test', { concurrency: 2, pollIntervalMs: 60_000, retryBaseMs: 60_000, retryMaxMs: 120_000 }),
    sender,
    log: Fastify({ logger: false }).log,
  });
  const outboxRow = async (contactId: string) =>
    database.open.db.selectFrom('notification_outbox').selectAll().where('contact_id', '=', contactId).executeTakeFirstOrThrow();
  const contact = (n: number) => {
    const { firstName, email, phone } = message(n);
    return insertContact(database.open.db, {
      firstName,
      lastName: '',
      email,
      phone,
      subject: '',
      message: `Message ${n}`,
      source: 'quote-home',
      sourceDetail: '',
    });
  };
  try {
    const first = await contact(1);
    worker.start();
    await eventually(() => tried.length === 1, 30_000, 'the first e-mail in flight');

    heldClaim = gate();
    const second = await contact(2);
    worker.wake();
    await eventually(() => claimHeld, 30_000, 'the claim of the second message');
    firstSend.open();
    // The failure begins the pause before anything else is awaited: one turn of the event loop sees it begun.
    // (Storing it has to wait: on SQLite the held claim keeps the one connection.)
    await new Promise(setImmediate);
    heldClaim.open();

    await eventually(async () => (await outboxRow(first._id)).last_error, 30_000, 'the first failure stored');
    await eventually(async () => (await outboxRow(second._id)).claimed_by === null, 30_000, 'the second message released');
    expect(await outboxRow(second._id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(tried).toHaveLength(1);
  } finally {
    heldClaim?.open();
    firstSend.open();
    await worker.stop();
    await database.close();
  }
});

describe('the pause after a server failure', () => {
  test('grows with failures in a row, counts failures side by side once, and ends when an e-mail goes through', () => {
    const pause = new ServerPause(1_000, 8_000, () => 1);
    expect(pause.remainingMs(0)).toBe(0);
    pause.failed(0);
    expect(pause.remainingMs(0)).toBe(1_000);
    pause.failed(500);
    expect(pause.remainingMs(500)).toBe(500);
    pause.failed(1_000);
    expect(pause.remainingMs(1_000)).toBe(2_000);
    pause.failed(3_000);
    expect(pause.remainingMs(3_000)).toBe(4_000);
    pause.succeeded();
    expect(pause.remainingMs(3_000)).toBe(0);
    pause.failed(3_000);
    expect(pause.remainingMs(3_000)).toBe(1_000);
  });

  test('only a refused e-mail is about that e-mail; everything else is about the server', () => {
    const coded = (code?: string) => Object.assign(new Error('x'), code ? { code } : {});
    expect(isServerFailure(coded('EMESSAGE'))).toBe(false);
    expect(isServerFailure(coded('ESTREAM'))).toBe(false);
    for (const code of ['ESOCKET', 'ECONNECTION', 'ETIMEDOUT', 'EDNS', 'EAUTH', 'EENVELOPE', 'ETLS', undefined])
      expect(isServerFailure(coded(code))).toBe(true);
  });
});
