// The one rule for every new password (issue 17): the public sign-up, the register screen,
// the password change and ADMIN_PASSWORD. No spaces at either end (refused, not trimmed: see
// below), at least PASSWORD_MIN_CHARS characters, and hard enough to guess by the strength
// estimator (password-strength.ts, score MIN_PASSWORD_SCORE or more) with the account's own
// e-mail and names as words it knows. The estimator (about 1.5 MB of word lists) is loaded on
// first use: in the browser it is a chunk of its own that only a password being typed fetches.
//
// Spaces at the ends are refused rather than trimmed: trimming on save would also have to trim
// at login, and then an account whose password was saved with them before could not sign in
// (or login would have to try both forms). Login compares the password exactly as typed.

import { string } from 'yup';
import { validationMessages as v } from '@agency/shared/contract';
import { LIMITS } from './fields';

type Estimator = typeof import('./password-strength');
let estimator: Promise<Estimator> | undefined;

const loadEstimator = (): Promise<Estimator> =>
  (estimator ??= import(/* webpackChunkName: "password-strength" */ './password-strength').catch((error: unknown) => {
    estimator = undefined;
    throw error;
  }));

/** The words of an account a password must not lean on: its e-mail, the e-mail's parts, its names. */
export const accountWords = (account: Record<string, unknown>): string[] => {
  const words = new Set<string>();
  for (const key of ['email', 'username', 'firstname', 'lastname']) {
    const value = account[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const text = value.trim().toLowerCase();
    words.add(text);
    if (key === 'email') {
      const local = text.split('@')[0];
      words.add(local);
      for (const part of local.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
    }
  }
  return [...words];
};

/** What the rule finds wrong with `password` for the account with `userInputs` (accountWords), or undefined. */
export const passwordProblem = async (password: string, userInputs: string[] = []): Promise<string | undefined> => {
  // Longer than any password may be: the length rule says so, the estimator need not look.
  if (password.length > LIMITS.password) return undefined;
  return (await loadEstimator()).passwordProblemOf(password, userInputs);
};

/** What a new-password field's live note says as the password is typed (usePasswordNote of @agency/shared/ui). */
export const passwordNote = async (password: string, userInputs: string[]): Promise<string> =>
  password.length > LIMITS.password ? v.tooLong('Password', LIMITS.password) : (await loadEstimator()).passwordNoteOf(password, userInputs);

/**
 * Fetches the estimator and builds its tables before the first password is typed. A staff screen
 * made for a new password calls it once shown: otherwise the first check pays for both, and every
 * validation of the form waits on it while errors from before the password was typed stay on screen
 * (and move the submit button under the pointer when they clear).
 */
export const preparePasswordRule = (): Promise<void> => loadEstimator().then((module) => module.prepareEstimator());

/** yup context of a schema whose form has no e-mail or name fields (the password change): the account's. */
export interface PasswordRuleContext {
  email?: string;
  username?: string;
  firstname?: string;
  lastname?: string;
}

/** A new password field: required, at most LIMITS.password, and the rule above (its reason as the message). */
export const newPasswordField = (label: string) =>
  string()
    .max(LIMITS.password, v.tooLong(label, LIMITS.password))
    .required(v.required(label))
    .test('password-rule', v.weakPassword, async (value, context) => {
      if (!value) return true;
      const account = { ...(context.options.context as PasswordRuleContext | undefined), ...(context.parent as Record<string, unknown>) };
      const problem = await passwordProblem(value, accountWords(account));
      return problem ? context.createError({ message: problem }) : true;
    });
