// Self-hosted ALTCHA (v2 proof of work, PBKDF2/SHA-256, deterministic mode):
// challenges are signed with a secret kept in the database, so any instance can
// verify them. The payload the widget sends is base64 JSON `{ challenge, solution }`.

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaDifficulty } from '../config';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface VerifiedChallenge {
  /** The signed nonce: the one-time-use key. */
  challengeId: string;
  /** Unix seconds after which the challenge is void anyway. */
  expiresAt: number;
}

export interface Altcha {
  createChallenge(): Promise<Challenge>;
  /** The verified challenge, or undefined for anything that is not a valid solution. */
  verify(payload: string): Promise<VerifiedChallenge | undefined>;
}

const decodePayload = (payload: string): Payload | undefined => {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof decoded === 'object' &&
      decoded !== null &&
      typeof decoded.challenge?.parameters === 'object' &&
      decoded.challenge.parameters !== null &&
      typeof decoded.solution === 'object' &&
      decoded.solution !== null;
    return ok ? decoded : undefined;
  } catch {
    return undefined;
  }
};

export const createAltcha = (hmacSecret: string, keySecret: string, difficulty: CaptchaDifficulty): Altcha => ({
  createChallenge: () =>
    createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: difficulty.cost,
      counter: randomInt(difficulty.counterMax, difficulty.counterMin),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + difficulty.expiresInSeconds,
      hmacSignatureSecret: hmacSecret,
      hmacKeySignatureSecret: keySecret,
    }),
  verify: async (payload) => {
    const decoded = decodePayload(payload);
    const { nonce, expiresAt, algorithm } = decoded?.challenge.parameters ?? {};
    if (!decoded || typeof nonce !== 'string' || typeof expiresAt !== 'number' || algorithm !== ALTCHA_ALGORITHM) {
      return undefined;
    }
    try {
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
      return result.verified ? { challengeId: nonce, expiresAt } : undefined;
    } catch {
      return undefined;
    }
  },
});
