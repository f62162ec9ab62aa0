// Session tokens: JWT HS256 carrying the user id, the session id (a row of `sessions`,
// see session-repository.ts) and a stamp of the account's password, valid for 7 days. The role is never trusted from the token; it is read from the
// database per request. The stamp changes with the password, so a password change
// ends every session signed before it.

import { createHash } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What a token says of the account that may use it. */
export interface TokenAccount {
  _id: string;
  password_hash: string;
}

/** A fingerprint of the password hash (itself salted): nothing to learn from it, but new with every change. */
const passwordStamp = (passwordHash: string): string => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/** Who a well-signed, unexpired token is for. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  sign(account: TokenAccount, sessionId: string): string;
  /** The account and session of a well-signed, unexpired token, or undefined. */
  claimsOf(token: string): TokenClaims | undefined;
  /** Whether the token was signed for the account as it is now (same password). */
  stillValidFor(token: string, account: TokenAccount): boolean;
}

export const createTokenService = (secret: string): TokenService => {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  // A token from before sessions (no `sid`) no longer opens anything: its owner signs in again.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'pwd', 'sid'] });
  const payloadOf = (token: string): { sub: string; pwd: string; sid: string } | undefined => {
    try {
      const payload = verifier(token) as { sub?: unknown; pwd?: unknown; sid?: unknown };
      const { sub, pwd, sid } = payload;
      return typeof sub === 'string' && typeof pwd === 'string' && typeof sid === 'string' ? { sub, pwd, sid } : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    sign: (account, sessionId) => signer({ sub: account._id, pwd: passwordStamp(account.password_hash), sid: sessionId }),
    claimsOf: (token) => {
      const payload = payloadOf(token);
      return payload ? { userId: payload.sub, sessionId: payload.sid } : undefined;
    },
    stillValidFor: (token, account) => {
      const claims = payloadOf(token);
      return claims?.sub === account._id && claims.pwd === passwordStamp(account.password_hash);
    },
  };
};
