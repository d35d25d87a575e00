/**
 * The end of a run in a tester's words: which remote builds were under test (global-setup.ts wrote the
 * line), every skipped test with its reason, so a skip is never silent, and where the minutes went: the
 * start of the servers (the apps' builds when stale), each project's share and the ten slowest spec files.
 */
import fs from 'node:fs';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { REMOTES_LINE_FILE } from './global-setup';

/** How many spec files the summary names, slowest first. */
export const SLOWEST_FILES = 10;

/** Seconds, one decimal: `83.4 s`. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** `7 min 12 s` for a wall-clock span. */
function minutes(ms: number): string {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${total % 60} s`;
}

/** Adds `ms` to the figure kept under `key`. */
function add(totals: Map<string, number>, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

export default class SummaryReporter implements Reporter {
  private readonly skipped: string[] = [];
  /** When the runner loaded the configuration (this reporter is made then, before any server starts). */
  private readonly loadedAt = Date.now();
  private begunAt = 0;
  private firstTestAt = 0;
  /** Time spent in tests (every try) by project, and each `project › file`'s span, hooks included. */
  private readonly byProject = new Map<string, number>();
  private readonly spans = new Map<string, { start: number; end: number }>();

  onBegin(_config: unknown, _suite: Suite): void {
    this.begunAt = Date.now();
  }

  onTestBegin(): void {
    if (this.firstTestAt === 0) this.firstTestAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = test.location.file.replace(/^.*[/\\]specs[/\\]/, '');
    add(this.byProject, project, result.duration);
    // A file's tests run in order on one worker: from its first test's start to its last one's end, with
    // the hooks around them (a spec's builds in `beforeAll` among them).
    const key = `${project} › ${file}`;
    const start = result.startTime.getTime();
    const span = this.spans.get(key);
    this.spans.set(key, {
      start: Math.min(span?.start ?? start, start),
      end: Math.max(span?.end ?? 0, Date.now()),
    });
    if (result.status !== 'skipped') return;
    const reason =
      test.annotations.find((item) => item.type === 'skip' || item.type === 'fixme')?.description ??
      'no reason given';
    this.skipped.push(`  - [${project}] ${test.title}: ${reason}`);
  }

  onEnd(result: FullResult): void {
    if (this.skipped.length > 0) console.log(`Skipped (${this.skipped.length}):\n${this.skipped.join('\n')}`);
    if (fs.existsSync(REMOTES_LINE_FILE)) console.log(fs.readFileSync(REMOTES_LINE_FILE, 'utf8').trim());
    console.log(this.minutes(result));
  }

  /** Where the run's minutes went. Tests of two workers overlap, so the projects' sum may exceed the wall clock. */
  private minutes(result: FullResult): string {
    const end = Date.now();
    const testsFrom = this.firstTestAt || end;
    const lines = [
      `Where the minutes went (${minutes(end - this.loadedAt)} in all, ${result.status}):`,
      `  servers and set-up (builds of stale apps, a fresh database): ${minutes((this.begunAt || testsFrom) - this.loadedAt)}` +
        (this.begunAt && testsFrom > this.begunAt
          ? `, then ${seconds(testsFrom - this.begunAt)} to the first test`
          : ''),
      `  tests: ${minutes(end - testsFrom)} of wall clock`,
      ...[...this.byProject]
        .sort((a, b) => b[1] - a[1])
        .map(([project, ms]) => `    ${project}: ${minutes(ms)} of test time`),
      `  the ${SLOWEST_FILES} slowest spec files (first start to last end, hooks and retries included):`,
      ...[...this.spans]
        .map(([file, span]): [string, number] => [file, span.end - span.start])
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST_FILES)
        .map(
          ([file, ms], index) => `    ${String(index + 1).padStart(2)}. ${seconds(ms).padStart(8)}  ${file}`,
        ),
    ];
    return lines.join('\n');
  }

  printsToStdio(): boolean {
    return false;
  }
}
