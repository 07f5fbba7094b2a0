import type { Page } from '@playwright/test';
import { expect, islandsHydrated, test } from './public-fixtures.ts';

// The home page's client-logo carousel (spec sections 4 and 9), with the
// demo clients of the worker's platform.

// Islands hydrate after their scripts load, which a busy machine can make slow.
test.describe.configure({ timeout: 120_000 });

const carousel = (page: Page) => page.getByRole('region', { name: 'Trusted by operators across the south of France' });

async function openHomeAtCarousel(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Planning a migration, a new line or a safety upgrade?' }).scrollIntoViewIfNeeded();
  await islandsHydrated(page);
}

test('visitor sees the active clients, in display order, at the configured size and speed', async ({ page, admin }) => {
  const settings = await admin.settings();
  const active = (await admin.clients()).filter((client) => client.is_active).sort((a, b) => a.display_order - b.display_order);
  expect(active.length).toBeGreaterThan(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openHomeAtCarousel(page);
  const region = carousel(page);
  await expect(region).toBeVisible({ timeout: 20_000 });
  // The first list is the one assistive technology reads; the copy that makes the loop seamless is hidden from it.
  const logos = region.getByRole('list').first().getByRole('img');
  await expect(logos).toHaveCount(active.length);
  expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
    active.map((client) => client.name),
  );
  const first = logos.first();
  await expect(first).toHaveAttribute('width', String(settings.carousel_logo_size));
  await expect(first).toHaveAttribute('height', String(settings.carousel_logo_size / 2));
  expect(await first.evaluate((image) => image.getBoundingClientRect().width)).toBe(settings.carousel_logo_size);
  for (const client of active.filter((candidate) => candidate.website)) {
    await expect(region.getByRole('link', { name: client.name })).toHaveAttribute('href', client.website);
  }
  const rail = page.locator('.clients__rail');
  expect(await rail.evaluate((element) => getComputedStyle(element).animationDuration)).toBe(`${settings.carousel_speed}s`);
});

test('the carousel follows saved settings: logo width, half height and loop duration', async ({ page, admin }) => {
  const before = await admin.settings();
  try {
    await admin.saveSettings({ carousel_enabled: true, carousel_logo_size: 160, carousel_speed: 15 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHomeAtCarousel(page);
    const logo = carousel(page).getByRole('img').first();
    await expect(logo).toHaveAttribute('width', '160', { timeout: 20_000 });
    await expect(logo).toHaveAttribute('height', '80');
    expect(await logo.evaluate((image) => image.getBoundingClientRect().height)).toBe(80);
    expect(await page.locator('.clients__rail').evaluate((element) => getComputedStyle(element).animationDuration)).toBe('15s');
  } finally {
    await admin.saveSettings(before);
  }
});

test('the logo strip scrolls endlessly and pauses on hover, on focus and with its pause button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHomeAtCarousel(page);
  const region = carousel(page);
  const rail = page.locator('.clients__rail');
  const playState = () => rail.evaluate((element) => getComputedStyle(element).animationPlayState);
  await expect(region.getByRole('img').first()).toBeVisible({ timeout: 20_000 });
  expect(await rail.evaluate((element) => getComputedStyle(element).animationName)).toBe('clients-loop');
  expect(await playState()).toBe('running');
  // Two identical halves make the loop seamless; the second is hidden from assistive technology.
  await expect(page.locator('.clients__list--copy')).toHaveAttribute('aria-hidden', 'true');

  await page.locator('.clients__viewport').hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(0, 0);
  await expect.poll(playState).toBe('running');

  await region.getByRole('link').first().focus();
  expect(await playState()).toBe('paused');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const toggle = region.getByRole('button', { name: 'Pause logo animation' });
  await toggle.click();
  await expect(region.getByRole('button', { name: 'Play logo animation' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('paused');
});

test('with reduced motion the logos do not move and can be scrolled by hand', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 800, height: 900 });
  await openHomeAtCarousel(page);
  await expect(carousel(page).getByRole('img').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('.clients__rail').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await expect(page.locator('.clients__list--copy')).toBeHidden();
  expect(await page.locator('.clients__viewport').evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
});

test('the carousel is hidden when it is disabled in the settings', async ({ page, admin }) => {
  const before = await admin.settings();
  try {
    await admin.saveSettings({ ...before, carousel_enabled: false });
    const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/settings'));
    await openHomeAtCarousel(page);
    await settingsRead;
    await page.waitForLoadState('networkidle');
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Provence Raffinage' })).toHaveCount(0);
  } finally {
    await admin.saveSettings(before);
  }
});

test('the carousel is hidden while loading and when no client is active', async ({ page, admin }) => {
  const active = (await admin.clients()).filter((client) => client.is_active);
  try {
    for (const client of active) await admin.updateClient(client.id, { is_active: false });
    const gate = Promise.withResolvers<undefined>();
    await page.route('**/api/clients', async (route) => {
      await gate.promise;
      await route.continue();
    });
    await openHomeAtCarousel(page);
    await expect(page.locator('.clients-anchor')).toBeAttached();
    await expect(carousel(page)).toHaveCount(0);
    const clientsRead = page.waitForResponse((response) => response.url().endsWith('/api/clients'));
    gate.resolve(undefined);
    expect(await (await clientsRead).json()).toEqual([]);
    await page.waitForLoadState('networkidle');
    await expect(carousel(page)).toHaveCount(0);
  } finally {
    for (const client of active) await admin.updateClient(client.id, { is_active: true });
  }
});

test('the carousel is hidden when a client is hidden by the admin and only active ones show', async ({ page, admin }) => {
  const clients = (await admin.clients()).sort((a, b) => a.display_order - b.display_order);
  const hidden = clients[1]!;
  try {
    await admin.updateClient(hidden.id, { is_active: false });
    await openHomeAtCarousel(page);
    const names = carousel(page).getByRole('list').first().getByRole('img');
    await expect(names).toHaveCount(clients.length - 1, { timeout: 20_000 });
    await expect(carousel(page).getByRole('img', { name: hidden.name })).toHaveCount(0);
  } finally {
    await admin.updateClient(hidden.id, { is_active: true });
  }
});

test('a failed request leaves the carousel hidden and is only logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/settings', (route) => route.abort('failed'));
  await openHomeAtCarousel(page);
  await expect.poll(() => errors.some((text) => text.includes('Client carousel hidden: loading failed')), { timeout: 20_000 }).toBe(true);
  await expect(carousel(page)).toHaveCount(0);
});
