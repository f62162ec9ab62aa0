// The password rule's checks (password-rule.ts) and the strength estimator behind them:
// zxcvbn-ts, maintained, with its common and English dictionaries and keyboard graphs (it
// finds common passwords, repeats, sequences, keyboard walks, dates, l33t and the account's
// own words). Heavy (about 1.5 MB of word lists, built into lookup tables once): password-rule.ts
// loads this module only when a password is judged, so in the browser it is a chunk of its own
// with the rule's messages.

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_CHARS } from '@agency/shared/contract';
import { passwordStrengthMessages as m } from '@agency/shared/contract/messages';

/**
 * zxcvbn's score 3 ("safely unguessable": at least 10^8 guesses). Our hashes are argon2id and
 * logins are throttled, so 10^8 guesses is out of reach online and costly offline; score 4
 * (10^10) would refuse many memorable three-word passphrases, which is what we want people to use.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

// No translations: the feedback comes back as keys, which our catalogue words. The first 64
// characters are judged (a longer password is no weaker than its start) and l33t variants are
// tried sparingly: together they keep one judgement of a hostile password (at most LIMITS.password
// characters) to a fraction of a second of the event loop.
const estimatorOf = (): ZxcvbnFactory =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    maxLength: 64,
    l33tMaxSubstitutions: 2,
  }));

const wordOf = <T extends Record<string, string>>(words: T, key: string | null | undefined): string | undefined =>
  key && Object.hasOwn(words, key) ? words[key as keyof T] : undefined;

/** Builds the lookup tables now rather than at the first check (password-rule.ts: preparePasswordRule). */
export const prepareEstimator = (): void => void estimatorOf();

/** What the rule finds wrong with `password` for the account with these words (password-rule.ts), or undefined. */
export const passwordProblemOf = (password: string, userInputs: string[]): string | undefined => {
  if (password !== password.trim()) return m.spacesAtEnds;
  if (password.length < PASSWORD_MIN_CHARS) return m.tooShort;
  const { score, feedback } = estimatorOf().check(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const warning = wordOf(m.warnings, feedback.warning);
  // The first suggestion is always "add another word"; a specific one says more when there is one.
  const suggestions = feedback.suggestions.map((key) => wordOf(m.suggestions, key)).filter((text): text is string => Boolean(text));
  const suggestion = suggestions.find((text) => text !== m.suggestions.anotherWord) ?? suggestions[0];
  return [warning, suggestion].filter(Boolean).join(' ') || m.guessable;
};

/** The live note of a password being typed: the rule's reason, or that it is strong enough. */
export const passwordNoteOf = (password: string, userInputs: string[]): string => passwordProblemOf(password, userInputs) ?? m.strongEnough;
