import type { Page } from '@playwright/test';
import { expect, freshClientIp, islandsHydrated, test } from './public-fixtures.ts';

// The contact form of /contact (spec sections 2, 5 and 8) with the default
// provider: POST /api/send-email, which stores the enquiry and relays it to
// the worker's FormSubmit stub.

// Islands hydrate after their scripts load, which a busy machine can make slow.
test.describe.configure({ timeout: 120_000 });

const SUCCESS = "Thank you for your message! We'll get back to you within 24-48 hours.";
const FAILURE = 'There was an error sending your message. Please try again.';
const EXCEPTION = 'There was an error sending your message. Please try again or contact us directly at contact@caronte-automation.fr';

test.beforeEach(async ({ page, formsubmit }) => {
  formsubmit.reset();
  // Each test is its own visitor, so the per-IP limit of the endpoint never carries over.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshClientIp() });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
  await islandsHydrated(page);
});

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });

async function fill(page: Page, values: Partial<Record<'Full Name' | 'Email Address' | 'Company' | 'Phone Number' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const validEnquiry = {
  'Full Name': 'Élodie <b>Martin</b>',
  'Email Address': 'elodie.martin@chimie-fos.example',
  Company: 'Chimie & Fos',
  'Phone Number': '+33 (0)4 42-10-20-30',
  Message: 'We need a quote for a PCS 7 migration.\nOur unit stops in <script>May</script>.',
};

test('the browser asks for name, email and message before anything is sent', async ({ page, formsubmit }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-email')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await field(page, 'Full Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await fill(page, { 'Full Name': 'Jo Bloggs', 'Email Address': 'not-an-email', Message: 'A long enough message.' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await field(page, 'Email Address').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(formsubmit.received).toHaveLength(0);
  expect(await field(page, 'Company').evaluate((input: HTMLInputElement) => input.required)).toBe(false);
  expect(await field(page, 'Phone Number').evaluate((input: HTMLInputElement) => input.required)).toBe(false);
});

test('each validation error of the shared validator is shown as a toast and nothing is sent', async ({ page, formsubmit }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-email')) sent.push(request.url());
  });
  // The browser accepts these; the shared rules do not.
  await fill(page, { 'Full Name': ' A ', 'Email Address': 'jo@localhost', 'Phone Number': 'call me', Message: 'Too short' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText([
    'Name must be at least 2 characters',
    'Please provide a valid email address',
    'Please provide a valid phone number',
    'Message must be at least 10 characters',
  ]);
  await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Full Name')).toBeFocused();
  await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  expect(formsubmit.received).toHaveLength(0);

  await page.getByRole('alert').filter({ hasText: 'Name must be' }).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByRole('alert')).toHaveCount(3);
});

test('visitor sends a message: the button is busy, the success toast shows, the form empties and the relay gets it escaped', async ({
  page,
  formsubmit,
}) => {
  const gate = Promise.withResolvers<undefined>();
  await page.route('**/api/send-email', async (route) => {
    await gate.promise;
    await route.continue();
  });
  await fill(page, validEnquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  gate.resolve(undefined);

  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const label of Object.keys(validEnquiry)) await expect(field(page, label)).toHaveValue('');

  expect(formsubmit.received).toHaveLength(1);
  const relayed = formsubmit.received[0]!;
  expect(relayed.path).toBe(`/ajax/${encodeURIComponent('contact@caronte-automation.fr')}`);
  expect(relayed.body).toMatchObject({
    name: 'Élodie &lt;b&gt;Martin&lt;/b&gt;',
    email: 'elodie.martin@chimie-fos.example',
    company: 'Chimie &amp; Fos',
    phone: '+33 (0)4 42-10-20-30',
    message: 'We need a quote for a PCS 7 migration.<br>Our unit stops in &lt;script&gt;May&lt;/script&gt;.',
  });
  expect(JSON.stringify(relayed.body)).not.toContain('<script>');
});

test('when the relay refuses the enquiry the visitor is asked to try again and keeps the text', async ({ page, formsubmit }) => {
  formsubmit.setMode('reject');
  await fill(page, validEnquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(FAILURE, { timeout: 20_000 });
  await expect(field(page, 'Full Name')).toHaveValue(validEnquiry['Full Name']);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('when the endpoint cannot be reached the visitor gets the company address', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/send-email', (route) => route.abort('connectionrefused'));
  await fill(page, validEnquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(EXCEPTION, { timeout: 20_000 });
  expect(errors.some((text) => text.includes('Failed to send email via custom endpoint'))).toBe(true);
  await expect(field(page, 'Message')).toHaveValue(validEnquiry.Message);
});

test('the bot trap is invisible and out of the tab order, and the GDPR notice links the privacy policy', async ({ page }) => {
  const trap = form(page).locator('input[name="_honey"]');
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await field(page, 'Message').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await expect(form(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
