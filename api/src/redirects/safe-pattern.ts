// Regex rules run on every request, so a pattern is refused before it is stored when it could
// backtrack for long: nested quantifiers (safe-regex2's star height) and any pattern that takes
// more than PROBE_TIME_MS over probe paths as long as the longest path a regex rule ever sees
// (longer paths skip the regex rules at run time). The probe runs in a vm context, whose
// timeout interrupts even a regex stuck backtracking, so checking a bad pattern cannot stall us.

import vm from 'node:vm';
import safeRegex from 'safe-regex2';

/** Paths longer than this are never tested against a regex rule. */
export const MAX_REGEX_INPUT = 1024;
export const MAX_PATTERN_LENGTH = 300;
const PROBE_TIME_MS = 100;

export type PatternProblem = 'invalid' | 'tooLong' | 'unsafe';

/** Strings that make backtracking patterns slow: each character the pattern names, repeated, then one that fails. */
const probesFor = (pattern: string): string[] => {
  const chars = new Set(['a', '0', '/', '-', '.', ...pattern.replace(/\\./g, '').replace(/[^\w/.-]/g, '')]);
  return [...chars].slice(0, 24).flatMap((c) => [c.repeat(MAX_REGEX_INPUT - 1) + '\u0001', `/${c.repeat(MAX_REGEX_INPUT - 2)}!`]);
};

/** Why the pattern cannot be a rule, or undefined when it can. */
export const patternProblem = (pattern: string): PatternProblem | undefined => {
  if (pattern.length > MAX_PATTERN_LENGTH) return 'tooLong';
  try {
    new RegExp(pattern);
  } catch {
    return 'invalid';
  }
  if (!safeRegex(pattern)) return 'unsafe';
  try {
    vm.runInNewContext(
      'for (const s of probes) re.test(s)',
      { re: new RegExp(pattern), probes: probesFor(pattern) },
      { timeout: PROBE_TIME_MS },
    );
  } catch {
    return 'unsafe';
  }
  return undefined;
};
