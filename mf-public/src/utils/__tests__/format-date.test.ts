// The blog's dates read as Intl's long US format in UTC would print them, without creating one.

import { formatLongDate } from '../format-date';

const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test('every day of a leap year and the hours around midnight UTC read as Intl reads them', () => {
  for (let day = 0; day < 366; day += 1) {
    for (const hour of [0, 23]) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day, hour, 59, 59)).toISOString();
      expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
    }
  }
});

test('a time with an offset is read in UTC, and what is not a date reads as nothing', () => {
  expect(formatLongDate('2026-03-04T23:30:00-05:00')).toBe('March 5, 2026');
  expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
  expect(formatLongDate('not a date')).toBe('');
});
