// A staff account's second factor (its own, from the account screen): GET / its state; POST /totp
// starts a set-up (a new secret, shown once as a QR code and as text); POST /totp/confirm `{ code }`
// turns it on with the app's first code and answers ten one-time recovery codes; POST /totp/off
// `{ code }` turns it off (a stolen session alone cannot); POST /recovery-codes renews the recovery
// codes (recovery-codes.ts). PUT /requirement `{ required }`: owners
// (settings.manage) require a second factor of every staff account. These routes stay open to an
// account the requirement holds back (that is where it sets its factor up).

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { secondFactorRequirementSchema, totpCodeSchema } from '@agency/shared/contract/schemas/second-factor';
import { forbidden, ReplyError, unauthorized } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { newRecoveryCodes, recoveryCodeHash } from '../../second-factor/recovery-codes';
import {
  confirmTotp,
  hasSecondFactor,
  recoveryCodesLeft,
  removeTotp,
  secondFactorRequired,
  setSecondFactorRequired,
  storePendingTotp,
  takeTotpStep,
  totpStateOf,
} from '../../second-factor/second-factor-repository';
import { matchingTotpStep, newTotpSecret, totpUri } from '../../second-factor/totp';
import { acceptSecondFactorCode, clockOf } from '../../second-factor/verify-code';
import { countPasskeys } from '../../second-factor/passkey-repository';
import { registerRecoveryCodeRenewal } from './recovery-codes';
import type { UserRow } from '../../users/user-repository';

const wrongCode = () => new ReplyError(400, { message: m.codeWrong, errors: { code: m.codeWrong } });

const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  /** Signed in as staff; unlike requireStaff, a pending set-up does not shut these routes. */
  const staffAccount = async (request: FastifyRequest): Promise<void> => {
    await app.authenticate(request);
    if (request.user?.role !== 'staff') throw forbidden();
  };
  const userOf = (request: FastifyRequest): UserRow => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get('/', { onRequest: staffAccount }, async (request) => {
    const user = userOf(request);
    const totp = await totpStateOf(app.db, user._id);
    return {
      totp: totp?.confirmed === true,
      recoveryCodesLeft: await recoveryCodesLeft(app.db, user._id),
      passkeys: await countPasskeys(app.db, user._id),
      required: await secondFactorRequired(app.db),
    };
  });

  app.post('/totp', { onRequest: staffAccount }, async (request) => {
    const user = userOf(request);
    if ((await totpStateOf(app.db, user._id))?.confirmed) throw new ReplyError(409, { message: m.alreadyOn });
    const secret = newTotpSecret();
    await storePendingTotp(app.db, user._id, secret);
    return { secret, uri: totpUri(secret, user.email) };
  });

  app.post('/totp/confirm', { onRequest: staffAccount }, async (request) => {
    const user = userOf(request);
    const { code } = await validateOrThrow(totpCodeSchema, bodyRecord(request.body));
    const totp = await totpStateOf(app.db, user._id);
    if (!totp) throw new ReplyError(409, { message: m.notSetUp });
    if (totp.confirmed) throw new ReplyError(409, { message: m.alreadyOn });
    const step = matchingTotpStep(totp.secret, code.replace(/\s/g, ''), clockOf(app));
    if (step === null || !(await takeTotpStep(app.db, user._id, step, true))) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    await confirmTotp(app.db, user._id, recoveryCodes.map(recoveryCodeHash), clockOf(app));
    return { message: m.confirmed, recoveryCodes };
  });

  app.post('/totp/off', { onRequest: staffAccount }, async (request) => {
    const user = userOf(request);
    const { code } = await validateOrThrow(totpCodeSchema, bodyRecord(request.body));
    if (!(await totpStateOf(app.db, user._id))?.confirmed) throw new ReplyError(409, { message: m.notSetUp });
    if (!(await acceptSecondFactorCode(app, user._id, code))) throw wrongCode();
    await removeTotp(app.db, user._id);
    return { message: m.turnedOff };
  });

  registerRecoveryCodeRenewal(app, staffAccount);

  staffOnly(app, (staff) => {
    staff.put('/requirement', { config: { permission: 'settings.manage' } }, async (request) => {
      const user = userOf(request);
      const { required } = await validateOrThrow(secondFactorRequirementSchema, bodyRecord(request.body));
      // The owner who turns the rule on must meet it, or the admin would shut its own owner out.
      if (required && !(await hasSecondFactor(app.db, user._id))) throw new ReplyError(409, { message: m.requiredNeedsOwnFactor });
      // Sessions opened before stay, but requireStaff holds an account without a factor to its set-up at once.
      await setSecondFactorRequired(app.db, required);
      return { message: m.requiredSaved, required };
    });
  });
};

export default secondFactorRoutes;
