import type { Page } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { adminSettled, expect, openAdmin, secondTabWait, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// The site's pages in the admin (ADR 0058): the list with each page's status,
// the draft edited in English and French, a save meeting someone else's,
// publishing (refused while an English field the page shows is empty), and a
// legal page an editor may edit but not publish, and visitors seeing what was
// published. No other browser test reads the About page, the privacy
// policy's or the Services list's stored texts.

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `axe at ${String(width)} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('staff edit the About page in both languages, meet a concurrent save, publish it; a legal page is published by an administrator, live at once', async ({
  adminPage: page,
  api,
  browser,
  siteUrl,
}) => {
  // One flow across two sessions, with the editor invited (scrypt) and axe at two widths on two screens: 85 s on the shared 2-core machine.
  test.setTimeout(150_000);
  const leadEn = unique('Engineers who commission what they design');
  const leadFr = unique('Des ingénieurs qui mettent en service ce qu’ils conçoivent');
  const theirTitle = unique('Who we are, today');

  await openAdmin(page, '/pages');
  const table = page.getByRole('table', { name: 'The site’s pages, in the order of its navigation' });
  await expect(table.getByRole('row')).toHaveCount(22);
  await expect(table.getByRole('rowheader').first()).toHaveText('Home');
  await expect(table.getByRole('row', { name: /\/privacy-policy/ })).toBeVisible();
  // The Services and Sectors lists and Contact are pages too (ADR 0084).
  for (const name of ['Services', 'Sectors', 'Contact'])
    await expect(table.getByRole('link', { name: `Edit the page “${name}”` })).toBeVisible();
  await axeAtBothWidths(page);

  await table.getByRole('link', { name: 'Edit the page “About”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page “About”' })).toBeVisible();
  await adminSettled(page);
  const hero = page.getByRole('region', { name: 'Hero' });
  await hero.getByLabel('Lead (English)', { exact: true }).fill(leadEn);
  await hero.getByLabel('Lead (French)', { exact: true }).fill(leadFr);

  // Meanwhile someone else saves another field of the same draft.
  const stored = await api.page('about');
  if (stored.type !== 'about') throw new Error('about is an about page');
  stored.draft.en.who.title = theirTitle;
  await api.savePageDraft(stored);

  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('region', { name: 'Someone else saved this item while you were editing it' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('definition')).toContainText(theirTitle);
  await expect(page.getByRole('region', { name: 'Who we are' }).getByLabel('Title (English)', { exact: true })).toHaveValue(theirTitle);
  await expect(hero.getByLabel('Lead (English)', { exact: true })).toHaveValue(leadEn);
  await axeAtBothWidths(page);

  // Publishing waits for the draft to be saved, then is refused while an English field it shows is empty.
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await hero.getByLabel('Eyebrow (English)', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await expect(publish).toBeEnabled();
  await publish.click();
  const eyebrow = hero.getByLabel('Eyebrow (English)', { exact: true });
  await expect(eyebrow).toHaveAttribute('aria-invalid', 'true');
  await expect(eyebrow).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'the fields marked below are empty in English' })).toBeVisible();

  await eyebrow.fill('About the company');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText('“About” published')).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Address: /about' })).toHaveText('Address: /about · Published');
  await expect(page.getByRole('region', { name: 'History', exact: true }).getByRole('listitem').first()).toContainText('Published');
  await expect(publish).toBeDisabled();

  // A visitor sees the published lead on /about and /fr/about within 30 s (ADR 0059): each try is a fresh load.
  const aboutVisitor = await browser.newContext({ baseURL: siteUrl });
  try {
    const reader = await aboutVisitor.newPage();
    for (const [path, lead] of [
      ['/about', leadEn],
      ['/fr/about', leadFr],
    ] as const) {
      await expect(async () => {
        await reader.goto(path);
        await expect(reader.getByRole('main').getByText(lead, { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    }
  } finally {
    await aboutVisitor.close();
  }

  // The draft can be scheduled to publish by itself; the date shows until it is cancelled.
  const schedule = page.getByRole('region', { name: 'Scheduled publishing' });
  await schedule.getByLabel('Publish on').fill('2030-06-01T09:30');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule.getByText(/^To be published on .*2030.*, as scheduled by admin\.$/)).toBeVisible();
  expect((await api.page('about')).publish_at).toBe(await page.evaluate(() => new Date('2030-06-01T09:30').toISOString()));
  await schedule.getByRole('button', { name: 'Cancel the schedule' }).click();
  await expect(schedule.getByLabel('Publish on')).toBeVisible();
  expect((await api.page('about')).publish_at).toBeUndefined();

  const published = await api.page('about');
  if (published.type !== 'about') throw new Error('about is an about page');
  expect(published.status).toBe('published');
  expect(published.published.en.hero).toMatchObject({ lead: leadEn, eyebrow: 'About the company' });
  expect(published.published.fr.hero.lead).toBe(leadFr);
  expect(published.published.en.who.title).toBe(theirTitle);

  await page.getByRole('link', { name: 'Pages', exact: true }).first().click();
  await expect(table.getByRole('row', { name: /\/about/ })).toContainText('Published');

  // An editor edits a legal page's section and saves it, but publishing it is an administrator's.
  // The admin has the page open too, and the editor is told so.
  await table.getByRole('link', { name: 'Edit the page “Privacy Policy”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page “Privacy Policy”' })).toBeVisible();
  const editor = await api.staffMember('editor');
  const context = await browser.newContext({ baseURL: siteUrl });
  const theirs = await context.newPage();
  try {
    const body = unique('Personal data is kept for **three years** at most.');
    await storeSession(theirs, siteUrl, editor.token);
    await openAdmin(theirs, '/pages/privacy-policy');
    await adminSettled(theirs);
    await expect(theirs.getByRole('status').filter({ hasText: 'Also open by admin.' })).toBeVisible(secondTabWait);
    const first = theirs.getByRole('group', { name: 'Section 1', exact: true });
    await first.getByRole('textbox', { name: 'Text (English)', exact: true }).fill(body);
    await theirs.getByRole('button', { name: 'Save draft' }).click();
    await expect(theirs.getByText('Unpublished changes')).toBeVisible(secondTabWait);
    await expect(theirs.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(theirs.getByText('Only an administrator can publish a legal page')).toBeVisible();
    await expect(theirs.getByRole('region', { name: 'Scheduled publishing' })).toHaveCount(0);
    const legal = await api.page('privacy-policy');
    if (legal.type !== 'legal') throw new Error('privacy-policy is a legal page');
    expect(legal.draft.en.sections[0]?.body).toBe(body);
    expect(legal.status).toBe('draft');
  } finally {
    await context.close();
  }

  // The administrator adds the French and publishes; a visitor sees both languages at once (ADR 0059).
  const french = unique('Les données personnelles sont gardées **trois ans** au plus.');
  await openAdmin(page, '/pages/privacy-policy');
  await adminSettled(page);
  await expect(page.getByRole('note')).toHaveText(/^Visitors see this page’s published text/);
  await page
    .getByRole('group', { name: 'Section 1', exact: true })
    .getByRole('textbox', { name: 'Text (French)', exact: true })
    .fill(french);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('“Privacy Policy” published')).toBeVisible();
  const privacy = await api.page('privacy-policy');
  if (privacy.type !== 'legal') throw new Error('privacy-policy is a legal page');
  const english = privacy.published.en.sections[0]?.body ?? '';
  const visitor = await browser.newContext({ baseURL: siteUrl });
  try {
    const reader = await visitor.newPage();
    await reader.goto('/privacy-policy');
    const section = reader.getByRole('region', { name: '1. Who we are' });
    await expect(section).toHaveText(`1. Who we are${english.replaceAll('**', '')}`);
    await expect(section.getByRole('strong')).toHaveText('three years');
    await reader.goto('/fr/privacy-policy');
    await expect(reader.getByRole('region', { name: '1. Qui sommes-nous' })).toHaveText(`1. Qui sommes-nous${french.replaceAll('**', '')}`);

    // The home page's hero goes live the same way, / and /fr/ alike (its eyebrow: no other test reads it).
    const eyebrowEn = unique('Martigues · Control systems');
    const eyebrowFr = unique('Martigues · Contrôle-commande');
    await openAdmin(page, '/pages/home');
    await adminSettled(page);
    const homeHero = page.getByRole('region', { name: 'Hero' });
    await homeHero.getByLabel('Eyebrow (English)', { exact: true }).fill(eyebrowEn);
    await homeHero.getByLabel('Eyebrow (French)', { exact: true }).fill(eyebrowFr);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Unpublished changes')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('“Home” published')).toBeVisible();
    await reader.goto('/');
    await expect(reader.getByRole('region', { name: 'Control systems that keep your plant running safely' })).toContainText(eyebrowEn);
    await reader.goto('/fr/');
    await expect(reader.getByRole('region', { name: 'Un contrôle-commande qui fait tourner votre usine en sécurité' })).toContainText(
      eyebrowFr,
    );

    // The Services list's own words are a page's too (ADR 0084): its lead, live on /services and /fr/services.
    const servicesEn = unique('Four services, one team from the study to the support');
    const servicesFr = unique('Quatre services, une équipe de l’étude au support');
    await openAdmin(page, '/pages/services');
    await adminSettled(page);
    const servicesHero = page.getByRole('region', { name: 'Hero' });
    await servicesHero.getByLabel('Lead (English)', { exact: true }).fill(servicesEn);
    await servicesHero.getByLabel('Lead (French)', { exact: true }).fill(servicesFr);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Unpublished changes')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('“Services” published')).toBeVisible();
    for (const [path, lead] of [
      ['/services', servicesEn],
      ['/fr/services', servicesFr],
    ] as const) {
      await reader.goto(path);
      await expect(reader.getByRole('region', { name: /^(Everything|Tout ce dont)/ }).getByText(lead, { exact: true })).toBeVisible();
    }
  } finally {
    await visitor.close();
  }
});
