import type { Page } from '@playwright/test';
import { slugify } from '#src/schemas/common.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// A project description formatted in the admin's editor (ADR 0056): a list from
// the toolbar, bold and a link from the keyboard, checked in the preview (axe
// clean, editor and preview both), saved, and read on the public project page.

/** Selects the text just typed before the caret, as a person does with Shift+←. */
async function selectBack(page: Page, text: string): Promise<void> {
  for (const press of Array.from(text, () => 'Shift+ArrowLeft')) await page.keyboard.press(press);
}

test('staff format a description with the toolbar and the keyboard, preview it, and visitors see the list and the link', async ({
  adminPage: page,
}) => {
  const title = unique('Formatted tank farm SCADA');
  await openAdmin(page, '/projects-enhanced/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Client').fill('Dépôt de Lavéra');

  const description = page.getByLabel('Description', { exact: true });
  const toolbar = page.getByRole('group', { name: 'Formatting' }).first();
  await description.fill('We delivered:\n');
  // The toolbar: a bulleted item on the empty line, its placeholder selected to type over.
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('the design');
  // The keyboard: Ctrl+B on the word just typed, then Ctrl+K on words to link.
  await selectBack(page, 'design');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ask our team');
  await selectBack(page, 'our team');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('/contact');
  await expect(description).toHaveValue('We delivered:\n- the **design**\n\nAsk [our team](/contact)');

  await toolbar.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of Description' });
  await expect(preview.getByRole('listitem')).toHaveText('the design');
  await expect(preview.locator('strong')).toHaveText('design');
  await expect(preview.getByRole('link', { name: 'our team' })).toHaveAttribute('href', '/contact');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await toolbar.getByRole('button', { name: 'Preview' }).click();
  await expect(description).toBeVisible();

  await page.getByRole('button', { name: 'Create project' }).click();
  await expectPath(page, '/admin/projects-enhanced');

  await page.goto(`/projects-enhanced/${slugify(title)}`);
  const about = page.getByRole('region', { name: 'About the project' });
  await expect(about.getByRole('listitem')).toHaveText('the design');
  await expect(about.getByRole('link', { name: 'our team' })).toHaveAttribute('href', '/contact');
});
