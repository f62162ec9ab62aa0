// The weekly insight report e-mail (spec issue 36): the last whole week (Monday to Sunday, UTC)
// against the week before, queued once per week through the outbox however many instances look,
// sent to NOTIFY_EMAILS; none when WEEKLY_REPORT is off. The clock is fixed on a Wednesday.

import { DEFAULT_NOTIFICATION_OPTIONS } from '../app';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { queueWeeklyReport } from '../insights/weekly-report';
import { eventually, startSmtpSink } from './helpers/smtp-sink';
import { createTestApp, type TestApp } from './helpers/test-app';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const WEEK = { from: '2026-11-16', to: '2026-11-22' };
const RECIPIENTS = ['leads@northstar.test'];
/** LCP of about 5.1 s: poor (over 4 s). */
const POOR_LCP_BUCKET = 175;
const GOOD_LCP_BUCKET = 150;

const traffic = (day: string, path: string, views: number, visitors: number) => ({
  day,
  path,
  referrer: '',
  channel: 'direct',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  device: 'desktop',
  views,
  visitors,
});

/** A week of figures, the week before, and a day after the week (not in the report). */
const seedWeeks = async ({ db }: OpenDatabase) => {
  await db
    .insertInto('insight_daily')
    .values([
      traffic('2026-11-17', '/blog/a', 30, 20),
      traffic('2026-11-20', '/services/seo', 10, 8),
      traffic('2026-11-10', '/blog/a', 20, 16),
      traffic('2026-11-23', '/blog/later', 999, 999),
    ])
    .execute();
  await db
    .insertInto('insight_vitals')
    .values([
      { day: '2026-11-18', path: '/services/seo', metric: 'LCP', bucket: POOR_LCP_BUCKET, count: 4 },
      { day: '2026-11-11', path: '/services/seo', metric: 'LCP', bucket: GOOD_LCP_BUCKET, count: 4 },
      // Poor both weeks: it did not turn poor.
      { day: '2026-11-18', path: '/blog/a', metric: 'LCP', bucket: POOR_LCP_BUCKET, count: 4 },
      { day: '2026-11-11', path: '/blog/a', metric: 'LCP', bucket: POOR_LCP_BUCKET, count: 4 },
    ])
    .execute();
  for (const [index, createdAt] of ['2026-11-18T10:00:00.000Z', '2026-11-21T23:59:00.000Z', '2026-11-23T08:00:00.000Z'].entries()) {
    await db
      .insertInto('contacts')
      .values({
        _id: `weekly-lead-${index}`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '01234567890',
        subject: 'Seo Audit',
        message: 'Hello',
        source: 'contact',
        sourceDetail: '',
        createdAt,
      } as never)
      .execute();
  }
};

const queuedNotices = async ({ db }: OpenDatabase) =>
  (await db.selectFrom('notification_outbox').select('notice').where('notice', 'is not', null).execute()).map(
    (row) => JSON.parse(row.notice!) as { subject: string; text: string; to?: string },
  );

describe('the weekly report', () => {
  let t: TestApp;
  /** On PostgreSQL two instances' own pools on the one database; SQLite has one instance (one connection). */
  let a: OpenDatabase;
  let b: OpenDatabase;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
    a = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
    b = t.env.databaseUrl ? openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl }) : a;
    await seedWeeks(a);
  });
  afterEach(async () => {
    await Promise.all([...new Set([a, b])].map((open) => open.db.destroy()));
    await t.close();
  });

  test('the last whole week against the week before: totals with their change, top pages, vitals that turned poor', async () => {
    expect(await queueWeeklyReport(a.db, NOW)).toBe(true);
    const [notice, ...more] = await queuedNotices(a);
    expect(more).toEqual([]);
    expect(notice.to).toBeUndefined();
    expect(notice.subject).toBe(`Weekly report: ${WEEK.from} to ${WEEK.to}`);
    const lines = notice.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Your site from ${WEEK.from} to ${WEEK.to} (UTC), against the week before:`,
        'Visitors: 28 (week before 16, +75%)',
        'Page views: 40 (week before 20, +100%)',
        'Leads: 2 (week before 0, new)',
        '- /blog/a: 30 views, 20 visitors',
        '- /services/seo: 10 views, 8 visitors',
      ]),
    );
    expect(lines.filter((line) => line.includes(': LCP '))).toEqual([expect.stringMatching(/^- \/services\/seo: LCP \d+ ms$/)]);
    expect(notice.text).not.toContain('/blog/later');
  });

  test('queued once per week, even by two instances at the same moment; the next week again', async () => {
    const results = await Promise.all([queueWeeklyReport(a.db, NOW), queueWeeklyReport(b.db, NOW)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await queueWeeklyReport(a.db, NOW + 3 * 24 * 60 * 60 * 1000)).toBe(false);
    expect(await queuedNotices(a)).toHaveLength(1);

    expect(await queueWeeklyReport(a.db, NOW + 7 * 24 * 60 * 60 * 1000)).toBe(true);
    expect((await queuedNotices(a)).map((n) => n.subject)).toEqual([
      `Weekly report: ${WEEK.from} to ${WEEK.to}`,
      'Weekly report: 2026-11-23 to 2026-11-29',
    ]);
  });

  test('on a Sunday the week that ended the Sunday before; on a Monday the week that just ended', async () => {
    expect(await queueWeeklyReport(a.db, Date.parse('2026-11-22T23:00:00Z'))).toBe(true);
    expect(await queueWeeklyReport(a.db, Date.parse('2026-11-23T00:30:00Z'))).toBe(true);
    expect((await queuedNotices(a)).map((n) => n.subject)).toEqual([
      'Weekly report: 2026-11-09 to 2026-11-15',
      `Weekly report: ${WEEK.from} to ${WEEK.to}`,
    ]);
  });
});

test('a listening server e-mails the report to NOTIFY_EMAILS; one with WEEKLY_REPORT off, started beside it, queues none', async () => {
  const sink = await startSmtpSink();
  const notifications = { ...DEFAULT_NOTIFICATION_OPTIONS, smtpUrl: sink.url, recipients: RECIPIENTS, pollIntervalMs: 100 };
  const on = await createTestApp({ seed: false, notifications, clock: () => NOW });
  const off = await createTestApp({ seed: false, notifications, clock: () => NOW, weeklyReport: false });
  const offDatabase = openDatabase({ dataDir: off.env.dataDir, databaseUrl: off.env.databaseUrl });
  try {
    await Promise.all([off.app.listen({ port: 0, host: '127.0.0.1' }), on.app.listen({ port: 0, host: '127.0.0.1' })]);
    await eventually(() => sink.received.length === 1, 30_000, 'the weekly report e-mail');
    expect(sink.received[0].rcptTo).toEqual(RECIPIENTS);
    expect(sink.received[0].mail.subject).toBe(`Weekly report: ${WEEK.from} to ${WEEK.to}`);
    // By now the server without the report had as long to queue one: it has none.
    expect(await offDatabase.db.selectFrom('insight_weekly_reports').selectAll().execute()).toEqual([]);
    expect(await offDatabase.db.selectFrom('notification_outbox').selectAll().execute()).toEqual([]);
    expect(sink.received).toHaveLength(1);
  } finally {
    await offDatabase.db.destroy();
    await Promise.all([on.close(), off.close()]);
    await sink.stop();
  }
});
