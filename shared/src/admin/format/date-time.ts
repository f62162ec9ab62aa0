// Dates and times as every admin screen shows them, in the agency's time zone (SITE_TIME_ZONE,
// from the page's runtime config), so a list's dates agree with its date filter's days.

import { DEFAULT_SITE_TIME_ZONE } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';

export const siteTimeZone = (): string => getRuntimeConfig().siteTimeZone ?? DEFAULT_SITE_TIME_ZONE;

const formats = new Map<string, Intl.DateTimeFormat>();

const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    formats.set(timeZone, format);
  }
  return format;
};

/** "Nov 25, 2026, 5:40 AM" in the agency's zone (or `timeZone`); the raw text when it is not a date. */
export const formatDateTime = (iso: string, timeZone: string = siteTimeZone()): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn(timeZone).format(date);
};
