import { readFile } from 'node:fs/promises';
import { unique } from '#tests/fixtures/admin-api.ts';
import { postJsonFrom } from '#tests/fixtures/from-address.ts';
import type { PrivacyExport } from '#src/schemas/privacy.ts';
import { adminSettled, expect, openAdmin, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// Privacy requests: an administrator finds what the site holds about an
// address, downloads it as the file to send the person, and erases it.

async function sendEnquiry(siteUrl: string, name: string, email: string): Promise<void> {
  const response = await postJsonFrom(new URL('/api/send-email', siteUrl).href, {
    name,
    email,
    company: 'Usine Test',
    phone: '+33 4 42 00 00 00',
    message: 'We need a quote for a PLC migration.',
    _elapsed: 8000,
  });
  expect(response.status).toBe(200);
}

test('admin finds an address, downloads what is held and erases it after confirming', async ({ adminPage: page, siteUrl, api }) => {
  const name = unique('Hélène Roux');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.test`;
  await sendEnquiry(siteUrl, name, email);

  await openAdmin(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Email address is required').or(page.getByText('Please provide a valid email address'))).toBeVisible();

  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('region', { name: `Found for ${email.toUpperCase()}` });
  await expect(found.getByRole('table', { name: 'Enquiries from this address' }).getByRole('row')).toHaveCount(2);
  await expect(found).toContainText(name);
  await adminSettled(page);
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Download as a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const held = JSON.parse(await readFile(await file.path(), 'utf8')) as PrivacyExport;
  expect(held.enquiries.map((enquiry) => enquiry.name)).toEqual([name]);

  await found.getByRole('button', { name: 'Erase everything' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Erase everything about ${email.toUpperCase()}?` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Erased: 1 enquiry and 0 job applications with their CVs, from 0 kept backups.')).toBeVisible();
  expect((await api.enquiries()).filter((enquiry) => enquiry.email === email)).toEqual([]);
});

test('the privacy screen speaks French and says when nothing is held', async ({ adminPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('admin_language:admin', 'fr'));
  await openAdmin(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes RGPD' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(`${unique('personne').replace(/ /g, '.')}@example.test`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(/^Rien n’est conservé sur /)).toBeVisible();
});
