// A moment as staff read it in lists and histories: "27 Nov 2026, 14:05", in the browser's zone.

export const formatWhen = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
