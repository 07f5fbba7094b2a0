import { parisDay } from '#src/lib/calendar/company-days.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations } from './axe.ts';
import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';

// Jobs: staff write an offer in both languages, see it open in the list (the
// careers pages' Paris-day rule), then change it. The details (statuses at
// the Paris midnights, salary checks, slugs) are in tests/unit/admin-job-status.test.ts
// and tests/api/jobs.test.ts.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('admin adds a job in both languages, sees it open, edits it; axe clean at 1280 and 375', async ({ adminPage: page }) => {
  const title = unique('PLC commissioning engineer');
  await openAdmin(page, '/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Fos-sur-Mer (13)');
  await page.getByLabel('Contract type').selectOption('CDD');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Commission **S7-1500** lines on the Fos site.');
  await page.getByRole('textbox', { name: 'Requirements', exact: true }).fill('- Three years of TIA Portal');
  await page.getByLabel('Minimum salary (€ a year)').fill('50000');
  await page.getByLabel('Maximum salary (€ a year)').fill('40000');
  // A new offer is posted today, the company's day in Paris, until staff choose another.
  await expect(page.getByLabel('Date posted')).toHaveValue(parisDay(Date.now()));
  await page.getByLabel('Date posted').fill(inDays(-1));
  await page.getByLabel('Valid through').fill(inDays(30));
  await page.getByLabel('Title in French').fill(`Ingénieur mise en service automates ${title}`);
  await page.getByLabel('Location in French').fill('Fos-sur-Mer (13)');
  await page.getByRole('textbox', { name: 'Description in French' }).fill('Mettre en service des lignes **S7-1500** sur le site de Fos.');
  expect(await axeViolations(page)).toEqual([]);

  // A range that runs backwards is refused at the maximum's field.
  await page.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByLabel('Maximum salary (€ a year)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Maximum salary (€ a year)').fill('58000');
  await page.getByRole('button', { name: 'Add job' }).click();

  await expectPath(page, '/admin/jobs');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText('Fixed-term (CDD) · Fos-sur-Mer (13)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Title in French')).toHaveValue(`Ingénieur mise en service automates ${title}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Location', { exact: true }).fill('Martigues (13)');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expectPath(page, '/admin/jobs');
  await expect(row.getByText('Fixed-term (CDD) · Martigues (13)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
