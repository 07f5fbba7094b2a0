import { demoClients } from '#functions/seed/demo-content.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// The home page's client-logo carousel (spec sections 4 and 9): active clients
// in display order, sized and timed by the settings, hidden while loading, when
// disabled, when no client is active and when loading fails.

const salinsLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"><rect width="200" height="100" fill="#e9eef4"/><text x="100" y="58" text-anchor="middle" font-size="22" fill="#0f1d31">Salins</text></svg>';

const carouselTitle = 'Trusted by operators across the south of France';

const carousel = (page: Page) => page.getByRole('region', { name: carouselTitle });
const rail = (page: Page) => page.getByTestId('client-carousel').locator('.clients__rail');
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
/** Seconds one pass of the client set takes: a loop moves half the rail's copies of the set. */
const secondsPerSet = (page: Page) =>
  rail(page).evaluate((element) => parseFloat(getComputedStyle(element).animationDuration) / (element.querySelectorAll('ul').length / 2));

/** Opens the home page and waits until the carousel has its data (or failed to get it). */
async function openHome(page: Page): Promise<void> {
  const loaded = Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clients'),
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/settings'),
  ]);
  await page.goto('/');
  await page.locator('#expertise').scrollIntoViewIfNeeded();
  await loaded;
}

test.describe('with the demo clients', () => {
  useOwnPlatform(test);

  test('visitor sees every active client logo in display order, linked to its website', async ({ page }) => {
    await openHome(page);
    await expect(carousel(page)).toBeVisible();
    const logos = carousel(page).getByRole('img');
    await expect(logos).toHaveCount(demoClients.length);
    const expected = [...demoClients].sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0));
    expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(expected.map((c) => c.name));
    for (const client of expected) {
      await expect(carousel(page).getByRole('link', { name: client.name })).toHaveAttribute('href', client.website ?? '');
    }
    const first = logos.first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('logos take their width from the settings, half as high, and loop at the set speed', async ({ page, request }) => {
    const api = new AdminApi(request, await apiLogin(request));
    const before = await api.settings();
    try {
      await openHome(page);
      await expect(carousel(page).getByRole('img').first()).toHaveCSS('width', `${before.carousel_logo_size}px`);
      await expect(carousel(page).getByRole('img').first()).toHaveCSS('height', `${before.carousel_logo_size / 2}px`);
      expect(await secondsPerSet(page)).toBe(before.carousel_speed);

      await api.saveSettings({ carousel_enabled: true, carousel_logo_size: 160, carousel_speed: 15 });
      await openHome(page);
      await expect(carousel(page).getByRole('img').first()).toHaveCSS('width', '160px');
      await expect(carousel(page).getByRole('img').first()).toHaveCSS('height', '80px');
      expect(await secondsPerSet(page)).toBe(15);
    } finally {
      await api.saveSettings(before);
    }
  });

  test('the logo strip scrolls endlessly and pauses on hover and on keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    await expect(carousel(page)).toBeVisible();
    expect(await style(rail(page), 'animation-name')).toBe('clients-loop');
    expect(await style(rail(page), 'animation-iteration-count')).toBe('infinite');
    // The copy that makes the loop seamless is hidden from assistive technology and from Tab.
    const copy = page.getByTestId('client-carousel').locator('.clients__list--copy');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy.locator('a').first()).toHaveAttribute('tabindex', '-1');

    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('running');
    await page.getByTestId('client-carousel').hover();
    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('running');
    await carousel(page).getByRole('link', { name: demoClients[0]!.name }).focus();
    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('paused');
  });

  test('a pause button stops the logos for good and plays them again', async ({ page }) => {
    await openHome(page);
    const pause = carousel(page).getByRole('button', { name: 'Pause logo animation' });
    await pause.click();
    await page.mouse.move(0, 0);
    await expect(carousel(page).getByRole('button', { name: 'Play logo animation' })).toHaveAttribute('aria-pressed', 'true');
    expect(await style(rail(page), 'animation-play-state')).toBe('paused');
    await carousel(page).getByRole('button', { name: 'Play logo animation' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('running');
  });

  test('with reduced motion the logos do not move and can be scrolled by hand', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(carousel(page)).toBeVisible();
    expect(await style(rail(page), 'animation-name')).toBe('none');
    expect(await style(page.getByTestId('client-carousel'), 'overflow-x')).toBe('auto');
    // Only the set itself is shown: the copies that fill the moving track are not.
    const copies = page.getByTestId('client-carousel').locator('.clients__list--copy');
    expect(await copies.evaluateAll((lists) => lists.every((list) => getComputedStyle(list).display === 'none'))).toBe(true);
  });

  test('the carousel stays hidden while its data is loading', async ({ page }) => {
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    await page.route('**/api/settings', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#expertise').scrollIntoViewIfNeeded();
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clients');
    await expect(carousel(page)).toHaveCount(0);
    release(undefined);
    await expect(carousel(page)).toBeVisible();
  });

  test('the carousel is hidden when it is disabled in the settings', async ({ page, request }) => {
    const api = new AdminApi(request, await apiLogin(request));
    const before = await api.settings();
    try {
      await api.saveSettings({ ...before, carousel_enabled: false });
      await openHome(page);
      await expect(page.getByRole('heading', { level: 2, name: carouselTitle })).toHaveCount(0);
      await expect(page.getByRole('img', { name: demoClients[0]!.name })).toHaveCount(0);
    } finally {
      await api.saveSettings(before);
    }
    await openHome(page);
    await expect(carousel(page)).toBeVisible();
  });

  test('the carousel is hidden, and the failure only logged, when the clients cannot be loaded', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/clients', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.locator('#expertise').scrollIntoViewIfNeeded();
    await expect.poll(() => errors.join('\n')).toContain('Client carousel hidden: loading failed');
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('with an empty store', () => {
  useOwnPlatform(test, { seed: 'none' });

  test('the carousel is hidden until a client is active', async ({ page, request }) => {
    const api = new AdminApi(request, await apiLogin(request));
    await openHome(page);
    await expect(carousel(page)).toHaveCount(0);

    const logo = await request.post('/api/projects-enhanced/upload-logo', {
      headers: { authorization: `Bearer ${api.token}` },
      multipart: { logo: { name: 'salins.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(salinsLogo) } },
    });
    expect(logo.status()).toBe(201);
    const { logo_url } = (await logo.json()) as { logo_url: string };
    const client = await api.createClient({ name: 'Salins du Midi', logo_url, website: '', is_active: false });
    await openHome(page);
    await expect(carousel(page)).toHaveCount(0);

    await api.updateClient(client.id, { is_active: true });
    await openHome(page);
    await expect(carousel(page)).toBeVisible();
    await expect(carousel(page).getByRole('img', { name: 'Salins du Midi' })).toBeVisible();
    // Without a website the logo is not a link.
    await expect(carousel(page).getByRole('link')).toHaveCount(0);
    // A single logo fits the width, yet scrolls at the set speed: the set is
    // repeated to fill the track (copies hidden from assistive technology), so
    // the speed an admin sets always shows. Hover still pauses it.
    expect(await style(rail(page), 'animation-name')).toBe('clients-loop');
    await expect(carousel(page).getByRole('img')).toHaveCount(1);
    const { railWidth, viewportWidth } = await rail(page).evaluate((element) => ({
      railWidth: element.scrollWidth,
      viewportWidth: element.parentElement!.clientWidth,
    }));
    expect(railWidth).toBeGreaterThanOrEqual(2 * viewportWidth);
    expect(await secondsPerSet(page)).toBe((await api.settings()).carousel_speed);
    await page.getByTestId('client-carousel').hover();
    await expect.poll(() => style(rail(page), 'animation-play-state')).toBe('paused');
    await expect(carousel(page).getByRole('button', { name: 'Pause logo animation' })).toBeVisible();
  });
});
