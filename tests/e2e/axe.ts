import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core, run in the page itself: injected once per document, asked for the
// violations only. @axe-core/playwright runs every analysis through
// runPartial in each frame and opens a page of its own to finish it, which
// costs several times the audit (2.2–3.1 s against 0.4–0.7 s for /about on
// these machines); the pages have no iframes for it to reach.

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
/** WCAG 2.2 A and AA, and axe's best practices. */
export const wcagAAAndBestPractice = [...wcagAA, 'best-practice'] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** The selectors of the elements at fault, five at most. */
  targets: string[];
}

/** Every rule axe runs by default, whatever its tags. */
export const everyRule = 'every rule';

export async function axeViolations(page: Page, tags: readonly string[] | typeof everyRule = wcagAA): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(
    async (values) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
      const runOnly = values ? { runOnly: { type: 'tag' as const, values } } : {};
      // Parts `content-visibility: auto` skips while off screen (ADR 0087) have no boxes, so axe cannot find
      // what lies behind their text and misjudges its contrast. A visitor only ever sees them laid out, with the
      // same styles: they are laid out for the audit and skipped again after it.
      const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      for (const element of skipped) element.style.contentVisibility = 'visible';
      // axe judges a target partly under a sticky bar by wherever the page happens to be scrolled when it
      // runs, which depends on the last field a test filled and on when late layout settled. The audit reads
      // the page from its top, the view a visitor first has, and gives the scroll back after.
      // A part still fading or sliding in (a toast, 0.18 s) is read by axe at its opacity of the moment, against
      // what lies behind it. The audit reads the page at rest, as a person reads it: animations that end, end first.
      // One held paused would never end: the audit then goes ahead after two seconds.
      const ending = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2000))]);
      const { scrollX, scrollY } = window;
      window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
      const results = await axe.run(document, { ...runOnly, resultTypes: ['violations'] });
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      for (const element of skipped) element.style.contentVisibility = '';
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    tags === everyRule ? null : [...tags],
  );
}
