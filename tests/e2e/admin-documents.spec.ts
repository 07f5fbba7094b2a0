import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { paddedPdf } from '#tests/fixtures/padded-pdf.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations } from './axe.ts';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// Documents: staff upload a PDF in the admin; visitors download it from its
// stable address, as an attachment with its name.

test('admin uploads a PDF brochure; its address answers the PDF as a download', async ({ adminPage: page, siteUrl, request }) => {
  const title = unique('Plant brochure');
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const bytes = tinyPdf(title);
  await openAdmin(page, '/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('French title').fill('Plaquette usine');
  await page.getByLabel('Category').selectOption('brochure');
  await page.getByLabel('PDF file').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const link = row.getByRole('link', { name: `/documents/${slug}.pdf` });
  await expect(link).toBeVisible();
  await expect(row.getByText(/English/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const served = await request.get(`${siteUrl}/documents/${slug}.pdf`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toContain('attachment; filename="brochure.pdf"');
  expect(new Uint8Array(await served.body())).toEqual(bytes);
});

test('a PDF over 4 MB goes up in parts and is listed with its size; the limit is stated, a refusal shown at the field', async ({
  adminPage: page,
}) => {
  const title = unique('Large catalogue');
  const bytes = paddedPdf(4 * 1024 * 1024 + 64 * 1024);
  await openAdmin(page, '/documents');
  await expect(page.getByText('A PDF of at most 20 MB, without scripts, actions or attached files')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  // A web page named .pdf is refused, and the refusal is the file field's.
  const fileField = page.getByLabel('PDF file');
  await fileField.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>no</p>') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(fileField).toHaveAccessibleDescription(/This file is not a PDF/);

  await fileField.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('4.1 MB')).toBeVisible();
});
