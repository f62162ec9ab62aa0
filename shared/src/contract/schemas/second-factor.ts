// The second factor's payloads: the login's second step, a code at set-up or turn-off, the
// owners' requirement and a passkey's name. WebAuthn replies are checked by the API's library.

import { boolean, object, string, type InferType } from 'yup';
import { authMessages, validationMessages as v } from '@agency/shared/contract';
import { secondFactorMessages } from '@agency/shared/contract/messages';
import { LIMITS } from './fields';

/** A 6-digit TOTP code or an 11-character recovery code, with room for spaces. */
const code = () => string().trim().required(authMessages.codeRequired).max(32, v.tooLong('Code', 32));

export const secondStepSchema = object({
  ticket: string().required(v.required('Ticket')).max(100, v.tooLong('Ticket', 100)),
  code: code(),
  captcha: string().max(20_000, v.tooLong('Captcha', 20_000)).optional(),
});
export type SecondStepValues = InferType<typeof secondStepSchema>;

export const totpCodeSchema = object({ code: code() });
export type TotpCodeValues = InferType<typeof totpCodeSchema>;

/** A new set of recovery codes: proven by the account's password or a current code (either field). */
export const recoveryCodesRenewalSchema = object({
  password: string().max(LIMITS.password, v.tooLong('Password', LIMITS.password)).optional(),
  code: string().trim().max(32, v.tooLong('Code', 32)).optional(),
}).test('proof', secondFactorMessages.renewProofRequired, (value, context) =>
  value.password || value.code ? true : context.createError({ path: 'code', message: secondFactorMessages.renewProofRequired }),
);
export type RecoveryCodesRenewalValues = InferType<typeof recoveryCodesRenewalSchema>;

export const secondFactorRequirementSchema = object({
  required: boolean().strict().required(v.required('Required')),
});

export const passkeyLabelSchema = object({
  label: string().trim().max(60, v.tooLong('Passkey name', 60)).default(''),
});
