// Sign-in with a passkey instead of a password (it stands for both factors: the device and its
// PIN or biometrics): POST /login/passkey/options answers `{ challengeId, options }` (a challenge
// kept server-side, single use, five minutes); POST /login/passkey `{ challengeId, response }`
// answers as POST /login does (`{ token }`, or the cookie and `{ csrfToken }`), or `{ msg }`.
// Both count against the per-address limit of login requests. A reply naming a stored passkey is
// also counted by the login throttle under its account (before the signature is checked), so
// failed assertions for one account from many addresses end in the captcha, as passwords do.

import type { FastifyInstance } from 'fastify';
import { apiMessages, authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { perIpLimit } from '../../http/rate-limit';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { bodyRecord } from '../../http/validation';
import { claimedPasskey, signInOptions, verifySignIn } from '../../second-factor/passkey-ceremonies';
import { passkeyUsed } from '../../second-factor/passkey-repository';
import { relyingPartyOf } from '../../second-factor/relying-party';
import { clockOf } from '../../second-factor/verify-code';
import { findUserById } from '../../users/user-repository';

/** The captcha field's longest accepted value (as the login form's). */
const CAPTCHA_MAX = 20_000;

export const registerPasskeySignIn = (app: FastifyInstance): void => {
  const config = { rateLimit: perIpLimit(app.apiOptions.rateLimits.loginRequests, { msg: authMessages.tooManyAttempts }) };

  app.post('/passkey/options', { config }, async (request) =>
    signInOptions(app.db, relyingPartyOf(app.apiOptions.siteUrl, request), clockOf(app)),
  );

  app.post('/passkey', { config, bodyLimit: SMALL_JSON_BODY_LIMIT }, async (request, reply) => {
    const body = bodyRecord(request.body);
    if (typeof body.challengeId !== 'string' || typeof body.response !== 'object' || body.response === null) {
      return reply.code(400).send({ msg: secondFactorMessages.passkeyRejected });
    }
    const claimed = await claimedPasskey(app.db, body.response);
    const account = claimed ? await findUserById(app.db, claimed.user_id) : undefined;
    const scopes = account ? { ip: request.ip, email: account.email } : undefined;
    if (scopes) {
      const attempt = await app.loginThrottle.begin(scopes);
      if (attempt.addressBlocked) return reply.code(429).send({ msg: authMessages.tooManyAttempts });
      if (attempt.accountNeedsCaptcha) {
        const captcha = typeof body.captcha === 'string' && body.captcha.length <= CAPTCHA_MAX ? body.captcha : undefined;
        if (!captcha) return reply.code(429).send({ msg: authMessages.captchaRequired, captchaRequired: true });
        if (!(await app.captcha.verify(captcha, request.ip)))
          return reply.code(400).send({ msg: apiMessages.captchaFailed, captchaRequired: true });
      }
    }
    const now = clockOf(app);
    const verified = await verifySignIn(app.db, relyingPartyOf(app.apiOptions.siteUrl, request), body.challengeId, body.response, now);
    const user = verified ? await findUserById(app.db, verified.passkey.user_id) : undefined;
    if (!verified || !user) return reply.code(401).send({ msg: secondFactorMessages.passkeyFailed });
    await passkeyUsed(app.db, verified.passkey._id, verified.counter, now);
    if (scopes) await app.loginThrottle.succeeded(scopes);
    return app.startSession(request, reply, user);
  });
};
