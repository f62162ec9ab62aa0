// Staff browsing their own site are not visitors. A beacon carries the session cookie (same origin),
// so the server can tell without the script knowing: a valid token of an account that is not a
// member's. No CSRF check: nothing is changed on the account's behalf, the beacon is only dropped.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../auth/session-cookie';
import { findUserById } from '../users/user-repository';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
};

export const isSignedInStaff = async (app: FastifyInstance, request: FastifyRequest): Promise<boolean> => {
  const token = bearerOf(request) ?? sessionCookieOf(request);
  const claims = token ? app.tokens.claimsOf(token) : undefined;
  if (!claims) return false;
  const user = await findUserById(app.db, claims.userId);
  return !!user && app.tokens.stillValidFor(token!, user) && user.role !== 'member';
};
