// POST /login/second-factor `{ ticket, code[, captcha] }`: the second step of a password sign-in
// for an account with TOTP on. The ticket is what step one answered (`{ secondFactor: 'totp',
// ticket }`); the code is the app's current code or an unused recovery code. Counted by the same
// login throttle as step one (per address and per account, before the code is checked, the
// captcha past the account's limit), so the ticket of a known password buys no extra guesses.
// Success answers as POST /login does (`{ token }`, or the cookie and `{ csrfToken }`).

import type { FastifyInstance } from 'fastify';
import { apiMessages, authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { secondStepSchema } from '@agency/shared/contract/schemas/second-factor';
import { perIpLimit } from '../../http/rate-limit';
import { bodyRecord, validateFields } from '../../http/validation';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { endLoginTicket, ticketHolder } from '../../second-factor/login-tickets';
import { acceptSecondFactorCode, clockOf } from '../../second-factor/verify-code';
import { findUserById } from '../../users/user-repository';

export const registerSecondStep = (app: FastifyInstance): void => {
  app.post(
    '/second-factor',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      config: { rateLimit: perIpLimit(app.apiOptions.rateLimits.loginRequests, { msg: authMessages.tooManyAttempts }) },
    },
    async (request, reply) => {
      const result = await validateFields(secondStepSchema, bodyRecord(request.body));
      if (result.errors) return reply.code(400).send({ msg: Object.values(result.errors)[0], errors: result.errors });
      const { ticket, code, captcha } = result.values;
      const userId = await ticketHolder(app.db, ticket, clockOf(app));
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user) return reply.code(401).send({ msg: secondFactorMessages.ticketExpired });
      const scopes = { ip: request.ip, email: user.email };
      const attempt = await app.loginThrottle.begin(scopes);
      if (attempt.addressBlocked) return reply.code(429).send({ msg: authMessages.tooManyAttempts });
      if (attempt.accountNeedsCaptcha) {
        if (!captcha) return reply.code(429).send({ msg: authMessages.captchaRequired, captchaRequired: true });
        if (!(await app.captcha.verify(captcha, request.ip)))
          return reply.code(400).send({ msg: apiMessages.captchaFailed, captchaRequired: true });
      }
      if (!(await acceptSecondFactorCode(app, user._id, code))) return reply.code(401).send({ msg: secondFactorMessages.codeWrong });
      // Two right codes sent at once: only the request that ends the ticket signs in.
      if (!(await endLoginTicket(app.db, ticket))) return reply.code(401).send({ msg: secondFactorMessages.ticketExpired });
      await app.loginThrottle.succeeded(scopes);
      return app.startSession(request, reply, user);
    },
  );
};
