import { builtRoutes } from '#tests/fixtures/dist.ts';
import { expect, test } from './fixtures.ts';

// Every page runs under its Content Security Policy without a single violation:
// the hashed inline scripts and styles are allowed, nothing else is needed.

test('no page reports a Content Security Policy violation', async ({ page }) => {
  const routes = [...(await builtRoutes()), '/admin/login', '/no-such-page'];
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  for (const route of routes) {
    await page.goto(route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);

  // The listener does catch violations: an injected, unhashed inline script is blocked and reported.
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
