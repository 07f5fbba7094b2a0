import { builtRoutes } from '#tests/fixtures/dist.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Every page runs under its Content Security Policy without a single violation:
// the hashed inline scripts and styles are allowed, nothing else is needed.

/** Collects the page's CSP violation reports. */
async function watchViolations(page: Page): Promise<string[]> {
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

// One test per page, so the pages run in parallel and each has its own time budget.
for (const route of [...builtRoutes(), '/admin/login', '/no-such-page']) {
  test(`${route} reports no Content Security Policy violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('the violation listener does catch an injected, unhashed inline script', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('the page policy allows no inline script that is not hashed and no eval', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(policy).toContain("default-src 'self'");
});
