// Runs `npm test`'s phases: the steps of a phase side by side, the phases one after another, a failed phase
// ending the run. A step alone in its phase prints as it goes; steps side by side write to a file each,
// printed whole when the step ends (never interleaved), a failed step's at the phase's end, so the failures
// stand last, just above the phase times (a CI log is often read from its tail, and the step beside a
// failed one may end minutes after it).

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Step */
/** @typedef {{ step: Step, code: number, seconds: number, output: Buffer | null }} StepResult */

/** @param {Step} step @param {boolean} alone @param {string} cwd @returns {Promise<StepResult>} */
const runStep = (step, alone, cwd) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (alone) process.stdout.write(`\n=== ${step.name}\n`);
    const logFile = path.join(os.tmpdir(), `agency-test-${process.pid}-${step.name.replace(/\W+/g, '-')}.log`);
    const log = alone ? null : fs.openSync(logFile, 'w');
    const child = spawn(step.command, {
      cwd,
      shell: true,
      env: { ...process.env, ...step.env },
      stdio: alone ? 'inherit' : ['ignore', log, log],
    });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      let output = null;
      if (log !== null) {
        fs.closeSync(log);
        // By name: the descriptor's offset, shared with the child, stands at the end of what it wrote.
        output = fs.readFileSync(logFile);
        fs.rmSync(logFile);
      }
      const result = { step, code: code ?? (signal ? 1 : 0), seconds, output };
      if (result.code === 0) printOutput(result);
      resolve(result);
    });
  });

/** @param {StepResult} result */
const printOutput = (result) => {
  if (result.output !== null) process.stdout.write(`\n=== ${result.step.name} (${result.seconds.toFixed(0)} s)\n${result.output}`);
};

/**
 * @param {Step[][]} phases each a list of steps run side by side
 * @param {{ cwd: string }} options
 * @returns {Promise<string[]>} the names of the failed steps (none when all passed)
 */
const runPhases = async (phases, { cwd }) => {
  /** @type {Array<{ results: StepResult[], seconds: number }>} */
  const times = [];
  /** @type {string[]} */
  let failed = [];
  for (const phase of phases) {
    const started = Date.now();
    const results = await Promise.all(phase.map((step) => runStep(step, phase.length === 1, cwd)));
    results.filter((result) => result.code !== 0).forEach(printOutput);
    times.push({ results, seconds: (Date.now() - started) / 1000 });
    failed = results.filter((result) => result.code !== 0).map((result) => result.step.name);
    // A later phase only repeats the failure in more words (and the browser tests need a build).
    if (failed.length > 0) break;
  }
  process.stdout.write('\nTest phases (wall time; steps side by side within a phase):\n');
  for (const phase of times) {
    const steps = phase.results.map((result) => `${result.step.name} ${result.seconds.toFixed(0)} s${result.code === 0 ? '' : ' FAILED'}`);
    process.stdout.write(`  ${(phase.seconds / 60).toFixed(1).padStart(5)} min  ${steps.join(' | ')}\n`);
  }
  const total = times.reduce((sum, phase) => sum + phase.seconds, 0);
  process.stdout.write(`  ${(total / 60).toFixed(1).padStart(5)} min  in all\n`);
  if (failed.length > 0) process.stdout.write(`Failed: ${failed.join(', ')}\n`);
  return failed;
};

module.exports = { runPhases };
