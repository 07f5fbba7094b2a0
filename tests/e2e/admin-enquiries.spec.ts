import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { postJsonFrom } from '#tests/fixtures/from-address.ts';
import { axeViolations } from './axe.ts';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// Enquiries: the contact messages stored by /api/send-email, newest first, with
// new/handled status, whether their notification email was sent (and Retry),
// delete after confirmation, CSV export and the count of new ones in the sidebar.

/** Sends an enquiry as a visitor would, from a loopback address of its own so rate limits of one test do not reach another. */
async function sendEnquiry(siteUrl: string, name: string, language?: 'en' | 'fr', company = 'Usine Test'): Promise<void> {
  const response = await postJsonFrom(new URL('/api/send-email', siteUrl).href, {
    ...(language ? { language } : {}),
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.test`,
    company,
    phone: '+33 4 42 00 00 00',
    message: 'We need a quote for a PLC migration.',
    _elapsed: 8000, // as the island reports a person's typing time
  });
  expect(response.status).toBe(200);
}

const item = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });

test('an enquiry sent from the contact page appears in the inbox and in the CSV export', async ({ adminPage: page, browser, siteUrl }) => {
  const name = unique('Claire Martin');
  const visitor = await browser.newPage({ baseURL: siteUrl });
  try {
    // The page's scripts arrive only once the form is filled in, as on a slow connection: a
    // person who types before the form hydrates is still not taken for a bot.
    const { promise: scriptsHeld, resolve: deliverScripts } = Promise.withResolvers<undefined>();
    await visitor.route(/\/_astro\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await visitor.clock.install();
    await visitor.goto('/contact');
    await visitor.getByLabel(/Full Name/).fill(name);
    await visitor.getByLabel(/Email Address/).fill('claire.martin@example.test');
    await visitor.getByLabel(/Company/).fill('Chimie du Golfe');
    await visitor.getByLabel(/Phone Number/).fill('+33 4 42 12 34 56');
    await visitor.getByLabel(/Message/).fill('Please call me about a SCADA upgrade for our plant.');
    // The seconds a person takes to type it (the server's time-to-submit check).
    await visitor.clock.fastForward(5000);
    deliverScripts(undefined);
    await visitor.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByText("Thank you for your message! We'll get back to you within 24-48 hours.")).toBeVisible();
  } finally {
    await visitor.close();
  }

  await openAdmin(page, '/enquiries');
  const enquiry = item(page, name);
  await expect(enquiry).toContainText('Chimie du Golfe');
  await expect(enquiry).toContainText('claire.martin@example.test');
  await expect(enquiry).toContainText('Please call me about a SCADA upgrade for our plant.');
  await expect(enquiry.getByText('New', { exact: true })).toBeVisible();
  // The contact page is in English: the enquiry says so.
  await expect(enquiry.getByText('English', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Enquiries \d+ new/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain('claire.martin@example.test');
});

test('the inbox lists the newest first and the sidebar counts the new ones', async ({ adminPage: page, siteUrl, api }) => {
  const older = unique('Older Sender');
  const newer = unique('Newer Sender');
  await sendEnquiry(siteUrl, older);
  await sendEnquiry(siteUrl, newer);
  await openAdmin(page, '/enquiries');
  await expect(item(page, newer)).toBeVisible();
  const names = await page.getByRole('list', { name: 'Enquiries' }).getByRole('heading').allTextContents();
  expect(names.findIndex((text) => text.startsWith(newer))).toBeLessThan(names.findIndex((text) => text.startsWith(older)));

  const newCount = (await api.enquiries()).filter((enquiry) => enquiry.status === 'new').length;
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: `Enquiries ${newCount} new` })).toBeVisible();
});

test('admin marks an enquiry as handled and back to new', async ({ adminPage: page, siteUrl, api }) => {
  const name = unique('Handled Sender');
  await sendEnquiry(siteUrl, name);
  await openAdmin(page, '/enquiries');
  const enquiry = item(page, name);
  await enquiry.getByRole('button', { name: `Mark as handled (enquiry from ${name})` }).click();
  await expect(enquiry.getByText('Handled', { exact: true })).toBeVisible();
  expect((await api.enquiries()).find((candidate) => candidate.name === name)?.status).toBe('handled');

  await page.getByRole('button', { name: /^Handled/ }).click();
  await expect(item(page, name)).toBeVisible();
  await page.getByRole('button', { name: /^New/ }).click();
  await expect(item(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: /^All/ }).click();

  await item(page, name)
    .getByRole('button', { name: `Mark as new (enquiry from ${name})` })
    .click();
  await expect(item(page, name).getByText('New', { exact: true })).toBeVisible();
});

test('with the mail service down the visitor is told it was received, and staff retry it from the inbox', async ({
  adminPage: page,
  browser,
  siteUrl,
  formsubmit,
}) => {
  const name = unique('Relay Down');
  formsubmit.setMode('down');
  try {
    const visitor = await browser.newPage({ baseURL: siteUrl });
    try {
      await visitor.clock.install();
      await visitor.goto('/contact');
      const form = visitor.getByRole('form', { name: 'Send us a message' });
      // The form hydrates when it scrolls into view.
      await form.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await form.getByLabel(/Full Name/).fill(name);
      await form.getByLabel(/Email Address/).fill('relay.down@example.test');
      await form.getByLabel(/Message/).fill('Please call me about a PLC migration next spring.');
      await visitor.clock.fastForward(5000);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        visitor.getByRole('status').filter({ hasText: "Thank you for your message! We'll get back to you within 24-48 hours." }),
      ).toBeVisible();
      await expect(form.getByLabel(/Full Name/)).toHaveValue('');
    } finally {
      await visitor.close();
    }

    await openAdmin(page, '/enquiries');
    const enquiry = item(page, name);
    await expect(enquiry.getByText('Notification not sent', { exact: true })).toBeVisible();
    await expect(
      enquiry.getByText(/^Notification not sent: the mail service could not be reached\. Next automatic attempt: /),
    ).toBeVisible();
    expect(formsubmit.received.filter((relayed) => String(relayed.body.name).includes('Relay Down'))).toEqual([]);
  } finally {
    formsubmit.setMode('ok');
  }

  const enquiry = item(page, name);
  await enquiry.getByRole('button', { name: `Retry now (notification of the enquiry from ${name})` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Notification of the enquiry from ${name} sent` })).toBeVisible();
  await expect(enquiry.getByText('Notification sent', { exact: true })).toBeVisible();
  await expect(enquiry.getByRole('button', { name: /Retry now/ })).toHaveCount(0);
  expect(formsubmit.received.filter((relayed) => relayed.body.name === name)).toHaveLength(1);
});

test('admin deletes an enquiry only after confirming', async ({ adminPage: page, siteUrl, api }) => {
  const name = unique('Deleted Sender');
  await sendEnquiry(siteUrl, name);
  await openAdmin(page, '/enquiries');
  await item(page, name)
    .getByRole('button', { name: `Delete enquiry from ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this enquiry?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item(page, name)).toBeVisible();
  await item(page, name)
    .getByRole('button', { name: `Delete enquiry from ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete enquiry' }).click();
  await expect(item(page, name)).toHaveCount(0);
  expect((await api.enquiries()).some((candidate) => candidate.name === name)).toBe(false);
});

test('an enquiry written from a French page says French in the inbox', async ({ adminPage: page, siteUrl }) => {
  const name = unique('Camille Roux');
  await sendEnquiry(siteUrl, name, 'fr');
  await openAdmin(page, '/enquiries');
  await expect(item(page, name).getByText('French', { exact: true })).toBeVisible();
});

test('staff mark several enquiries handled and undo it; a bulk delete asks once and has no undo', async ({
  adminPage: page,
  siteUrl,
  api,
}) => {
  const tag = unique('Bulk').split(' ')[1] ?? '';
  const names = [`Bulk Sender ${tag} A`, `Bulk Sender ${tag} B`];
  // One more, not selected: the inbox is not left empty by the deletion.
  for (const name of [...names, unique('Bulk Bystander')]) await sendEnquiry(siteUrl, name);
  await openAdmin(page, '/enquiries');
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(tag);
  await expect(item(page, names[0]!)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem')).toHaveCount(2);
  const ours = async () => (await api.enquiries()).filter((enquiry) => enquiry.name.includes(tag));

  await page.getByLabel('Select all on this page').check();
  const bar = page.getByRole('group', { name: 'Selected enquiries' });
  await bar.getByRole('button', { name: 'Mark as handled', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: '2 enquiries marked as handled' });
  await expect(status).toBeVisible();
  await expect(item(page, names[1]!).getByText('Handled', { exact: true })).toBeVisible();
  expect((await ours()).map((enquiry) => enquiry.status)).toEqual(['handled', 'handled']);

  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: the enquiries are as they were.' })).toBeVisible();
  await expect(item(page, names[0]!).getByText('New', { exact: true })).toBeVisible();
  expect((await ours()).map((enquiry) => enquiry.status)).toEqual(['new', 'new']);

  await page.getByLabel('Select all on this page').check();
  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the selected enquiries?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete 2 enquiries' }).click();
  const deleted = page.getByRole('status').filter({ hasText: '2 enquiries deleted' });
  await expect(deleted).toBeVisible();
  await expect(deleted.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect(await ours()).toEqual([]);
});

test('a view of the inbox is its URL: searched without accents, filtered, page 2 kept on reload, selection across pages, exported', async ({
  adminPage: page,
  siteUrl,
}) => {
  const tag = unique('Inbox').split(' ')[1] ?? '';
  // 26 from Lavéra, two pages of 25; one from elsewhere that the search leaves out.
  const names = Array.from({ length: 26 }, (_, index) => `Inbox ${tag} ${String(index + 1).padStart(2, '0')}`);
  await Promise.all([
    ...names.map((name) => sendEnquiry(siteUrl, name, 'en', 'Raffinerie de Lavéra')),
    sendEnquiry(siteUrl, `Inbox ${tag} Elsewhere`, 'en', 'Chimie de Fos'),
  ]);
  await openAdmin(page, `/enquiries?q=${encodeURIComponent(`LAVERA ${tag}`)}&show=new&sort=name&size=25&page=2`);
  const list = page.getByRole('list', { name: 'Enquiries' });
  await expect(list.getByRole('heading')).toHaveText([new RegExp(`^${names[25]!}`)]);
  await expect(page.getByText('Showing 26–26 of 26')).toBeVisible();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText(/^26 of \d+ enquiries$/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toHaveValue(`LAVERA ${tag}`);
  await expect(page.getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('heading')).toHaveText([new RegExp(`^${names[25]!}`)]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(`Select the message from ${names[25]!}`).check();
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await page.getByLabel(`Select the message from ${names[0]!}`).check();
  await expect(page.getByText('2 enquiries selected')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export this view as CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(27);
  expect(csv).not.toContain('Elsewhere');
});
