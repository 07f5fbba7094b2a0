import { defaultSettings } from '#src/schemas/settings.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { svgLogo } from '#tests/fixtures/logo-files.ts';
import { expect, openAdmin, test, visitorPoll } from './admin-fixtures.ts';
import { pageSettled } from './public-fixtures.ts';

// Site Settings: 'Logo Carousel Configuration' with its bounds and steps, the
// disabled state, the non-numeric fallback, the live preview, the spec's
// messages, and the home-page carousel following the saved values.

test.beforeEach(async ({ api }) => {
  await api.saveSettings(defaultSettings);
});

test('the settings screen shows the carousel configuration and the footer social links, with the stored values', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Site Settings | Admin | Caronte Automation');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Logo Carousel Configuration', 'Footer social links', 'History']);
  for (const label of ['LinkedIn address', 'YouTube address', 'X address']) await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByLabel('Show the logo carousel')).toBeChecked();
  await expect(page.getByLabel('Logo size in pixels')).toHaveValue('256');
  await expect(page.getByRole('slider', { name: 'Logo size' })).toHaveAttribute('aria-valuetext', '256 pixels');
  await expect(page.getByLabel('Speed in seconds')).toHaveValue('40');
  await expect(page.getByRole('slider', { name: 'Speed' })).toHaveValue('40');
});

test('the logo size moves in steps of 16 from 100 to 500 and typed values snap to them', async ({ adminPage: page }) => {
  await openAdmin(page, '/settings');
  const slider = page.getByRole('slider', { name: 'Logo size' });
  const number = page.getByLabel('Logo size in pixels');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(number).toHaveValue('272');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(number).toHaveValue('240');
  await page.keyboard.press('End');
  await expect(number).toHaveValue('500');
  await page.keyboard.press('ArrowLeft');
  await expect(number).toHaveValue('496');
  await page.keyboard.press('Home');
  await expect(number).toHaveValue('100');
  await page.keyboard.press('ArrowRight');
  await expect(number).toHaveValue('112');

  await number.fill('300');
  await number.blur();
  await expect(number).toHaveValue('304');
  await number.fill('9000');
  await number.blur();
  await expect(number).toHaveValue('500');
  // Nothing numeric falls back to the default.
  await number.fill('');
  await number.blur();
  await expect(number).toHaveValue('256');
});

test('the speed moves in steps of 5 from 10 to 120 and typed values snap to them', async ({ adminPage: page }) => {
  await openAdmin(page, '/settings');
  const slider = page.getByRole('slider', { name: 'Speed' });
  const number = page.getByLabel('Speed in seconds');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(number).toHaveValue('45');
  await page.keyboard.press('Home');
  await expect(number).toHaveValue('10');
  await page.keyboard.press('End');
  await expect(number).toHaveValue('120');
  await number.fill('33');
  await number.blur();
  await expect(number).toHaveValue('35');
  await number.fill('');
  await number.blur();
  await expect(number).toHaveValue('40');
});

test('the size and speed are disabled while the carousel is off', async ({ adminPage: page }) => {
  await openAdmin(page, '/settings');
  await page.getByLabel('Show the logo carousel').uncheck();
  await expect(page.getByRole('slider', { name: 'Logo size' })).toBeDisabled();
  await expect(page.getByLabel('Logo size in pixels')).toBeDisabled();
  await expect(page.getByRole('slider', { name: 'Speed' })).toBeDisabled();
  await expect(page.getByLabel('Speed in seconds')).toBeDisabled();
  await expect(page.getByText('The carousel is turned off: the home page shows no client logos.')).toBeVisible();
  await page.getByLabel('Show the logo carousel').check();
  await expect(page.getByRole('slider', { name: 'Speed' })).toBeEnabled();
});

test('the live preview follows the size and speed being edited', async ({ adminPage: page, api }) => {
  await api.createClient({ logo_url: 'https://logos.example.test/preview.svg' });
  await openAdmin(page, '/settings');
  const logo = page.locator('.carousel-preview__logo').first();
  const width = () => logo.evaluate((element) => Math.round(element.getBoundingClientRect().width));
  const loop = () => page.locator('.carousel-preview__track').evaluate((element) => getComputedStyle(element).animationDuration);
  await expect.poll(width).toBe(128);
  await expect.poll(loop).toBe('40s');

  await page.getByLabel('Logo size in pixels').fill('400');
  await page.getByLabel('Speed in seconds').fill('60');
  await expect.poll(width).toBe(200);
  await expect.poll(loop).toBe('60s');
  await expect(page.getByText('400 × 200 px logos, one loop every 60 s. Hover to pause.')).toBeVisible();
});

test('admin saves the settings: Settings saved successfully!', async ({ adminPage: page, api }) => {
  await openAdmin(page, '/settings');
  await page.getByLabel('Logo size in pixels').fill('320');
  await page.getByLabel('Speed in seconds').fill('25');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  expect(await api.settings()).toMatchObject({ carousel_logo_size: 320, carousel_speed: 25, carousel_enabled: true });

  await page.getByLabel('Show the logo carousel').uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(() => api.settings()).toMatchObject({ carousel_logo_size: 320, carousel_speed: 25, carousel_enabled: false });
  await page.reload();
  await expect(page.getByLabel('Show the logo carousel')).not.toBeChecked();
  await expect(page.getByLabel('Logo size in pixels')).toHaveValue('320');
});

test('a save that cannot reach the server says Failed to save settings. Please try again.', async ({ adminPage: page, api }) => {
  await openAdmin(page, '/settings');
  await page.route('**/api/settings', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await page.getByLabel('Speed in seconds').fill('90');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert').getByText('Failed to save settings. Please try again.').first()).toBeVisible();
  expect((await api.settings()).carousel_speed).toBe(40);
});

test('a settings change changes the home-page carousel', async ({ adminPage: page, api, browser, siteUrl }) => {
  const client = await api.createClient({ name: unique('Carousel Check'), logo_url: await api.uploadLogo(svgLogo), display_order: 0 });
  const visitor = await browser.newPage({ baseURL: siteUrl });
  /** The width the home page gives this client's logo, or null when the carousel does not show it. */
  const homeLogoWidth = async () => {
    await visitor.goto('/');
    // The carousel island loads when it comes near the viewport.
    await pageSettled(visitor);
    const logo = visitor.getByRole('img', { name: client.name, exact: true });
    return (await logo.count()) === 0 ? null : logo.getAttribute('width');
  };
  try {
    await expect.poll(homeLogoWidth, visitorPoll).toBe('256');

    await openAdmin(page, '/settings');
    await page.getByRole('slider', { name: 'Logo size' }).focus();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await expect.poll(homeLogoWidth, visitorPoll).toBe('100');

    await page.getByRole('slider', { name: 'Logo size' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(homeLogoWidth, visitorPoll).toBe('500');

    await page.getByLabel('Show the logo carousel').uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(homeLogoWidth, visitorPoll).toBeNull();
  } finally {
    await visitor.close();
    await api.saveSettings(defaultSettings);
  }
});
