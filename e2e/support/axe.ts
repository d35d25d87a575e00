import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a page: what blocks or seriously hinders a customer with assistive technology. */
const FAILING = new Set(['critical', 'serious']);

/** The WCAG 2.2 A and AA rules axe knows, plus its best practices (landmarks, headings, ARIA use). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: string;
  summary: string;
  targets: string[];
}

/**
 * Waits until the page is drawn as the shopper sees it: every stylesheet it links has arrived (a part's
 * styles come with its code) and no finite animation or transition is running (a window fading in is
 * half-transparent, and axe would measure the contrast of a frame nobody reads). At most 3 s.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null) &&
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState !== 'running' || timing?.iterations === Infinity;
        }),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** Runs axe on what the page shows once settled; answers the critical and serious findings. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      summary: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** One line per finding: rule, impact, summary, then the elements. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((finding) => `${finding.rule} (${finding.impact}): ${finding.summary}\n    ${finding.targets.slice(0, 8).join('\n    ')}`)
    .join('\n');
}

/**
 * Fails the test with a readable list when axe finds a critical or serious violation on the page as it is
 * now. The failure is soft: the test goes on to its next page, so one run lists every page's findings.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect.soft(findings.length === 0 ? '' : `\n${describeFindings(findings)}`, `critical and serious axe findings on ${what}`).toBe('');
}
