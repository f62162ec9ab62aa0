// Session tokens: JWT HS256 carrying only the user id, valid for 7 days. The
// role is never trusted from the token; it is read from the database per request.

import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenService {
  sign(userId: string): string;
  /** The user id of a valid token, or undefined (bad signature, expired, malformed). */
  verify(token: string): string | undefined;
}

export const createTokenService = (secret: string): TokenService => {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
  return {
    sign: (userId) => signer({ sub: userId }),
    verify: (token) => {
      try {
        const payload = verifier(token) as { sub?: unknown };
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
};
