import { readFile } from 'node:fs/promises';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations } from './axe.ts';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// Job applications (ADR 0071): a candidate's application with its CV is found
// in the admin's inbox by its filter, its CV opened as a download (never
// shown in a page) and its status changed. The checks of each field and of
// the CV's bytes are the API tests' (tests/api/applications.test.ts). The
// application is sent as the form sends it (multipart); the form itself, on
// an offer's page, is tests/e2e/careers.spec.ts's.

test('an application with a CV is in the inbox; Open CV downloads the file and the status changes', async ({ adminPage: page, api }) => {
  const name = unique('Camille Durand');
  const cv = tinyPdf('Camille Durand CV');
  const sent = await api.request.post('/api/applications', {
    multipart: {
      name,
      email: 'camille.durand@example.test',
      message: 'Five years commissioning PLCs on chemical sites.',
      consent: 'true',
      language: 'en',
      source_path: '/careers',
      _elapsed: '8000',
      cv: { name: 'camille-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await openAdmin(page, '/applications?job=spontaneous');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Open CV of ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('camille-cv.pdf');
  expect(new Uint8Array(await readFile(await file.path()))).toEqual(cv);

  await card.getByLabel(`Status of ${name}’s application`).selectOption('reviewed');
  await expect(page.getByText(`${name}: Reviewed`)).toBeVisible();
});
