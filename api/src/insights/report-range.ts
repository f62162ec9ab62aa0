// The `from` and `to` days of a report request: both `YYYY-MM-DD` (UTC), from on or before to, at most
// 366 days; absent, the last 7 days to today.

import { insightMessages } from '@agency/shared/contract/messages';
import { ReplyError } from '../http/reply-error';
import { dayOf } from './visitor-hash';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && dayOf(Date.parse(`${value}T00:00:00Z`) || 0) === value;

export const reportRange = (query: unknown, now = Date.now()): { from: string; to: string } => {
  const { from, to } = (query ?? {}) as Record<string, unknown>;
  if (from === undefined && to === undefined) return { from: dayOf(now - 6 * DAY_MS), to: dayOf(now) };
  if (!isDay(from) || !isDay(to)) throw new ReplyError(400, { message: insightMessages.badRange });
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (span < 0 || span >= MAX_DAYS) throw new ReplyError(400, { message: insightMessages.badRange });
  return { from, to };
};
