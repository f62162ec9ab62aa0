// Dates and times as every admin screen shows them, in the agency's time zone (SITE_TIME_ZONE,
// from the page's runtime config), so a list's dates agree with its date filter's days.

import { DEFAULT_SITE_TIME_ZONE } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';

export const siteTimeZone = (): string => getRuntimeConfig().siteTimeZone ?? DEFAULT_SITE_TIME_ZONE;

type Style = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

const formats = new Map<string, Intl.DateTimeFormat>();

const formatIn = (timeZone: string, style: Style): Intl.DateTimeFormat => {
  const key = `${timeZone} ${style.dateStyle} ${style.timeStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...style });
    formats.set(key, format);
  }
  return format;
};

const formatter =
  (style: Style) =>
  (iso: string, timeZone: string = siteTimeZone()): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatIn(timeZone, style).format(date);
  };

/** "Nov 25, 2026, 5:40 AM" in the agency's zone (or `timeZone`); the raw text when it is not a date. */
export const formatDateTime = formatter({ dateStyle: 'medium', timeStyle: 'short' });
/** "Nov 25, 2026": the day alone. */
export const formatDay = formatter({ dateStyle: 'medium' });
/** "5:40 AM": the time alone. */
export const formatTime = formatter({ timeStyle: 'short' });
