// Sign-in with a passkey instead of a password (it stands for both factors: the device and its
// PIN or biometrics): POST /login/passkey/options answers `{ challengeId, options }` (a challenge
// kept server-side, single use, five minutes); POST /login/passkey `{ challengeId, response }`
// answers as POST /login does (`{ token }`, or the cookie and `{ csrfToken }`), or `{ msg }`.
// Both count against the per-address limit of login requests.

import type { FastifyInstance } from 'fastify';
import { authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { perIpLimit } from '../../http/rate-limit';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { bodyRecord } from '../../http/validation';
import { signInOptions, verifySignIn } from '../../second-factor/passkey-ceremonies';
import { passkeyUsed } from '../../second-factor/passkey-repository';
import { relyingPartyOf } from '../../second-factor/relying-party';
import { clockOf } from '../../second-factor/verify-code';
import { findUserById } from '../../users/user-repository';

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
    const now = clockOf(app);
    const verified = await verifySignIn(app.db, relyingPartyOf(app.apiOptions.siteUrl, request), body.challengeId, body.response, now);
    const user = verified ? await findUserById(app.db, verified.passkey.user_id) : undefined;
    if (!verified || !user) return reply.code(401).send({ msg: secondFactorMessages.passkeyFailed });
    await passkeyUsed(app.db, verified.passkey._id, verified.counter, now);
    return app.startSession(request, reply, user);
  });
};
