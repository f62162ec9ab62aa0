// Password hashing with argon2id. Unknown emails are checked against a dummy
// hash so a login takes as long whether or not the account exists.

import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashingOptions } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as `verify` and always fails. */
  verifyDummy(password: string): Promise<false>;
}

export const createPasswordHasher = (options: PasswordHashingOptions): PasswordHasher => {
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...options });
  let dummy: Promise<string> | undefined;
  const verify = async (stored: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      return false;
    }
  };
  return {
    hash,
    verify,
    verifyDummy: async (password) => {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(await dummy, password);
      return false;
    },
  };
};
