// Authentication: argon2id passwords, 7-day HS256 tokens, `request.user`, and the
// `authenticate` / `requireStaff` preHandlers that route groups add as hooks.
// The account is loaded from the database on every request, so a promotion,
// demotion, deletion or password change takes effect at once.

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ApiOptions } from '../config';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { LoginThrottle } from '../auth/login-throttle';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords';
import { createTokenService, type TokenService } from '../auth/tokens';
import { ensureMeta } from '../db/meta';
import { forbidden, unauthorized } from '../http/reply-error';
import { databaseAttemptCounter, redisAttemptCounter } from '../shared-state/attempt-counter';
import { findUserById, type UserRow } from '../users/user-repository';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
    loginThrottle: LoginThrottle;
    /** preHandler: any signed-in account, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: a signed-in staff account, else 401 (no valid token) or 403 (not staff). */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
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
    const tokens = createTokenService(await resolveJwtSecret(options.dataDir, options.jwtSecret, shared));
    app.decorate('passwords', createPasswordHasher(options.passwordHashing));
    app.decorate('tokens', tokens);
    const { redis } = app.sharedState;
    const attempts = redis ? redisAttemptCounter(redis) : databaseAttemptCounter(app.db);
    app.decorate('loginThrottle', new LoginThrottle(attempts, options.rateLimits.loginFailures));
    app.decorateRequest('user', null);

    const authenticate = async (request: FastifyRequest): Promise<void> => {
      const token = bearerToken(request);
      const userId = token ? tokens.userIdOf(token) : undefined;
      const user = userId ? await findUserById(app.db, userId) : undefined;
      // A token signed before the account's last password change no longer counts.
      if (!user || !tokens.stillValidFor(token!, user)) throw unauthorized();
      request.user = user;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== 'staff') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'shared-state'], fastify: '5.x' },
);
