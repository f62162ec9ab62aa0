// How a report range is split into whole months, whole Monday-to-Sunday weeks and edge days.

import { coverRange, monthOf, periodsBetween, weekOf } from '../insights/summary-periods';

describe('summary periods', () => {
  test('weeks start on Monday and months end on their last day, leap years included', () => {
    expect(weekOf('2026-03-01')).toEqual({ kind: 'week', start: '2026-02-23', end: '2026-03-01' });
    expect(monthOf('2028-02-10')).toEqual({ kind: 'month', start: '2028-02-01', end: '2028-02-29' });
  });

  test('a range reads whole months first, whole weeks in the gaps, and the days left over', () => {
    expect(coverRange('2026-01-14', '2026-03-10', (period) => period.start !== '2026-03-10')).toEqual({
      months: ['2026-02-01'],
      weeks: ['2026-01-19', '2026-03-02'],
      summarisedDays: [
        ['2026-01-14', '2026-01-18'],
        ['2026-01-26', '2026-01-31'],
        ['2026-03-01', '2026-03-01'],
        ['2026-03-09', '2026-03-09'],
      ],
      days: [['2026-03-10', '2026-03-10']],
    });
  });

  test('days without a current summary of their own are read from the daily rollups', () => {
    expect(coverRange('2026-01-14', '2026-03-10', (period) => period.kind !== 'day')).toEqual({
      months: ['2026-02-01'],
      weeks: ['2026-01-19', '2026-03-02'],
      summarisedDays: [],
      days: [
        ['2026-01-14', '2026-01-18'],
        ['2026-01-26', '2026-01-31'],
        ['2026-03-01', '2026-03-01'],
        ['2026-03-09', '2026-03-10'],
      ],
    });
  });

  test('a period without a current summary is read day by day', () => {
    expect(coverRange('2026-01-14', '2026-03-10', (period) => period.kind === 'week')).toEqual({
      months: [],
      weeks: ['2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02'],
      summarisedDays: [],
      days: [
        ['2026-01-14', '2026-01-18'],
        ['2026-03-09', '2026-03-10'],
      ],
    });
    expect(coverRange('2026-01-14', '2026-03-10', () => false).days).toEqual([['2026-01-14', '2026-03-10']]);
  });

  test('only periods ended by the last day are summarised', () => {
    const keys = periodsBetween('2026-01-30', '2026-02-02').map((p) => `${p.kind} ${p.start}`);
    expect(keys.sort()).toEqual([
      'day 2026-01-30',
      'day 2026-01-31',
      'day 2026-02-01',
      'day 2026-02-02',
      'month 2026-01-01',
      'week 2026-01-26',
    ]);
  });
});
