// Entity ids look like MongoDB ObjectIds (24 lowercase hex characters) so links and
// admin URLs keep their familiar shape: 4 bytes of seconds, then 8 random bytes.

import { randomBytes } from 'node:crypto';

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const isObjectId = (value: string): boolean => OBJECT_ID_PATTERN.test(value);

export const newObjectId = (at: Date = new Date()): string => {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32BE(Math.floor(at.getTime() / 1000) >>> 0);
  return seconds.toString('hex') + randomBytes(8).toString('hex');
};

let lastStamp = 0;

/**
 * The current time as an ISO string, strictly increasing within this process, so
 * "newest first" and "oldest first" orders never tie between two writes.
 */
export const isoNow = (): string => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
};

/**
 * A stamp for a change of a row last changed at `previous`: `isoNow()`, or just
 * after `previous` should another instance's clock be ahead, so every write gives
 * the row a new version (its `updatedAt` is the ETag edit forms send back).
 */
export const isoNowAfter = (previous: unknown): string => {
  const now = isoNow();
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return Number.isFinite(last) && Date.parse(now) <= last ? new Date(last + 1).toISOString() : now;
};
