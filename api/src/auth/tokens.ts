// Session tokens: JWT HS256 carrying the user id and a stamp of the account's password,
// valid for 7 days. The role is never trusted from the token; it is read from the
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

export interface TokenService {
  sign(account: TokenAccount): string;
  /** The user id of a well-signed, unexpired token, or undefined. */
  userIdOf(token: string): string | undefined;
  /** Whether the token was signed for the account as it is now (same password). */
  stillValidFor(token: string, account: TokenAccount): boolean;
}

export const createTokenService = (secret: string): TokenService => {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'pwd'] });
  const claimsOf = (token: string): { sub: string; pwd: string } | undefined => {
    try {
      const payload = verifier(token) as { sub?: unknown; pwd?: unknown };
      return typeof payload.sub === 'string' && typeof payload.pwd === 'string' ? { sub: payload.sub, pwd: payload.pwd } : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    sign: (account) => signer({ sub: account._id, pwd: passwordStamp(account.password_hash) }),
    userIdOf: (token) => claimsOf(token)?.sub,
    stillValidFor: (token, account) => {
      const claims = claimsOf(token);
      return claims?.sub === account._id && claims.pwd === passwordStamp(account.password_hash);
    },
  };
};
