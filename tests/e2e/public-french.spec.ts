import type { APIRequestContext } from '@playwright/test';
import { localeOfPath, twinPath } from '#src/i18n/locales.ts';
import { contactFormTexts } from '#src/i18n/texts/contact.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { englishPhrases, frenchReading } from './page-checks.ts';
import { expect, test } from './fixtures.ts';
import { MIN_HUMAN_FILL_MS } from '#src/schemas/form-limits.ts';

// The French site: every English page has its French twin under
// /fr and back, named by hreflang and the language switch; no English text is
// left on a French page; the contact form answers in French; a French project
// page reads the admin's translation and falls back per field, marked lang="en".

const SITE = 'https://www.caronte-automation.fr';
const english = builtRoutes().filter((route) => localeOfPath(route) === 'en');
const french = builtRoutes().filter((route) => localeOfPath(route) === 'fr');

interface Head {
  lang: string;
  canonical: string | undefined;
  alternates: Record<string, string>;
  switchTo: string | undefined;
}

async function headOf(request: APIRequestContext, route: string): Promise<Head> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const html = await response.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1]!, match[2]!]),
  );
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    alternates,
    switchTo: /<a\b[^>]*\bhref="([^"]*)"[^>]*\bdata-language-switch\b/.exec(html)?.[1],
  };
}

test('the two sites have the same pages', () => {
  expect(english.length).toBeGreaterThan(15);
  expect(french.map((route) => twinPath(route, 'en')).sort()).toEqual([...english].sort());
});

for (const route of english) {
  const twin = twinPath(route, 'fr');
  test(`${route} and ${twin} name each other: hreflang, canonical and the language switch`, async ({ request }) => {
    const [en, fr] = await Promise.all([headOf(request, route), headOf(request, twin)]);
    const pair = { en: `${SITE}${route}`, fr: `${SITE}${twin}`, 'x-default': `${SITE}${route}` };
    expect(en).toEqual({ lang: 'en', canonical: pair.en, alternates: pair, switchTo: twin });
    expect(fr).toEqual({ lang: 'fr', canonical: pair.fr, alternates: pair, switchTo: route });
  });
}

// Every built French page is read the same way in public-routes.spec.ts.
test('the French 404 page shows no English interface text', async ({ page }) => {
  await page.goto('/fr/no-such-page');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const text = await frenchReading(page);
  expect(englishPhrases.length).toBeGreaterThan(300);
  expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
});

test('an unknown French address answers the French 404 page; no redirect by Accept-Language', async ({ page, request }) => {
  const response = await page.goto('/fr/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups\u202F! Page introuvable');
  // A French browser asking for an English page gets the English page: crawlers must see both.
  const english = await request.get('/about', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en"');
});

test('the language switch takes a visitor to the same page in the other language and back', async ({ page }) => {
  await page.goto('/sectors/energy');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/sectors/energy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Un automatisme pour une énergie');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/sectors/energy');
});

test('the French contact form checks the fields in French', async ({ page }) => {
  const texts = contactFormTexts.fr;
  await page.clock.install();
  await page.goto('/fr/contact');
  const form = page.getByRole('form', { name: texts.title });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await form.scrollIntoViewIfNeeded();
  await expect(async () => {
    await field(texts.company).fill('x');
    await expect(field(texts.company)).toHaveValue('x');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  }).toPass();
  await field(texts.name).fill(' A ');
  await field(texts.email).fill('jeanne@usine');
  await field(texts.phone).fill('appelez-moi');
  await field(texts.message).fill('Court');
  await page.clock.fastForward(MIN_HUMAN_FILL_MS);
  await form.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText([
    texts.errors.name,
    texts.errors.email,
    texts.errors.phone,
    texts.errors.message,
  ]);
  await expect(field(texts.name)).toBeFocused();
  await page.getByRole('alert').first().getByRole('button', { name: texts.dismiss }).click();
  await expect(page.getByRole('alert')).toHaveCount(3);
});

test('a project translated in the admin shows in French on /fr, and falls back per field, marked English, when cleared', async ({
  page,
  admin,
}) => {
  const project = await admin.createProjectEnhanced({
    title: 'Crude unit DCS migration',
    project_summary: 'Two crude units moved to a new DCS during one turnaround.',
    key_results: ['Cut-over in 36 hours'],
    fr: { title: "Migration du SNCC d'une unité de distillation", project_summary: 'Deux unités migrées pendant un seul arrêt.' },
  });
  try {
    const address = `/fr/projects-enhanced/${project.slug}`;
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText("Migration du SNCC d'une unité de distillation");
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Key results have no French: shown in English and marked so.
    await expect(page.getByRole('region', { name: 'Résultats clés' }).getByRole('list')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/projects-enhanced/${project.slug}`);

    await admin.updateProjectEnhanced(project.id, { fr: { title: '' } });
    await expect(async () => {
      await page.goto(address);
      await expect(heading.locator('[lang="en"]')).toHaveText('Crude unit DCS migration', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    // The summary kept its French.
    await expect(page.getByText('Deux unités migrées pendant un seul arrêt.')).toBeVisible();
  } finally {
    await admin.deleteProjectEnhanced(project.id);
  }
});
