// The agency's wall-clock time and UTC (issue 19): staff type and read publication times in
// SITE_TIME_ZONE, the API stores UTC. In the admin kit, not the contract: only staff need it.

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of `date` in `timeZone`. */
const wallClock = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
};

/** How far `timeZone` is ahead of UTC at `date`, in milliseconds. */
const offsetAt = (date: Date, timeZone: string): number => {
  const c = wallClock(date, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value (`2026-03-29T09:30`) read in `timeZone`, as an ISO UTC time; undefined when malformed. */
export const zonedToUtc = (local: string, timeZone: string): string | undefined => {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(guess)) return undefined;
  // The zone's offset at the guess, then again at the result (a change of offset in between).
  let utc = guess - offsetAt(new Date(guess), timeZone);
  const second = offsetAt(new Date(utc), timeZone);
  if (second !== guess - utc) utc = guess - second;
  return new Date(utc).toISOString();
};

/** An ISO time as a `datetime-local` value in `timeZone`; '' when it is not a time. */
export const utcToZoned = (iso: string | null | undefined, timeZone: string): string => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const c = wallClock(new Date(time), timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
};
