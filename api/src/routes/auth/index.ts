// The signed-in account: GET /auth/me; PUT /auth/password to change one's own password
// (current password checked with argon2, counted like a login attempt; every earlier
// session ends and the reply opens a new one); its sessions, listed (GET /auth/sessions)
// and ended one by one (DELETE /auth/sessions/:id); and POST /auth/logout.

import type { FastifyPluginAsync } from 'fastify';
import type { SessionInfo } from '@agency/shared/contract/entities';
import { accountMessages, authMessages } from '@agency/shared/contract/messages';
import { changePasswordSchema } from '@agency/shared/contract/schemas/auth';
import { clearSessionCookie } from '../../auth/session-cookie';
import { endOtherSessions, endSession, listSessions, SESSION_ID_PATTERN, type SessionRow } from '../../auth/session-repository';
import { notFound, ReplyError, unauthorized } from '../../http/reply-error';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { toMe, updatePasswordHash } from '../../users/user-repository';
import { secondFactorSetupPending } from '../../second-factor/setup-pending';

const toSessionInfo = (row: SessionRow, current: string | null): SessionInfo => ({
  _id: row._id,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  lastSeenAt: new Date(Number(row.last_seen_at)).toISOString(),
  userAgent: row.user_agent,
  ip: row.ip,
  current: row._id === current,
});

const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { onRequest: app.authenticate }, async (request) => {
    if (!request.user) throw unauthorized();
    // A staff account the owners' rule holds back is told so: the admin opens its set-up.
    const pending = await secondFactorSetupPending(app.db, request.user);
    return pending ? { ...toMe(request.user), secondFactorSetupRequired: true } : toMe(request.user);
  });

  app.put('/password', { onRequest: app.authenticate, bodyLimit: SMALL_JSON_BODY_LIMIT }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    // The new password must not lean on the account's e-mail or names: the form has none of them, so say them here.
    const account = { email: user.email, username: user.username, firstname: user.firstname, lastname: user.lastname };
    const values = await validateOrThrow(changePasswordSchema, bodyRecord(request.body), { context: account });
    // A stolen session must not become a password-guessing oracle: same lock as POST /login.
    // Counted before the check, like a login; no captcha here: a signed-in page past the limit waits.
    const scopes = { ip: request.ip, email: user.email };
    const attempt = await app.loginThrottle.begin(scopes);
    if (attempt.addressBlocked || attempt.accountNeedsCaptcha) throw new ReplyError(429, { message: authMessages.tooManyAttempts });
    if (!(await app.passwords.verify(user.password_hash, values.currentPassword))) {
      // 400, not 401: the session is fine, only the field is wrong.
      const wrong = accountMessages.currentPasswordWrong;
      throw new ReplyError(400, { message: wrong, errors: { currentPassword: wrong } });
    }
    const passwordHash = await app.passwords.hash(values.newPassword);
    await updatePasswordHash(app.db, user._id, passwordHash);
    await app.loginThrottle.succeeded(scopes);
    // Every session opened before the change ends (a thief's too); this page goes on with a new one.
    await endOtherSessions(app.db, user._id);
    return {
      message: accountMessages.passwordChanged,
      ...(await app.startSession(request, reply, { ...user, password_hash: passwordHash })),
    };
  });

  app.get('/sessions', { onRequest: app.authenticate }, async (request) => {
    if (!request.user) throw unauthorized();
    return (await listSessions(app.db, request.user._id)).map((row) => toSessionInfo(row, request.sessionId));
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', { onRequest: app.authenticate }, async (request) => {
    if (!request.user) throw unauthorized();
    // PostgreSQL refuses some bytes in text (NUL); an id that cannot be one is simply not found.
    if (!SESSION_ID_PATTERN.test(request.params.id)) throw notFound();
    if (!(await endSession(app.db, request.params.id, request.user._id))) throw notFound();
    return { message: accountMessages.sessionEnded };
  });

  // Signing out ends the session and removes the cookie (a script cannot: it is HttpOnly).
  // No CSRF check: another site forcing a sign-out harms nobody, and the session must not outlive its cookie.
  app.post('/logout', async (request, reply) => {
    clearSessionCookie(reply);
    await app.endSessionOf(request);
    return { message: accountMessages.signedOut };
  });
};

export default authRoutes;
