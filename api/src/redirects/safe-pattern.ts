// Regex rules run on every request, so a pattern is refused before it is stored when it could
// backtrack for long: nested quantifiers (safe-regex2's star height) and any pattern that takes
// more than PROBE_CPU_MS of CPU over probe paths as long as the longest path a regex rule ever sees
// (longer paths skip the regex rules at run time). CPU time, not the clock: on a busy machine the
// clock runs on while the thread waits for a core, and a plain pattern was refused. The probe runs
// in a vm context, whose timeout interrupts even a regex stuck backtracking, so checking a bad
// pattern cannot stall us.

import vm from 'node:vm';
import safeRegex from 'safe-regex2';

/** Paths longer than this are never tested against a regex rule. */
export const MAX_REGEX_INPUT = 1024;
export const MAX_PATTERN_LENGTH = 300;
const PROBE_CPU_MS = 100;
/** The clock's stop for a pattern stuck backtracking: far past the CPU budget, so waiting for a core never reaches it. */
const PROBE_STOP_MS = 500;

export type PatternProblem = 'invalid' | 'tooLong' | 'unsafe';

type CpuUsage = (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage;
/** This thread's CPU time where the runtime tells it (Node 22.19+), else the process's (other threads add a little). */
const cpuUsage: CpuUsage = (process as { threadCpuUsage?: CpuUsage }).threadCpuUsage?.bind(process) ?? process.cpuUsage.bind(process);

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
  const context = vm.createContext({ re: new RegExp(pattern), probes: probesFor(pattern) });
  const cpuBefore = cpuUsage();
  try {
    vm.runInContext('for (const s of probes) re.test(s)', context, { timeout: PROBE_STOP_MS });
  } catch {
    return 'unsafe';
  }
  const cpu = cpuUsage(cpuBefore);
  return (cpu.user + cpu.system) / 1000 > PROBE_CPU_MS ? 'unsafe' : undefined;
};
