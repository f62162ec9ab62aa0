// Strict reading of a beacon's body: at most 4 KB of JSON, `{ events: [...] }`, each event of a known
// type with only its known fields, each the right type and length. Anything else is a 400 naming why;
// nothing here can throw anything but that.

import {
  DEVICE_CLASSES,
  INSIGHT_BODY_MAX_BYTES,
  INSIGHT_EVENTS_PER_BEACON,
  INSIGHT_FIELDS,
  INSIGHT_REMOTES_MAX,
  INSIGHT_TEXT_MAX,
  VITAL_NAMES,
  type InsightEvent,
} from '@agency/shared/contract/insights';
import { insightMessages } from '@agency/shared/contract/messages';
import { ReplyError } from '../http/reply-error';

const refuse = (message: string): never => {
  throw new ReplyError(400, { message });
};

const EVENT_ID = /^[A-Za-z0-9_-]{8,40}$/;
const VERSION_TEXT = /^[A-Za-z0-9._+-]+$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max: number, required: boolean): boolean =>
  value === undefined
    ? !required
    : typeof value === 'string' && value.length <= max && (!required || value.length > 0) && !value.includes('\0');

/** A path of the site: starts with one slash, its query and fragment dropped by the script. */
export const isPath = (value: unknown): value is string =>
  text(value, INSIGHT_TEXT_MAX.path, true) && /^\/(?!\/)[^?#\s]*$/.test(value as string);

const isRemotes = (value: unknown): boolean =>
  isRecord(value) &&
  Object.keys(value).length <= INSIGHT_REMOTES_MAX &&
  Object.entries(value).every(
    ([name, version]) =>
      name.length <= INSIGHT_TEXT_MAX.remoteName &&
      /^[A-Za-z0-9_]+$/.test(name) &&
      text(version, INSIGHT_TEXT_MAX.version, true) &&
      VERSION_TEXT.test(version as string),
  );

/** Every field of an event type and whether its value is valid. */
const CHECKS: { [T in InsightEvent['type']]: Record<(typeof INSIGHT_FIELDS)[T][number], (value: unknown) => boolean> } = {
  view: {
    id: (v) => typeof v === 'string' && EVENT_ID.test(v),
    type: () => true,
    path: isPath,
    referrer: (v) => text(v, INSIGHT_TEXT_MAX.referrer, false),
    utmSource: (v) => text(v, INSIGHT_TEXT_MAX.utm, false),
    utmMedium: (v) => text(v, INSIGHT_TEXT_MAX.utm, false),
    utmCampaign: (v) => text(v, INSIGHT_TEXT_MAX.utm, false),
    device: (v) => (DEVICE_CLASSES as readonly unknown[]).includes(v),
    remotes: isRemotes,
  },
  vital: {
    id: (v) => typeof v === 'string' && EVENT_ID.test(v),
    type: () => true,
    path: isPath,
    name: (v) => (VITAL_NAMES as readonly unknown[]).includes(v),
    // An hour, or a layout shift score far past "poor": beyond is a broken measurement.
    value: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 3_600_000,
    remotes: isRemotes,
  },
  error: {
    id: (v) => typeof v === 'string' && EVENT_ID.test(v),
    type: () => true,
    path: isPath,
    message: (v) => text(v, INSIGHT_TEXT_MAX.message, true),
    file: (v) => text(v, INSIGHT_TEXT_MAX.file, false) && !(v as string | undefined)?.includes('?'),
    remote: (v) => text(v, INSIGHT_TEXT_MAX.remoteName, true),
    version: (v) => text(v, INSIGHT_TEXT_MAX.version, true),
  },
};

const readEvent = (value: unknown, at: string): InsightEvent => {
  if (!isRecord(value)) return refuse(insightMessages.badType(at));
  const type = value.type;
  if (type !== 'view' && type !== 'vital' && type !== 'error') return refuse(insightMessages.badType(at));
  const checks = CHECKS[type] as Record<string, (value: unknown) => boolean>;
  for (const field of Object.keys(value)) if (!Object.hasOwn(checks, field)) refuse(insightMessages.unknownField(at, field));
  for (const [field, check] of Object.entries(checks)) if (!check(value[field])) refuse(insightMessages.badField(at, field));
  return value as unknown as InsightEvent;
};

/** The events of a raw body (a string: the script sends text/plain, which needs no preflight). */
export const readBeacon = (raw: string): InsightEvent[] => {
  if (Buffer.byteLength(raw, 'utf8') > INSIGHT_BODY_MAX_BYTES) refuse(insightMessages.tooLarge(INSIGHT_BODY_MAX_BYTES));
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse(insightMessages.notJson);
  }
  const events = isRecord(body) ? body.events : undefined;
  if (
    !isRecord(body) ||
    Object.keys(body).length !== 1 ||
    !Array.isArray(events) ||
    events.length === 0 ||
    events.length > INSIGHT_EVENTS_PER_BEACON
  ) {
    return refuse(insightMessages.notBeacon(INSIGHT_EVENTS_PER_BEACON));
  }
  return events.map((event, index) => readEvent(event, `events[${index}]`));
};
