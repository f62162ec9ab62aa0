// The second factor's payloads: the login's second step, a code at set-up or turn-off, the
// owners' requirement and a passkey's name. WebAuthn replies are checked by the API's library.

import { boolean, object, string, type InferType } from 'yup';
import { authMessages, validationMessages as v } from '@agency/shared/contract';

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

export const secondFactorRequirementSchema = object({
  required: boolean().strict().required(v.required('Required')),
});

export const passkeyLabelSchema = object({
  label: string().trim().max(60, v.tooLong('Passkey name', 60)).default(''),
});
