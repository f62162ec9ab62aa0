// POST /login `{ email, password[, captcha] }` → `{ token }` (a bearer token for API
// clients), or for the site's pages (`X-Session: cookie`) the HttpOnly session cookie and
// `{ csrfToken }`; failures `{ msg }`. The same
// message for an unknown email and a wrong password, the same time spent on both. Every
// request counts per IP; each attempt is counted before the password is checked (so a
// burst gets at most the limit of checks); past the limit an address gets 429 and an
// account asks for the captcha (429 `{ msg, captchaRequired: true }`) instead of locking.
// An account with a second factor gets no session for its password: `{ secondFactor: 'totp',
// ticket }` (then POST /login/second-factor) or `{ secondFactor: 'passkey' }` (sign in with it).

import type { FastifyPluginAsync } from 'fastify';
import { apiMessages, authMessages } from '@agency/shared/contract/messages';
import { loginSchema } from '@agency/shared/contract/schemas/auth';
import { perIpLimit } from '../../http/rate-limit';
import { bodyRecord, validateFields } from '../../http/validation';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { findUserByEmail, normalizeEmail } from '../../users/user-repository';
import { issueLoginTicket } from '../../second-factor/login-tickets';
import { secondFactorOf } from '../../second-factor/second-factor-repository';
import { clockOf } from '../../second-factor/verify-code';
import { registerSecondStep } from './second-step';
import { registerPasskeySignIn } from './passkey';

const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      config: { rateLimit: perIpLimit(app.apiOptions.rateLimits.loginRequests, { msg: authMessages.tooManyAttempts }) },
    },
    async (request, reply) => {
      const result = await validateFields(loginSchema, bodyRecord(request.body));
      if (result.errors) {
        return reply.code(400).send({ msg: Object.values(result.errors)[0], errors: result.errors });
      }
      const { email, password, captcha } = result.values;
      const scopes = { ip: request.ip, email: normalizeEmail(email) };
      const attempt = await app.loginThrottle.begin(scopes);
      if (attempt.addressBlocked) return reply.code(429).send({ msg: authMessages.tooManyAttempts });
      if (attempt.accountNeedsCaptcha) {
        if (!captcha) return reply.code(429).send({ msg: authMessages.captchaRequired, captchaRequired: true });
        if (!(await app.captcha.verify(captcha, request.ip)))
          return reply.code(400).send({ msg: apiMessages.captchaFailed, captchaRequired: true });
      }
      const user = await findUserByEmail(app.db, email);
      const valid = user ? await app.passwords.verify(user.password_hash, password) : await app.passwords.verifyDummy(password);
      if (!user || !valid) return reply.code(401).send({ msg: authMessages.invalidCredentials });
      // A second factor follows: no session yet, and the attempt stays counted until the second step succeeds.
      const secondFactor = await secondFactorOf(app.db, user._id);
      if (secondFactor === 'totp') return { secondFactor, ticket: await issueLoginTicket(app.db, user._id, clockOf(app)) };
      if (secondFactor === 'passkey') return { secondFactor };
      await app.loginThrottle.succeeded(scopes);
      return app.startSession(request, reply, user);
    },
  );
  registerSecondStep(app);
  registerPasskeySignIn(app);
};

export default loginRoutes;
