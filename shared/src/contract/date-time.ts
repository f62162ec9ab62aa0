// Dates and times as staff screens show them, in a given time zone (the agency's, SITE_TIME_ZONE):
// the admin kit and the shell's admin frame (which does not load the kit) format alike.

import { DEFAULT_SITE_TIME_ZONE } from './publication';
import type { RuntimeConfig } from './runtime-config';

/** The agency's time zone as the page's runtime config names it (UTC when unset). */
export const siteZoneOf = (config: Pick<RuntimeConfig, 'siteTimeZone'>): string => config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE;

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
  (iso: string, timeZone: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatIn(timeZone, style).format(date);
  };

/** "Nov 25, 2026, 5:40 AM" in `timeZone`; the raw text when it is not a date. */
export const formatDateTimeIn = formatter({ dateStyle: 'medium', timeStyle: 'short' });
/** "Nov 25, 2026": the day alone. */
export const formatDayIn = formatter({ dateStyle: 'medium' });
/** "5:40 AM": the time alone. */
export const formatTimeIn = formatter({ timeStyle: 'short' });
