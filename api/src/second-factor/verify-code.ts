// One typed code against an account's confirmed second factor: a TOTP code (each time step taken
// once) or an unused recovery code (used up by this check). The clock is the app's (tests fix it).

import type { FastifyInstance } from 'fastify';
import { matchingTotpStep } from './totp';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { takeTotpStep, totpStateOf, spendRecoveryCode } from './second-factor-repository';

export const clockOf = (app: FastifyInstance): number => app.apiOptions.clock?.() ?? Date.now();

export const acceptSecondFactorCode = async (app: FastifyInstance, userId: string, typed: string): Promise<boolean> => {
  const code = typed.replace(/\s/g, '');
  const now = clockOf(app);
  const totp = await totpStateOf(app.db, userId);
  if (totp?.confirmed) {
    const step = matchingTotpStep(totp.secret, code, now);
    if (step !== null) return takeTotpStep(app.db, userId, step);
  }
  return looksLikeRecoveryCode(code) && spendRecoveryCode(app.db, userId, recoveryCodeHash(code), now);
};
