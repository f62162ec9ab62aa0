// POST /auth/second-factor/recovery-codes `{ password }` or `{ code }`: the signed-in staff account
// with TOTP on gets ten new recovery codes, shown once; every earlier code stops working at once.
// Like turning TOTP off, a stolen session alone cannot do it: it takes the account's password or a
// current code (the app's, or an unused recovery code). Each try is counted by the login throttle
// (per address and per account, before the check), so the route is no password or code oracle.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages, authMessages, secondFactorMessages as m } from '@agency/shared/contract/messages';
import { recoveryCodesRenewalSchema } from '@agency/shared/contract/schemas/second-factor';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { ReplyError, unauthorized } from '../../http/reply-error';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { newRecoveryCodes, recoveryCodeHash } from '../../second-factor/recovery-codes';
import { replaceRecoveryCodes, totpStateOf } from '../../second-factor/second-factor-repository';
import { acceptSecondFactorCode } from '../../second-factor/verify-code';

export const registerRecoveryCodeRenewal = (app: FastifyInstance, staffAccount: (request: FastifyRequest) => Promise<void>): void => {
  app.post('/recovery-codes', { onRequest: staffAccount, bodyLimit: SMALL_JSON_BODY_LIMIT }, async (request) => {
    const user = request.user;
    if (!user) throw unauthorized();
    const { password, code } = await validateOrThrow(recoveryCodesRenewalSchema, bodyRecord(request.body));
    if (!(await totpStateOf(app.db, user._id))?.confirmed) throw new ReplyError(409, { message: m.notSetUp });
    const scopes = { ip: request.ip, email: user.email };
    const attempt = await app.loginThrottle.begin(scopes);
    if (attempt.addressBlocked || attempt.accountNeedsCaptcha) throw new ReplyError(429, { message: authMessages.tooManyAttempts });
    if (password) {
      if (!(await app.passwords.verify(user.password_hash, password))) {
        const wrong = accountMessages.currentPasswordWrong;
        throw new ReplyError(400, { message: wrong, errors: { password: wrong } });
      }
    } else if (!(await acceptSecondFactorCode(app, user._id, code ?? ''))) {
      throw new ReplyError(400, { message: m.codeWrong, errors: { code: m.codeWrong } });
    }
    await app.loginThrottle.succeeded(scopes);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(app.db, user._id, recoveryCodes.map(recoveryCodeHash));
    return { message: m.renewed, recoveryCodes };
  });
};
