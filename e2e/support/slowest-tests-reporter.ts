// Prints the slowest tests after a run, with the time all tests took together: where the
// browser suite's minutes go (CI has a time budget, and a file count says little about it).

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 15;

export default class SlowestTestsReporter implements Reporter {
  private readonly durations: Array<{ title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, file, ...titles] = test.titlePath();
    this.durations.push({ title: `[${project}] ${file} › ${titles.join(' › ')}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    if (this.durations.length === 0) return;
    const total = this.durations.reduce((sum, entry) => sum + entry.ms, 0);
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const lines = slowest.map((entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.title}`);
    process.stdout.write(
      `\nSlowest ${slowest.length} of ${this.durations.length} tests (all tests together: ${(total / 60_000).toFixed(1)} min of worker time):\n${lines.join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
