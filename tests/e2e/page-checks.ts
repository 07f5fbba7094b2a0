import type { Page } from '@playwright/test';
import { englishOnlyPhrases } from '#tests/fixtures/catalogues.ts';

// Checks that several browser tests make of a page as it is shown.

/** Collects the page's CSP violation reports. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  return violations;
}

/** The text a French reader meets: visible text, labels and alternatives, leaving out what is marked lang="en". */
export async function frenchReading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inEnglish = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') === 'en';
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || inEnglish(parent) || parent.closest('script, style')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title], meta[name="description"], meta[property^="og:"]')) {
      if (inEnglish(element)) continue;
      for (const attribute of ['alt', 'aria-label', 'title', 'content']) parts.push(element.getAttribute(attribute) ?? '');
    }
    parts.push(document.title);
    return parts
      .join('\n')
      .replace(/[\u00A0\u202F]/g, ' ')
      .replace(/\s+/g, ' ');
  });
}

/** The English interface phrases that must not appear on a French page, spaces folded. */
export const englishPhrases = englishOnlyPhrases().map((phrase) => phrase.replace(/\s+/g, ' '));
