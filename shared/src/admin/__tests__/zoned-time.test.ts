// The agency's wall-clock time and UTC (issue 19): staff type a time in SITE_TIME_ZONE, the
// API stores UTC; both ways round, across a change of the clocks.

import { utcToZoned, zonedToUtc } from '../form/zoned-time';

describe('publication times in the agency’s time zone', () => {
  it('reads a typed time in the zone and gives it back the same', () => {
    expect(zonedToUtc('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedToUtc('2026-01-15T09:30', 'Europe/London')).toBe('2026-01-15T09:30:00.000Z');
    expect(zonedToUtc('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedToUtc('2026-01-15T09:30', 'UTC')).toBe('2026-01-15T09:30:00.000Z');
    expect(utcToZoned('2026-07-01T08:30:00.000Z', 'Europe/London')).toBe('2026-07-01T09:30');
    expect(utcToZoned('2026-01-15T14:30:00.000Z', 'America/New_York')).toBe('2026-01-15T09:30');
  });

  it('is right on the days the clocks change', () => {
    // London goes to summer time at 01:00 UTC on 29 March 2026.
    expect(zonedToUtc('2026-03-29T00:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedToUtc('2026-03-29T03:00', 'Europe/London')).toBe('2026-03-29T02:00:00.000Z');
    expect(utcToZoned('2026-10-25T00:30:00.000Z', 'Europe/London')).toBe('2026-10-25T01:30');
    expect(utcToZoned('2026-10-25T01:30:00.000Z', 'Europe/London')).toBe('2026-10-25T01:30');
  });

  it('refuses what is not a time', () => {
    expect(zonedToUtc('next tuesday', 'UTC')).toBeUndefined();
    expect(zonedToUtc('2026-01-15', 'UTC')).toBeUndefined();
    expect(utcToZoned(null, 'UTC')).toBe('');
    expect(utcToZoned('nonsense', 'UTC')).toBe('');
  });
});
