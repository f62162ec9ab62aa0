// TOTP (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps, as every authenticator
// app reads them. A code is accepted for the step before, the current one and the one after
// (clock drift); the step it matched is returned so the caller can refuse it a second time.

import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now a code may belong to. */
const DRIFT_WINDOW = 1;
const ISSUER = 'Agency admin';

const totpOf = (secret: string, label = ''): TOTP =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code holds. */
export const totpUri = (secret: string, accountName: string): string => totpOf(secret, accountName).toString();

/** The time step a moment falls in. */
export const totpStep = (now: number): number => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The code of `secret` at `now` (tests and the e2e compute codes the same way an app does). */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/** The step `code` is valid for near `now`, or null. Anything but six digits is no code. */
export const matchingTotpStep = (secret: string, code: string, now: number): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
};
