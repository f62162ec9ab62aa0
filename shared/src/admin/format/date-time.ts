// Dates and times as every admin screen shows them, in the agency's time zone (SITE_TIME_ZONE,
// from the page's runtime config), so a list's dates agree with its date filter's days.

import { formatDateTimeIn, formatDayIn, formatTimeIn, siteZoneOf } from '@agency/shared/contract/date-time';
import { getRuntimeConfig } from '@agency/shared/api';

export const siteTimeZone = (): string => siteZoneOf(getRuntimeConfig());

/** "Nov 25, 2026, 5:40 AM" in the agency's zone (or `timeZone`); the raw text when it is not a date. */
export const formatDateTime = (iso: string, timeZone: string = siteTimeZone()): string => formatDateTimeIn(iso, timeZone);
/** "Nov 25, 2026": the day alone. */
export const formatDay = (iso: string, timeZone: string = siteTimeZone()): string => formatDayIn(iso, timeZone);
/** "5:40 AM": the time alone. */
export const formatTime = (iso: string, timeZone: string = siteTimeZone()): string => formatTimeIn(iso, timeZone);
