import { unique } from '#tests/fixtures/admin-api.ts';
import { adminSettled, expect, openAdmin, test } from './admin-fixtures.ts';

// A save's toast is shown while its form stays open: it must leave the form's
// save bar usable, so saving then publishing needs no wait for the toast to go.

for (const width of [1280, 375]) {
  test(`a saved draft’s toast sits above the save bar at ${String(width)} px, its buttons free`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAdmin(page, '/pages/terms-of-service');
    await adminSettled(page);
    await page.getByRole('textbox', { name: 'Title (French)', exact: true }).first().fill(unique('Conditions'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Draft of “Terms of Service” saved' });
    await expect(toast).toBeVisible();
    const publish = page.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeEnabled();

    const bar = await page.locator('.form-actions--sticky').boundingBox();
    const shown = await toast.boundingBox();
    if (!bar || !shown) throw new Error('the save bar and the toast are both on screen');
    expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
    // Publish would take a click at once: nothing lies over it (a trial, which publishes nothing).
    await publish.click({ trial: true, timeout: 1_000 });
  });
}
