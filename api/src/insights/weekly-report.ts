// The weekly insight report e-mailed to NOTIFY_EMAILS through the outbox: the last whole week
// (Monday to Sunday, UTC) against the week before — visitors, page views and leads with their change,
// the top pages, and the pages whose p75 Core Web Vitals turned poor. Queued at most once per week
// across instances: the week's row and the e-mail go in one transaction, and the row's key refuses a
// second writer.

import type { Kysely } from 'kysely';
import { changeText, INSIGHT_REPORT_ROWS, lastDaysRange, type InsightReport } from '@agency/shared/contract/insights';
import { weeklyReportMessages as m } from '@agency/shared/contract/messages';
import type { Database } from '../db/schema';
import { enqueueStaffNotice, type StaffNotice } from '../notifications/outbox-repository';
import { insightReport } from './insight-report';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 5;

/** The last whole Monday-to-Sunday week before `now`'s day (UTC). */
export const lastWholeWeek = (now: number): { from: string; to: string } => {
  const weekday = new Date(now).getUTCDay();
  return lastDaysRange(7, now - (weekday === 0 ? 7 : weekday) * DAY_MS);
};

const poorVitals = (week: InsightReport, before: InsightReport): InsightReport['vitals'] => {
  const wasPoor = new Set(before.vitals.filter((v) => v.rating === 'poor').map((v) => `${v.metric} ${v.path}`));
  return week.vitals.filter((v) => v.rating === 'poor' && !wasPoor.has(`${v.metric} ${v.path}`));
};

/** The e-mail of the week `from`..`to`. */
export const composeWeeklyReport = async (db: Kysely<Database>, from: string, to: string): Promise<StaffNotice> => {
  const week = await insightReport(db, from, to);
  const before = await insightReport(db, week.previous.from, week.previous.to);
  const totals = (['visitors', 'views', 'leads'] as const).map((key) =>
    m.total(m.labels[key], week.totals[key], before.totals[key], changeText(week.totals[key], before.totals[key])),
  );
  const pages = week.topPages.slice(0, Math.min(TOP_PAGES, INSIGHT_REPORT_ROWS)).map((p) => m.topPage(p.path, p.views, p.visitors));
  const poor = poorVitals(week, before).map((v) => m.poorVital(v.path, v.metric, v.metric === 'CLS' ? String(v.p75) : `${v.p75} ms`));
  const text = [
    m.intro(from, to),
    ...totals,
    '',
    m.topPages,
    ...(pages.length > 0 ? pages : [m.none]),
    '',
    m.poorVitals,
    ...(poor.length > 0 ? poor : [m.none]),
    '',
    m.footer,
  ].join('\n');
  return { subject: m.subject(from, to), text };
};

/**
 * Queues the last whole week's report unless an instance already did; true when this call queued it.
 * The week's row is checked before the (heavier) report is read, and claimed with the e-mail.
 */
export const queueWeeklyReport = async (db: Kysely<Database>, now = Date.now()): Promise<boolean> => {
  const { from, to } = lastWholeWeek(now);
  const done = await db.selectFrom('insight_weekly_reports').select('week_to').where('week_to', '=', to).executeTakeFirst();
  if (done) return false;
  const notice = await composeWeeklyReport(db, from, to);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('insight_weekly_reports')
      .values({ week_to: to, queued_at: new Date(now).toISOString() })
      .onConflict((conflict) => conflict.column('week_to').doNothing())
      .returning('week_to')
      .executeTakeFirst();
    if (!claimed) return false;
    await enqueueStaffNotice(trx, notice, now);
    return true;
  });
};
