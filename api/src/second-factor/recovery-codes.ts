// Recovery codes: ten per set-up, each 10 random base32 characters shown once as `xxxxx-xxxxx`.
// They carry 50 bits of randomness each, so a plain SHA-256 is enough to keep them from a
// stolen database (no dictionary to run); typed codes are compared case- and dash-insensitively.

import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const randomCode = (): string => {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);

/** What a typed code looks like once spaces, dashes and case no longer count. */
const canonical = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether the text could be a recovery code at all (else it is not looked up). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z2-7]{10}$/.test(canonical(code));

export const recoveryCodeHash = (code: string): string => createHash('sha256').update(canonical(code)).digest('hex');
