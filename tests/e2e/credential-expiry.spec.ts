import type { Page } from '@playwright/test';
import { unique, apiLogin } from '#tests/fixtures/admin-api.ts';
import { shiftedClock } from '#tests/fixtures/shifted-clock.ts';
import { addDays, parisDay } from '#src/lib/calendar/company-days.ts';
import { axeViolations } from './axe.ts';
import { expect, expectPath, openAdmin, storeSession, test, visitorPoll } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// A credential leaves every public place by itself when its last valid day
// ends in Martigues, with no one online (ADR 0076's caching rule): this block's
// platform runs on a clock the test moves forward past that day. The admin
// signs in through the API's request context rather than the worker's shared
// session, which the moved clock would end.

const clock = shiftedClock();

test.describe('credential expiry', () => {
  useOwnPlatform(test, { env: clock.env });
  test.afterAll(() => clock.remove());

  test('a credential expiring tomorrow is shown, then gone from every public place once its day ends', async ({
    page,
    browser,
    request,
    siteUrl,
  }) => {
    const name = unique('Habilitation ATEX');
    const tomorrow = addDays(parisDay(Date.now()), 1);
    await storeSession(page, siteUrl, await apiLogin(request));
    await openAdmin(page, '/credentials/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Issuer').fill('INERIS');
    await page.getByLabel('Valid from').fill('2024-03-01');
    await page.getByLabel('Valid until').fill(tomorrow);
    await page.getByRole('button', { name: 'Add credential' }).click();
    await expectPath(page, '/admin/credentials');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row.getByText('Expires in 1 day')).toBeVisible();

    // Each look is a new tab in a new context: nothing the browser kept from an earlier look answers it.
    const look = async <T>(path: string, read: (visitor: Page) => Promise<T>): Promise<T> => {
      const context = await browser.newContext({ baseURL: siteUrl });
      try {
        const visitor = await context.newPage();
        await visitor.goto(path);
        return await read(visitor);
      } finally {
        await context.close();
      }
    };
    const cards = (path: string) => look(path, (visitor) => visitor.getByRole('heading', { level: 2, name }).count());
    const footerLinks = (path: string) => look(path, (visitor) => visitor.getByRole('contentinfo').getByRole('link', { name }).count());
    const homeLinks = () => look('/', (visitor) => visitor.getByRole('main').getByRole('link', { name }).count());
    await expect.poll(() => cards('/certifications'), visitorPoll).toBe(1);
    expect(await footerLinks('/about')).toBe(1);
    expect(await homeLinks()).toBe(1);

    // An hour into the day after tomorrow in Paris (00:00 UTC is 01:00 or 02:00 there): tomorrow has ended.
    const dayAfter = addDays(tomorrow, 1);
    const later = Date.parse(`${dayAfter}T00:00:00Z`) + 60 * 60 * 1000;
    expect(parisDay(later)).toBe(dayAfter);
    await clock.moveTo(later);

    await expect.poll(() => cards('/certifications'), visitorPoll).toBe(0);
    await look('/certifications', async (visitor) => {
      // The page still lists the demo's credentials: only the expired one left.
      await expect(visitor.getByRole('heading', { level: 2, name: 'MASE certification' })).toBeVisible();
      expect(await axeViolations(visitor)).toEqual([]);
    });
    await look('/about', async (visitor) => {
      await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'MASE certification' })).toBeVisible();
      await expect(visitor.getByRole('contentinfo').getByRole('link', { name })).toHaveCount(0);
    });
    await look('/', async (visitor) => {
      await expect(visitor.getByRole('main').getByRole('link', { name: 'MASE certification' })).toBeVisible();
      await expect(visitor.getByRole('main').getByRole('link', { name })).toHaveCount(0);
    });

    // The admin, on the same day (its browser's clock moved too), signs in afresh: the first session has run out.
    const admin = await browser.newPage({ baseURL: siteUrl });
    try {
      await admin.clock.setFixedTime(later);
      await storeSession(admin, siteUrl, await apiLogin(request));
      await openAdmin(admin, '/credentials');
      const expiredRow = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
      await expect(expiredRow.getByText('Expired', { exact: true })).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
