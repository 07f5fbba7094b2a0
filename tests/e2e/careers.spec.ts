import { readFile } from 'node:fs/promises';
import type { Job } from '#src/schemas/job.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// The careers pages (ADR 0075): an offer published through the API has its
// page, whose application form (ADR 0071) takes a candidate's PDF CV; the
// application is then in the admin's inbox under that offer, its CV a
// download. The pages' content, JSON-LD, 404, 410 and caching are the API
// tests' (tests/api/careers-pages.test.ts).

test('a candidate applies on an offer’s page with a PDF CV; the application and its CV are in the inbox', async ({
  adminPage: page,
  api,
  browser,
  siteUrl,
}) => {
  const title = unique('Commissioning engineer');
  const posted = await api.request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: {
      title,
      location: 'Fos-sur-Mer',
      contract_type: 'CDI',
      description: 'You commission **PLC** and SCADA systems on process plants.',
      requirements: '- Siemens TIA Portal',
      salary_min: 42000,
      salary_max: 55000,
      date_posted: '2020-01-01',
      valid_through: '2099-12-31',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as Job;

  const name = unique('Léa Fabre');
  const cv = tinyPdf('Léa Fabre CV');
  const visitor = await browser.newPage({ baseURL: siteUrl });
  try {
    await visitor.clock.install();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    expect((await visitor.goto(`/careers/${job.slug}`))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('€42,000 – €55,000 a year')).toBeVisible();
    const form = visitor.getByRole('form', { name: 'Apply' });
    await expect(form.getByLabel(/^Name/)).toBeVisible();
    expect(await axeViolations(visitor, wcagAAAndBestPractice)).toEqual([]);
    await visitor.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(visitor, wcagAAAndBestPractice)).toEqual([]);

    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill('lea.fabre@example.test');
    await form.getByLabel(/^Message/).fill('Six years commissioning PLCs on refineries around the Étang de Berre.');
    // A PDF that runs a script when opened is refused by the server: said at the CV field, not as "try again".
    const scripted = tinyPdf('Léa Fabre CV', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    await form.getByLabel(/^CV/).setInputFiles({ name: 'lea-fabre-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scripted) });
    await form.getByLabel(/I agree/).check();
    // The seconds a person takes to fill it in (the server's time-to-submit check).
    await visitor.clock.fastForward(8000);
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(form.getByLabel(/^CV/)).toBeFocused();
    await expect(form.getByLabel(/^CV/)).toHaveAccessibleDescription(/runs scripts or actions when opened/);

    await form.getByLabel(/^CV/).setInputFiles({ name: 'lea-fabre-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv) });
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(visitor.getByText('Thank you for your application!')).toBeVisible();
  } finally {
    await visitor.close();
  }

  await openAdmin(page, `/applications?job=${job.id}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Open CV of ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lea-fabre-cv.pdf');
  expect(new Uint8Array(await readFile(await file.path()))).toEqual(cv);
});
