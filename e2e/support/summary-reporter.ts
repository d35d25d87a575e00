/**
 * The end of a run in a tester's words: which remote builds were under test (global-setup.ts wrote the
 * line) and every skipped test with its reason, so a skip is never silent.
 */
import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { REMOTES_LINE_FILE } from './global-setup';

export default class SummaryReporter implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((item) => item.type === 'skip' || item.type === 'fixme')?.description ?? 'no reason given';
    this.skipped.push(`  - [${test.parent.project()?.name ?? ''}] ${test.title}: ${reason}`);
  }

  onEnd(): void {
    if (this.skipped.length > 0) console.log(`Skipped (${this.skipped.length}):\n${this.skipped.join('\n')}`);
    if (fs.existsSync(REMOTES_LINE_FILE)) console.log(fs.readFileSync(REMOTES_LINE_FILE, 'utf8').trim());
  }

  printsToStdio(): boolean {
    return false;
  }
}
