import { contactExceptionMessage, contactFailureMessage, contactMessages, contactSuccessMessage } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';
import { HONEYPOT_FIELD, MIN_HUMAN_FILL_MS } from '#src/schemas/form-limits.ts';

// The contact form of /contact (spec sections 2, 5 and 8) with the default
// provider: POST /api/send-email, which stores the enquiry and relays it to
// FormSubmit (a stub on 127.0.0.1 here); the thanks once it is stored, the
// failure message only when it was not (a relay that fails: admin-enquiries).
// Its own platform keeps the per-IP sending limit to these tests.

useOwnPlatform(test);

test.beforeEach(({ formsubmit }) => {
  formsubmit.reset();
});

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function openContact(page: Page): Promise<void> {
  // A controlled clock, so a test can let the time a person needs pass (the server's time-to-submit check).
  await page.clock.install();
  await page.goto('/contact');
  // The form hydrates when it scrolls into view; a filled field that keeps its value shows React is in charge.
  await form(page).scrollIntoViewIfNeeded();
  await expect(async () => {
    await field(page, 'Company').fill('x');
    await expect(field(page, 'Company')).toHaveValue('x');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  }).toPass();
  await field(page, 'Company').fill('');
}

async function fillValid(page: Page, values: Partial<Record<'name' | 'email' | 'company' | 'phone' | 'message', string>> = {}) {
  await field(page, 'Full Name').fill(values.name ?? 'Camille Arnaud');
  await field(page, 'Email Address').fill(values.email ?? 'camille.arnaud@example.com');
  await field(page, 'Company').fill(values.company ?? 'Raffinerie de Provence');
  await field(page, 'Phone Number').fill(values.phone ?? '+33 (0)4 42 00 00 00');
  await field(page, 'Message').fill(values.message ?? 'We need to migrate the DCS of our crude unit during the 2027 turnaround.');
  await page.clock.fastForward(MIN_HUMAN_FILL_MS);
}

test('the browser requires Full Name, Email Address and Message before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/send-email')) sent.push(request.url());
  });
  await openContact(page);
  await sendButton(page).click();
  for (const label of ['Full Name', 'Email Address', 'Message']) {
    await expect(field(page, label)).toHaveAttribute('required', '');
    expect(await field(page, label).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  }
  for (const label of ['Company', 'Phone Number']) await expect(field(page, label)).not.toHaveAttribute('required');
  await expect(field(page, 'Email Address')).toHaveAttribute('type', 'email');
  expect(sent).toEqual([]);
});

test('each rule the validator breaks appears as its own toast and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/send-email')) sent.push(request.url());
  });
  await openContact(page);
  await fillValid(page, { name: ' A ', email: 'jane@plant', phone: 'call me maybe', message: 'Too short' });
  await sendButton(page).click();
  const toasts = page.getByRole('alert');
  await expect(toasts.getByRole('paragraph')).toHaveText([
    contactMessages.name,
    contactMessages.email,
    contactMessages.phone,
    contactMessages.message,
  ]);
  await expect(field(page, 'Full Name')).toBeFocused();
  await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);

  // A toast can be dismissed, and fixing a field clears its error state.
  await toasts.first().getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts).toHaveCount(3);
  await field(page, 'Full Name').fill('Jane Martin');
  await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid');
});

test('visitor sends a message: Sending... while busy, then the thanks, an empty form and an escaped relay', async ({
  page,
  formsubmit,
  request,
}) => {
  await openContact(page);
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  let sent: unknown;
  await page.route('**/api/send-email', async (route) => {
    sent = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  await fillValid(page, {
    name: 'Jeanne <b>Dupont</b>',
    company: 'Chimie & Fils "Sud"',
    message: 'Line one <script>alert(1)</script>\nLine two',
  });
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  // The page's language goes with the enquiry, and the page that led to it: here the contact page, opened directly (ADR 0073).
  // The request reaches the route handler a moment after the button changes.
  await expect.poll(() => sent).toMatchObject({ name: 'Jeanne <b>Dupont</b>', language: 'en', source_path: '/contact' });
  release(undefined);

  await expect(page.getByRole('status').filter({ hasText: contactSuccessMessage })).toBeVisible();
  await expect(sendButton(page)).toHaveText('Send Message');
  await expect(sendButton(page)).toBeEnabled();
  for (const label of ['Full Name', 'Email Address', 'Company', 'Phone Number', 'Message'])
    await expect(field(page, label)).toHaveValue('');

  expect(formsubmit.received).toHaveLength(1);
  const relay = formsubmit.received[0]!;
  expect(relay.path).toBe(`/ajax/${encodeURIComponent(site.email)}`);
  expect(relay.body).toMatchObject({
    name: 'Jeanne &lt;b&gt;Dupont&lt;/b&gt;',
    email: 'camille.arnaud@example.com',
    company: 'Chimie &amp; Fils &quot;Sud&quot;',
    phone: '+33 (0)4 42 00 00 00',
    message: 'Line one &lt;script&gt;alert(1)&lt;/script&gt;<br>Line two',
    _replyto: 'camille.arnaud@example.com',
  });
  expect(JSON.stringify(relay.body)).not.toContain('<script>');

  // The enquiry is also kept for the admin inbox, as typed.
  const api = new AdminApi(request, await apiLogin(request));
  const [latest] = await api.enquiries();
  expect(latest).toMatchObject({ name: 'Jeanne <b>Dupont</b>', email: 'camille.arnaud@example.com', language: 'en' });
});

test('a refusal, where nothing was stored, shows the failure message and keeps what the visitor typed', async ({ page, formsubmit }) => {
  await openContact(page);
  // The endpoint's own answer when its store is unavailable: the enquiry was not kept.
  await page.route('**/api/send-email', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'The data store is temporarily unavailable. Please try again.',
        code: 'store_unavailable',
        params: {},
      }),
    }),
  );
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(contactFailureMessage);
  await expect(field(page, 'Full Name')).toHaveValue('Camille Arnaud');
  await expect(sendButton(page)).toBeEnabled();
  expect(formsubmit.received).toEqual([]);
});

test('an unreachable server shows the message with the company email and keeps the form', async ({ page }) => {
  await openContact(page);
  await page.route('**/api/send-email', (route) => route.abort('connectionrefused'));
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(contactExceptionMessage(site.email));
  await expect(field(page, 'Message')).not.toHaveValue('');
  await expect(sendButton(page)).toHaveText('Send Message');
});

test('a filled honeypot looks like success to the bot but nothing is relayed', async ({ page, formsubmit }) => {
  await openContact(page);
  const trap = form(page).locator(`input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await fillValid(page);
  // What a form-filling bot does: set the value and fire the input event, as typing would.
  await trap.evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'https://spam.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: contactSuccessMessage })).toBeVisible();
  expect(formsubmit.received).toEqual([]);
});

test('a short GDPR notice under the form links the privacy policy', async ({ page }) => {
  await openContact(page);
  const notice = form(page).getByText(/We use your details only to answer your enquiry/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
