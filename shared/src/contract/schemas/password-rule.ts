// The one rule for every new password (issue 17): the public sign-up, the register screen,
// the password change and ADMIN_PASSWORD. At least PASSWORD_MIN_CHARS characters, not the
// account's e-mail, and not among the common passwords of zxcvbn-ts's maintained list. The
// list (about 49 000 entries, 380 KB) is loaded on first use: in the browser it is a chunk
// of its own that only a password form downloads.

import { string } from 'yup';
import { PASSWORD_MIN_CHARS, validationMessages as v } from '@agency/shared/contract';
import { LIMITS } from './fields';

let commonPasswords: Promise<Set<string>> | undefined;

/** The list's entries a password of the minimum length could match (about 1 600), lower case. */
const loadCommonPasswords = (): Promise<Set<string>> =>
  (commonPasswords ??= import(/* webpackChunkName: "common-passwords" */ '@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).filter((word) => word.length >= PASSWORD_MIN_CHARS)),
    (error: unknown) => {
      commonPasswords = undefined;
      throw error;
    },
  ));

const sameText = (a: string, b: string | undefined): boolean => b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `password` breaks the rule for the account with `email`. */
export const isWeakPassword = async (password: string, email?: string): Promise<boolean> =>
  password.length < PASSWORD_MIN_CHARS || sameText(password, email) || (await loadCommonPasswords()).has(password.toLowerCase());

/** yup context of a schema whose form has no e-mail field (the password change): the account's. */
export interface PasswordRuleContext {
  email?: string;
}

/** A new password field: required, at most LIMITS.password, and the rule above (one message). */
export const newPasswordField = (label: string) =>
  string()
    .max(LIMITS.password, v.tooLong(label, LIMITS.password))
    .required(v.required(label))
    .test('password-rule', v.weakPassword, async (value, context) => {
      if (!value) return true;
      const parent = context.parent as { email?: unknown } | undefined;
      const email = typeof parent?.email === 'string' ? parent.email : (context.options.context as PasswordRuleContext | undefined)?.email;
      return !(await isWeakPassword(value, email));
    });
