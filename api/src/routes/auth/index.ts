// The signed-in account: GET /auth/me, and PUT /auth/password to change one's own
// password (current password checked with argon2, failures counted like logins; the
// reply carries a new token, as the change ends every earlier session).

import type { FastifyPluginAsync } from 'fastify';
import { accountMessages, authMessages } from '@agency/shared/contract/messages';
import { changePasswordSchema } from '@agency/shared/contract/schemas/auth';
import { ReplyError, unauthorized } from '../../http/reply-error';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { toMe, updatePasswordHash } from '../../users/user-repository';

const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { preHandler: app.authenticate }, async (request) => {
    if (!request.user) throw unauthorized();
    return toMe(request.user);
  });

  app.put('/password', { preHandler: app.authenticate }, async (request) => {
    const user = request.user;
    if (!user) throw unauthorized();
    // The new password must not be the account's e-mail: the form has no e-mail field, so say it here.
    const values = await validateOrThrow(changePasswordSchema, bodyRecord(request.body), { context: { email: user.email } });
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
    // Every session signed before the change has ended; this one goes on with a new token.
    return { message: accountMessages.passwordChanged, token: app.tokens.sign({ _id: user._id, password_hash: passwordHash }) };
  });
};

export default authRoutes;
