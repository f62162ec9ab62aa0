// The periods insight is summarised by: days, Monday-to-Sunday weeks and calendar months (UTC), and
// how a report range is read from them: whole months first, then whole weeks in the gaps, and only
// the days left at the edges from the daily rollups.

export type SummaryKind = 'day' | 'week' | 'month';

export interface Period {
  kind: SummaryKind;
  /** First and last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (day: string, shift: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);

export const weekOf = (day: string): Period => {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -sinceMonday);
  return { kind: 'week', start, end: addDays(start, 6) };
};

export const monthOf = (day: string): Period => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return { kind: 'month', start: `${day.slice(0, 7)}-01`, end: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
};

/** The day, week and month a day belongs to. */
export const periodsOf = (day: string): Period[] => [{ kind: 'day', start: day, end: day }, weekOf(day), monthOf(day)];

export const periodKey = (period: { kind: string; start: string }): string => `${period.kind} ${period.start}`;

/** Every day, week and month from those holding `first` to those ending on or before `last`. */
export const periodsBetween = (first: string, last: string): Period[] => {
  const periods = new Map<string, Period>();
  for (let day = first; day <= last; day = addDays(day, 1)) {
    for (const period of periodsOf(day)) if (period.end <= last) periods.set(periodKey(period), period);
  }
  return [...periods.values()];
};

/** Runs of consecutive days, as first and last day. */
export type DaySpan = [first: string, last: string];

export interface RangeCover {
  months: string[];
  weeks: string[];
  /** The days left at the edges: from their own summary, or from the daily rollups. */
  summarisedDays: DaySpan[];
  days: DaySpan[];
}

const pushDay = (spans: DaySpan[], day: string) => {
  const last = spans[spans.length - 1];
  if (last && addDays(last[1], 1) === day) last[1] = day;
  else spans.push([day, day]);
};

/** `from`..`to` as whole months and weeks whose summary `isCurrent` says may be read, and the days between. */
export const coverRange = (from: string, to: string, isCurrent: (period: Period) => boolean): RangeCover => {
  const cover: RangeCover = { months: [], weeks: [], summarisedDays: [], days: [] };
  const fillGap = (first: string, last: string) => {
    for (let day = first; day <= last;) {
      const week = weekOf(day);
      if (week.start === day && week.end <= last && isCurrent(week)) {
        cover.weeks.push(week.start);
        day = addDays(week.end, 1);
      } else {
        pushDay(isCurrent({ kind: 'day', start: day, end: day }) ? cover.summarisedDays : cover.days, day);
        day = addDays(day, 1);
      }
    }
  };
  let cursor = from;
  for (let month = monthOf(from); month.start <= to; month = monthOf(addDays(month.end, 1))) {
    if (month.start < from || month.end > to || !isCurrent(month)) continue;
    fillGap(cursor, addDays(month.start, -1));
    cover.months.push(month.start);
    cursor = addDays(month.end, 1);
  }
  fillGap(cursor, to);
  return cover;
};

/** `from`..`to` split into the days whose own summary `isCurrent` says may be read, and the rest. */
export const splitDays = (
  from: string,
  to: string,
  isCurrent: (period: Period) => boolean,
): { summarised: DaySpan[]; daily: DaySpan[] } => {
  const split = { summarised: [] as DaySpan[], daily: [] as DaySpan[] };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    pushDay(isCurrent({ kind: 'day', start: day, end: day }) ? split.summarised : split.daily, day);
  }
  return split;
};
