import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { watchCspViolations } from './page-checks.ts';
import { pageSettled } from './public-fixtures.ts';

// Every page runs under its Content Security Policy without a single violation:
// the hashed inline scripts and styles are allowed, nothing else is needed.

/** Waits until the page has done all it does by itself: the admin's login form, or a public page settled. */
async function settled(page: Page, route: string): Promise<void> {
  if (route.startsWith('/admin')) await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  else await pageSettled(page);
}

// Every built page is checked the same way in public-routes.spec.ts.
for (const route of ['/admin/login', '/no-such-page']) {
  test(`${route} reports no Content Security Policy violation`, async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(route);
    await settled(page, route);
    expect(violations).toEqual([]);
  });
}

test('the violation listener does catch an injected, unhashed inline script', async ({ page }) => {
  const violations = await watchCspViolations(page);
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
