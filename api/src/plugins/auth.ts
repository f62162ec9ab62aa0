// Authentication: argon2id passwords, 7-day HS256 tokens each naming a session row,
// `request.user` / `request.sessionId`, and the `authenticate` / `requireStaff` checks
// that routes and route groups add as onRequest hooks (before any body is read). A token
// comes as `Authorization: Bearer` (API clients) or in the HttpOnly session cookie (the
// site's pages, which must then send the CSRF token with every change). The account and its session are loaded on
// every request, so a promotion, demotion, deletion, password change or revoked
// session takes effect at once.

import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiOptions } from '../config';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { LoginThrottle } from '../auth/login-throttle';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords';
import {
  changesState,
  csrfTokenFor,
  csrfTokenMatches,
  CSRF_HEADER,
  sessionCookieOf,
  setSessionCookie,
  wantsCookieSession,
} from '../auth/session-cookie';
import { createSession, endSession, touchSession } from '../auth/session-repository';
import { createTokenService, TOKEN_LIFETIME_MS, type TokenService } from '../auth/tokens';
import { ensureMeta } from '../db/meta';
import { forbidden, ReplyError, unauthorized } from '../http/reply-error';
import { databaseAttemptCounter, redisAttemptCounter } from '../shared-state/attempt-counter';
import { findUserById, type UserRow } from '../users/user-repository';
import { apiMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { secondFactorSetupPending } from '../second-factor/setup-pending';

/** What a sign-in answers: a bearer token for API clients, or (cookie set) the page's CSRF token. */
export type SessionReply = { token: string } | { csrfToken: string };

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
    loginThrottle: LoginThrottle;
    /** onRequest hook: any signed-in account, else 401 (403 for a cookie session without its CSRF token). */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: a signed-in staff account, else 401 (no valid token) or 403 (not staff). */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** Ends the session the request's token names, CSRF token or not: a forced sign-out harms nobody,
     *  and a cookie cleared while its session lived on would still open the account if copied. */
    endSessionOf(request: FastifyRequest): Promise<void>;
    /** Opens a session for `user`: the cookie for the site's pages, else a bearer token. */
    startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionReply>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The session the request came with (set by `authenticate`). */
    sessionId: string | null;
  }
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

export default fp<ApiOptions>(
  async (app, options) => {
    const shared = app.dbEngine === 'postgres' ? (candidate: string) => ensureMeta(app.db, 'jwt_secret', candidate) : undefined;
    const secret = await resolveJwtSecret(options.dataDir, options.jwtSecret, shared);
    const tokens = createTokenService(secret);
    const csrfSecret = createHmac('sha256', secret).update('csrf-token').digest('hex');
    app.decorate('passwords', createPasswordHasher(options.passwordHashing));
    app.decorate('tokens', tokens);
    const { redis } = app.sharedState;
    const attempts = redis ? redisAttemptCounter(redis) : databaseAttemptCounter(app.db);
    app.decorate('loginThrottle', new LoginThrottle(attempts, options.rateLimits.loginFailures));
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const authenticate = async (request: FastifyRequest): Promise<void> => {
      const bearer = bearerToken(request);
      const token = bearer ?? sessionCookieOf(request);
      const claims = token ? tokens.claimsOf(token) : undefined;
      const user = claims ? await findUserById(app.db, claims.userId) : undefined;
      // A token signed before the account's last password change, or whose session ended, no longer counts.
      if (!claims || !user || !tokens.stillValidFor(token!, user)) throw unauthorized();
      if (!(await touchSession(app.db, claims.sessionId, user._id))) throw unauthorized();
      // A cookie goes along with any request the browser makes, other sites' included: a change needs the page's CSRF token too.
      if (!bearer && changesState(request) && !csrfTokenMatches(csrfSecret, claims.sessionId, request.headers[CSRF_HEADER])) {
        throw new ReplyError(403, { message: apiMessages.csrfFailed });
      }
      request.user = user;
      request.sessionId = claims.sessionId;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== 'staff') throw forbidden();
      // The owners require a second factor: until it is set up, the account reaches only its own set-up.
      if (await secondFactorSetupPending(app.db, request.user)) {
        throw new ReplyError(403, { message: secondFactorMessages.setupRequired, secondFactorSetupRequired: true });
      }
    });
    app.decorate('endSessionOf', async (request: FastifyRequest) => {
      const token = bearerToken(request) ?? sessionCookieOf(request);
      // Only a token this server signed names a session; its own user's session alone can end.
      const claims = token ? tokens.claimsOf(token) : undefined;
      if (claims) await endSession(app.db, claims.sessionId, claims.userId);
    });
    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionReply> => {
      const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
      const session = await createSession(app.db, { userId: user._id, lifetimeMs: TOKEN_LIFETIME_MS, userAgent, ip: request.ip });
      const token = tokens.sign(user, session._id);
      if (!wantsCookieSession(request)) return { token };
      setSessionCookie(reply, token, TOKEN_LIFETIME_MS);
      return { csrfToken: csrfTokenFor(csrfSecret, session._id) };
    });
  },
  { name: 'auth', dependencies: ['db', 'shared-state'], fastify: '5.x' },
);
