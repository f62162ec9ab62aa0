// `npm test` runs its steps in phases (e2e/scripts/phases.js). Steps side by side print their output whole
// when they end, but a failed step's output waits for the phase's end: a CI log is read from its tail, and a
// failure printed minutes before the step beside it ended was cut off there (the browser tests failed in CI
// and the log's tail held only the PostgreSQL pass).

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const PHASES = path.resolve(__dirname, '..', '..', 'e2e', 'scripts', 'phases.js');

/** Runs the phases in a child process (the runner writes to its stdout) and returns what it printed. */
const runPhases = (phases: Array<Array<{ name: string; command: string }>>) => {
  const script = `require(${JSON.stringify(PHASES)}).runPhases(${JSON.stringify(phases)}, { cwd: process.cwd() })
    .then((failed) => process.exit(failed.length > 0 ? 1 : 0));`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return { status: child.status, stdout: child.stdout };
};

const step = (name: string, delayMs: number, exitCode: number) => ({
  name,
  command: `node -e "setTimeout(() => { console.log('output of ${name}'); process.exit(${exitCode}); }, ${delayMs})"`,
});

test('a failed step prints after the step beside it, even when it ended first, then the phase times', () => {
  const { status, stdout } = runPhases([[step('quick-failing', 0, 1), step('slow-passing', 1_500, 0)]]);
  expect(status).toBe(1);
  const passing = stdout.indexOf('output of slow-passing');
  const failing = stdout.indexOf('output of quick-failing');
  const times = stdout.indexOf('Test phases');
  expect(passing).toBeGreaterThan(-1);
  expect(failing).toBeGreaterThan(passing);
  expect(times).toBeGreaterThan(failing);
  expect(stdout).toMatch(/quick-failing \d+ s FAILED \| slow-passing \d+ s\n/);
  expect(stdout.trimEnd().endsWith('Failed: quick-failing')).toBe(true);
});

test('a failed phase ends the run, and passing phases exit 0', () => {
  const failed = runPhases([[step('first', 0, 1)], [step('never-run', 0, 0)]]);
  expect(failed.stdout).not.toContain('never-run');
  const passed = runPhases([[step('one', 0, 0), step('two', 0, 0)], [step('three', 0, 0)]]);
  expect(passed.status).toBe(0);
  expect(passed.stdout).toContain('output of three');
  expect(passed.stdout).not.toContain('Failed:');
});
