// What the password rule says about a new password as it is typed and when it is refused
// (schemas/password-rule.ts): our own reasons, and the strength estimator's warnings and
// suggestions in our words (its translation keys). Kept out of public-messages.ts: only the
// estimator's chunk, loaded once a password field is used, reads them (through messages.ts, which re-exports them).

import { PASSWORD_MIN_CHARS } from './constants';

export const passwordStrengthMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_CHARS} characters.`,
  spacesAtEnds: 'Remove the spaces at the start or end of the password.',
  /** When the estimator names no particular pattern. */
  guessable: 'This password is too easy to guess. Add another word or two that are less common.',
  strongEnough: 'Strong enough.',
  warnings: {
    straightRow: 'Straight rows of keys on the keyboard are easy to guess.',
    keyPattern: 'Keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "1234" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very often used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is too close to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'Names on their own are easy to guess.',
    commonNames: 'Common names are easy to guess.',
    userInputs: 'Do not use your name or email address in the password.',
    pwned: 'This password was exposed in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alikes, like "@" for "a", does not help.',
    reverseWords: 'Spelling a common word backwards does not help.',
    allUppercase: 'Capitals on every letter do not help.',
    capitalization: 'A capital first letter does not help much.',
    dates: 'Avoid dates and years that are linked to you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are linked to you.',
    sequences: 'Avoid sequences like "abc" or "1234".',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Avoid keyboard patterns.',
    anotherWord: 'Add another word or two that are less common.',
    useWords: 'Use several unrelated words, not a known phrase.',
    noNeed: 'A few unrelated words make a strong password; symbols, digits and capitals are not needed.',
    pwned: 'If you use this password elsewhere, change it there too.',
  },
} as const;
