// Dates as the blog shows them: long US format, e.g. "March 4, 2026".

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  // Stored times are UTC; reading them in UTC keeps the date the author saw.
  timeZone: 'UTC',
});

export const formatLongDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_US_DATE.format(date);
};
