import { unique } from '#tests/fixtures/admin-api.ts';
import { adminSettled, expect, openAdmin, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// A page's draft previewed from its editor (ADR 0064): the signed preview in a
// frame at a phone's width, in French, showing the draft saved and marked as a
// preview, while the live page still shows the published text.

test('staff preview a legal page’s saved draft in French at 375 px; the live page keeps its published text', async ({
  adminPage: page,
  browser,
  siteUrl,
}) => {
  const draftTitle = unique('Conditions en brouillon');
  await openAdmin(page, '/pages/terms-of-service');
  await adminSettled(page);
  await page.getByRole('textbox', { name: 'Title (French)', exact: true }).first().fill(draftTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unpublished changes')).toBeVisible();

  await page.getByRole('button', { name: 'Preview the draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview of “Terms of Service”' });
  await dialog.getByRole('button', { name: 'French', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Phone (375 px)' })).toHaveAttribute('aria-pressed', 'true');
  const frameElement = dialog.locator('iframe[title="Preview of “Terms of Service” in French at 375 px"]');
  await expect(frameElement).toHaveAttribute('width', '375');
  const preview = frameElement.contentFrame();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await expect(preview.getByRole('note')).toHaveText(/^Aperçu du brouillon/);
  expect(await axeViolations(page)).toEqual([]);

  // The published page is untouched by the draft.
  const visitor = await browser.newContext({ baseURL: siteUrl });
  try {
    const reader = await visitor.newPage();
    await reader.goto('/fr/terms-of-service');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(/^Conditions d.utilisation$/);
    await expect(reader.getByRole('note')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
