import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { contactConfigFromEnv, sendEnquiry, type ContactConfig } from '#src/lib/contact/providers.ts';
import { providerErrors } from '#src/lib/contact/provider-failure.ts';
import { freshIp } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { startEmailJsStub, type EmailJsStub } from '#tests/fixtures/emailjs-stub.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
import { closedRelayUrl } from '#tests/fixtures/relay.ts';

// The contact form's providers (src/lib/contact/providers.ts) against real
// endpoints on 127.0.0.1: /api/send-email served by its handler, and stubs of
// FormSubmit and EmailJS.

useBlobsStore({ RELAY_TIMEOUT_MS: '400', CONTACT_EMAIL: 'enquiries@example.test' });

let formsubmit: FormSubmitStub;
let emailjs: EmailJsStub;
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  formsubmit = await startFormSubmitStub();
  emailjs = await startEmailJsStub();
  // /api/send-email, served over HTTP by its real handler, as the browser reaches it.
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url !== '/api/send-email') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      const request = new Request(`http://localhost${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
      });
      void sendEmailHandler(request, { ip: freshIp() }).then(async (response) => {
        res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await formsubmit.stop();
  await emailjs.stop();
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

beforeEach(() => {
  formsubmit.reset();
  emailjs.reset();
  process.env.FORMSUBMIT_URL = formsubmit.url;
  // EmailJS reads location.pathname for its optional rate limit, as in a browser.
  vi.stubGlobal('location', new URL('http://localhost/contact'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const enquiry = {
  name: 'Marc <b>Durand</b>',
  email: 'marc.durand@chimie.example',
  company: 'Chimie & Co',
  phone: '+33 4 42 11 22 33',
  message: 'Line one\nLine <script>two</script>',
  language: 'en' as const,
  _elapsed: 8000,
};

const config = (overrides: Partial<ContactConfig> = {}): ContactConfig => ({
  ...contactConfigFromEnv({}),
  contactEmail: 'enquiries@example.test',
  formSubmitUrl: formsubmit.url,
  customEndpoint: `${apiUrl}/api/send-email`,
  ...overrides,
});

const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

test('the build configuration defaults to the custom endpoint, FormSubmit and the company address', () => {
  expect(contactConfigFromEnv({})).toEqual({
    provider: 'custom',
    contactEmail: 'contact@caronte-automation.fr',
    formSubmitUrl: 'https://formsubmit.co',
    customEndpoint: '/api/send-email',
    emailjs: { serviceId: '', templateId: '', publicKey: '', origin: '' },
  });
  const configured = contactConfigFromEnv({
    PUBLIC_CONTACT_PROVIDER: 'emailjs',
    PUBLIC_FORMSUBMIT_URL: 'http://127.0.0.1:9999/',
    PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
    PUBLIC_EMAILJS_TEMPLATE_ID: 'template_1',
    PUBLIC_EMAILJS_PUBLIC_KEY: 'key_1',
  });
  expect(configured).toMatchObject({
    provider: 'emailjs',
    formSubmitUrl: 'http://127.0.0.1:9999',
    emailjs: { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1' },
  });
});

const received = { success: true, message: "Thank you for your message! We'll get back to you within 24-48 hours." };

test('custom provider: the endpoint stores and relays the enquiry and the form gets success', async () => {
  const result = await sendEnquiry(enquiry, config());
  expect(result).toEqual(received);
  expect(formsubmit.received).toHaveLength(1);
  expect(formsubmit.received[0]?.body).toMatchObject({ name: 'Marc &lt;b&gt;Durand&lt;/b&gt;' });
});

test('custom provider: the enquiry stored, a relay that fails or cannot be reached is still a success for the form', async () => {
  silenceErrors();
  formsubmit.setMode('error');
  expect(await sendEnquiry({ ...enquiry, name: 'Relay error' }, config())).toEqual(received);
  process.env.FORMSUBMIT_URL = await closedRelayUrl();
  expect(await sendEnquiry({ ...enquiry, name: 'Relay unreachable' }, config())).toEqual(received);
});

test('custom provider: a refusal of the endpoint, where nothing was stored, comes back as success false, not as an exception', async () => {
  // What the browser's own check would have stopped, refused by the endpoint's.
  const result = await sendEnquiry({ ...enquiry, name: 'Refused sender', message: 'Too short' }, config());
  expect(result).toEqual({ success: false, message: 'Message must be at least 10 characters' });
  expect(formsubmit.received).toHaveLength(0);
});

test('custom provider: an unreachable or broken endpoint throws the spec message, logged', async () => {
  const errors = silenceErrors();
  await expect(sendEnquiry(enquiry, config({ customEndpoint: 'http://127.0.0.1:9/api/send-email' }))).rejects.toThrow(
    providerErrors.custom,
  );
  // A 404 carries no success flag: it is a failure to send, not an answer.
  await expect(sendEnquiry(enquiry, config({ customEndpoint: `${apiUrl}/api/nowhere` }))).rejects.toThrow(
    'Failed to send email via custom endpoint',
  );
  expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string })).toEqual([
    expect.objectContaining({ message: 'Failed to send email via custom endpoint' }),
    expect.objectContaining({ message: 'Failed to send email via custom endpoint' }),
  ]);
});

test('formsubmit provider: the browser posts the escaped payload to the AJAX endpoint of the company address', async () => {
  const result = await sendEnquiry({ ...enquiry, _honey: '' }, config({ provider: 'formsubmit' }));
  expect(result.success).toBe(true);
  expect(formsubmit.received).toHaveLength(1);
  const [relay] = formsubmit.received;
  expect(relay?.path).toBe('/ajax/enquiries%40example.test');
  expect(relay?.headers['content-type']).toBe('application/json');
  expect(relay?.body).toMatchObject({
    name: 'Marc &lt;b&gt;Durand&lt;/b&gt;',
    email: 'marc.durand@chimie.example',
    company: 'Chimie &amp; Co',
    message: 'Line one<br>Line &lt;script&gt;two&lt;/script&gt;',
    // Subjects are plain text in mail clients: markup is defused with look-alike angle quotes, & kept readable.
    _subject: 'New enquiry from Marc ‹b›Durand‹/b› (Chimie & Co)',
    _template: 'table',
    _captcha: 'false',
    _honey: '',
  });
  expect(String(relay?.body._autoresponse)).not.toMatch(/Marc|Durand|Line one|script/);
});

test('formsubmit provider: a refusal is success false and an HTTP error throws the spec message', async () => {
  const errors = silenceErrors();
  formsubmit.setMode('reject');
  expect(await sendEnquiry(enquiry, config({ provider: 'formsubmit' }))).toMatchObject({ success: false });
  formsubmit.setMode('error');
  await expect(sendEnquiry(enquiry, config({ provider: 'formsubmit' }))).rejects.toThrow('Failed to send email via FormSubmit');
  await expect(sendEnquiry(enquiry, config({ provider: 'formsubmit', formSubmitUrl: 'http://127.0.0.1:9' }))).rejects.toThrow(
    providerErrors.formsubmit,
  );
  expect(errors).toHaveBeenCalledTimes(2);
});

test('emailjs provider: without its keys it throws "EmailJS not configured" and sends nothing', async () => {
  const errors = silenceErrors();
  await expect(sendEnquiry(enquiry, config({ provider: 'emailjs' }))).rejects.toThrow('EmailJS not configured');
  expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', message: 'EmailJS not configured' });
  expect(emailjs.received).toHaveLength(0);
});

test('emailjs provider: sends the spec template parameters with escaped emails', async () => {
  const keys = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test', origin: emailjs.url };
  const result = await sendEnquiry({ ...enquiry, company: '', phone: '' }, config({ provider: 'emailjs', emailjs: keys }));
  expect(result.success).toBe(true);
  expect(emailjs.received).toHaveLength(1);
  const sent = emailjs.received[0]!;
  expect(sent.path).toBe('/api/v1.0/email/send');
  expect(sent.body).toMatchObject({ service_id: 'service_test', template_id: 'template_test', user_id: 'public_test' });
  const params = sent.body.template_params as Record<string, string>;
  expect(params).toMatchObject({
    from_name: 'Marc <b>Durand</b>',
    from_email: 'marc.durand@chimie.example',
    from_company: 'Not specified',
    from_phone: 'Not provided',
    to_email: 'enquiries@example.test',
    reply_to: 'marc.durand@chimie.example',
    subject: 'New enquiry from Marc <b>Durand</b>',
  });
  expect(Object.keys(params).sort()).toEqual(
    [
      'admin_email_html',
      'customer_email_html',
      'email_subject',
      'from_company',
      'from_email',
      'from_name',
      'from_phone',
      'message',
      'reply_to',
      'subject',
      'to_email',
    ].sort(),
  );
  expect(params.admin_email_html).toContain('Marc &lt;b&gt;Durand&lt;/b&gt;');
  expect(params.customer_email_html).not.toMatch(/Marc|Durand|script/);
});

test('emailjs provider: a refusal by EmailJS throws, logged', async () => {
  const errors = silenceErrors();
  emailjs.setStatus(400);
  const keys = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test', origin: emailjs.url };
  await expect(sendEnquiry(enquiry, config({ provider: 'emailjs', emailjs: keys }))).rejects.toThrow(providerErrors.emailjs);
  expect(errors).toHaveBeenCalledOnce();
});

test('an unknown provider is a configuration error', async () => {
  silenceErrors();
  await expect(sendEnquiry(enquiry, config({ provider: 'carrier-pigeon' }))).rejects.toThrow('Invalid email provider configuration');
  expect(formsubmit.received).toHaveLength(0);
});
