import type { Page } from '@playwright/test';
import { clientTexts } from '#admin/features/clients/texts.ts';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { french as commonFrench } from '#admin/lib/texts/common-fr.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { dashboardTexts } from '#admin/lib/texts/dashboard.ts';
import { french as dashboardFrench } from '#admin/lib/texts/dashboard-fr.ts';
import { frenchOf } from '#src/i18n/translated.ts';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';
import { loginTexts } from '#admin/features/auth/texts.ts';
import { projectFormTexts, projectTexts } from '#admin/lib/texts/projects.ts';
import { oldProjectTexts } from '#admin/features/projects/texts.ts';
import { projectSheetTexts } from '#admin/features/projects-enhanced/texts.ts';
import { collectionTexts } from '#admin/lib/texts/collections.ts';
import { roleInSentenceTexts } from '#admin/lib/texts/roles.ts';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { auditTexts } from '#admin/features/audit/texts.ts';
import { privacyTexts } from '#admin/features/privacy/texts.ts';
import { historyTexts } from '#admin/features/history/texts.ts';
import { staffTexts } from '#admin/features/staff/texts.ts';
import { projectCountTexts, taxonomyTexts } from '#admin/features/taxonomy/texts.ts';
import { englishOnlyPhrases } from '#tests/fixtures/catalogues.ts';
import { adminSettled, expect, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// The admin in French: each user chooses the language in the
// account menu; it is remembered, reaches the login page, and every screen,
// message and date follows it. English stays the spec's (the other admin suites).

const catalogues = [
  clientTexts,
  // The areas whose French is a module of its own (ADR 0080), as the admin shows them.
  { en: commonTexts.en, fr: frenchOf('admin-common', commonTexts.en, commonFrench) },
  { en: dashboardTexts.en, fr: frenchOf('admin-dashboard', dashboardTexts.en, dashboardFrench) },
  itemTexts,
  enquiryTexts,
  loginTexts,
  oldProjectTexts,
  projectFormTexts,
  projectSheetTexts,
  projectTexts,
  settingsTexts,
  projectCountTexts,
  taxonomyTexts,
  auditTexts,
  historyTexts,
  staffTexts,
  backupTexts,
  privacyTexts,
  collectionTexts,
  roleInSentenceTexts,
];

/** English interface phrases with no French twin, from every admin catalogue. */
const englishPhrases = englishOnlyPhrases(catalogues.map((texts): [unknown, unknown] => [texts.en, texts.fr]));

async function inFrench(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('admin_language:admin', 'fr'));
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...labels, document.title].join('\n').replace(/[\u00A0\u202F]/g, ' ');
  });
}

// A session of its own: the test signs out.
test('staff switch the admin to French in the account menu; it is remembered, and the login page follows', async ({
  page,
  ownSession,
  siteUrl,
}) => {
  await storeSession(page, siteUrl, ownSession.token);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Tous les projets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('admin_language:admin'))).toBe('fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle(/^Tableau de bord \| Administration \|/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: "Connexion à l'administration" })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Vous avez été déconnecté.');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("« Nom d'utilisateur » est obligatoire")).toBeVisible();
  // And back to English from the login page itself.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a form in French says what is missing in French, and saves with a French confirmation', async ({ adminPage: page }) => {
  await inFrench(page, '/clients/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau client' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page.getByText('« Nom » est obligatoire')).toBeVisible();
  await expect(page.getByText('« Adresse du logo » est obligatoire')).toBeVisible();
  await page.getByLabel('Nom', { exact: true }).fill('Terminaux du Golfe');
  await page.getByLabel('Adresse du logo', { exact: true }).fill('https://cdn.example.test/logo.svg');
  await page.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page.getByText('Client « Terminaux du Golfe » ajouté')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

const screens = [
  '/dashboard',
  '/projects-enhanced',
  '/projects-enhanced/new',
  '/sectors',
  '/technologies',
  '/projects',
  '/projects/new',
  '/clients',
  '/enquiries',
  '/settings',
  '/recently-deleted',
  '/audit',
  '/users',
  '/backup',
  '/privacy',
];

for (const path of screens) {
  test(`${path} in French: no English interface text, and axe finds nothing`, async ({ adminPage: page }) => {
    await inFrench(page, path);
    await adminSettled(page);
    const text = await visibleText(page);
    expect(englishPhrases.length).toBeGreaterThan(100);
    expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
