import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { enquiriesHandler, sendEmailHandler } from '#functions/enquiries.ts';
import { readText } from '#functions/store.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';

useBlobsStore({ RELAY_TIMEOUT_MS: '400', CONTACT_EMAIL: 'enquiries@example.test' });

let stub: FormSubmitStub;
let token: string;

beforeAll(async () => {
  stub = await startFormSubmitStub();
  process.env.FORMSUBMIT_URL = stub.url;
  token = await adminToken();
});
afterAll(async () => {
  await stub.stop();
});
beforeEach(() => {
  stub.reset();
  process.env.FORMSUBMIT_URL = stub.url;
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Claire Martin',
  email: 'claire.martin@raffinerie.example',
  company: 'Raffinerie de Provence',
  phone: '+33 4 42 00 00 00',
  message: 'We need a SIL 2 review of our furnace burner management system.',
  ...overrides,
});
const send = (body: unknown, ip = freshIp()) => sendEmailHandler(jsonRequest('/api/send-email', 'POST', body), { ip });
const inbox = async () =>
  (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as {
    id: string;
    name: string;
    relay: { status: string; error?: string };
  }[];

test('visitor sends an enquiry: it is stored, relayed to FormSubmit and answered with the spec message', async () => {
  const response = await send(enquiry());
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: "Thank you for your message! We'll get back to you within 24-48 hours.",
  });

  expect(stub.received).toHaveLength(1);
  const relayed = stub.received[0]!;
  expect(relayed.path).toBe('/ajax/enquiries%40example.test');
  expect(relayed.body).toMatchObject({
    name: 'Claire Martin',
    email: 'claire.martin@raffinerie.example',
    company: 'Raffinerie de Provence',
    phone: '+33 4 42 00 00 00',
    _subject: 'New enquiry from Claire Martin (Raffinerie de Provence)',
    _template: 'table',
    _captcha: 'false',
    _replyto: 'claire.martin@raffinerie.example',
  });
  expect(String(relayed.body._autoresponse)).toContain('within 24-48 hours');

  const [stored] = await inbox();
  expect(stored).toMatchObject({ name: 'Claire Martin', status: 'new', relay: { status: 'sent' } });
});

test('optional company and phone default to "Not specified" and "Not provided" in the relay', async () => {
  await send(enquiry({ company: '', phone: undefined }));
  expect(stub.received[0]!.body).toMatchObject({ company: 'Not specified', phone: 'Not provided' });
});

test('every visitor value reaches the relay HTML-escaped', async () => {
  await send(
    enquiry({ name: '<script>alert(1)</script>', company: '"Evil" & Co', message: 'Hello <img src=x onerror=alert(1)> there, ten+ chars' }),
  );
  const body = stub.received[0]!.body;
  expect(body.name).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(body.company).toBe('&quot;Evil&quot; &amp; Co');
  expect(String(body.message)).not.toContain('<img');
  expect(String(body._autoresponse)).not.toContain('<script>');
  expect(body._subject).toBe('New enquiry from &lt;script&gt;alert(1)&lt;/script&gt; (&quot;Evil&quot; &amp; Co)');
  expect(String(body.admin_email_html)).toContain('&lt;script&gt;');
});

test('each validation rule answers 400 with the spec message for its field', async () => {
  const response = await send({ name: 'A', email: 'not an email', phone: 'call me', message: 'short' });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues: { path: string; message: string }[] };
  expect(body.issues).toEqual(
    expect.arrayContaining([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please provide a valid email address' },
      { path: 'phone', message: 'Please provide a valid phone number' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]),
  );
  expect(stub.received).toHaveLength(0);
});

for (const [mode, what] of [
  ['error', 'the relay answers 500'],
  ['reject', "the relay answers success 'false'"],
  ['hang', 'the relay hangs past the timeout'],
] as const) {
  test(`when ${what}, the enquiry is kept with the failure recorded and the visitor gets the spec message`, async () => {
    stub.setMode(mode);
    const name = `Relay ${mode} tester`;
    const started = Date.now();
    const response = await send(enquiry({ name }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: 'There was an error sending your message. Please try again.' });
    const stored = (await inbox()).find((item) => item.name === name);
    expect(stored?.relay.status).toBe('failed');
    expect(stored?.relay.error).toContain('Failed to send email via FormSubmit');
  });
}

test('when the relay refuses connections, the enquiry is kept and the visitor gets the spec message', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  process.env.FORMSUBMIT_URL = `http://127.0.0.1:${closedPort}`;
  const response = await send(enquiry({ name: 'Refused relay tester' }));
  expect(response.status).toBe(502);
  const stored = (await inbox()).find((item) => item.name === 'Refused relay tester');
  expect(stored?.relay.status).toBe('failed');
});

test('a filled honeypot is answered like a success but nothing is stored or relayed', async () => {
  const before = await readText('enquiries');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    for (const honey of ['http://spam.example', 1, true, ['x'], { a: 1 }]) {
      const response = await send(enquiry({ name: 'Spam bot', _honey: honey }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: "Thank you for your message! We'll get back to you within 24-48 hours.",
      });
    }
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)) as unknown)).toContainEqual(
      expect.objectContaining({ event: 'contact_honeypot' }),
    );
  } finally {
    warn.mockRestore();
  }
  expect(stub.received).toHaveLength(0);
  expect(await readText('enquiries')).toBe(before);
});

test('an empty honeypot, as people leave it, does not stop the enquiry', async () => {
  const response = await send(enquiry({ name: 'Honest visitor', _honey: '' }));
  expect(response.status).toBe(200);
  expect(stub.received).toHaveLength(1);
  expect((await inbox()).some((item) => item.name === 'Honest visitor')).toBe(true);
});

test('the enquiry is stored before the relay is tried', async () => {
  stub.setMode('hang');
  const pending = send(enquiry({ name: 'Stored first tester' }));
  await vi.waitFor(() => expect(stub.received).toHaveLength(1), { timeout: 2000, interval: 10 });
  const whileRelaying = (await inbox()).find((item) => item.name === 'Stored first tester');
  expect(whileRelaying?.relay.status).toBe('pending');
  expect((await pending).status).toBe(502);
});

test('a relay failure is logged with its context', async () => {
  stub.setMode('error');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await send(enquiry({ name: 'Logged failure tester' }));
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    const stored = (await inbox()).find((item) => item.name === 'Logged failure tester')!;
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        event: 'contact_relay_failed',
        enquiry: stored.id,
        error: expect.stringMatching(/^Failed to send email via FormSubmit: HTTP 500/) as unknown,
      }),
    );
  } finally {
    logged.mockRestore();
  }
});

test('one connection may send five enquiries in ten minutes, the sixth gets 429', async () => {
  const ip = '203.0.113.90';
  for (let i = 0; i < 5; i++) expect((await send(enquiry(), ip)).status).toBe(200);
  const limited = await send(enquiry(), ip);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await limited.json()) as { error: string }).error).toContain('Too many messages');
});

test('concurrent enquiries from one connection cannot slip past the limit together', async () => {
  const ip = '203.0.113.91';
  const statuses = await Promise.all(Array.from({ length: 9 }, (_, i) => send(enquiry({ name: `Burst ${i}` }), ip).then((r) => r.status)));
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  expect((await inbox()).filter((item) => item.name.startsWith('Burst '))).toHaveLength(5);
});

test('an invalid enquiry does not count against the limit', async () => {
  const ip = '203.0.113.92';
  for (let i = 0; i < 8; i++) expect((await send({ name: 'x' }, ip)).status).toBe(400);
  expect((await send(enquiry(), ip)).status).toBe(200);
});

test('a body that is not a JSON object is refused', async () => {
  expect(
    (await sendEmailHandler(new Request('http://localhost/api/send-email', { method: 'POST', body: 'name=x' }), { ip: freshIp() })).status,
  ).toBe(415);
  expect((await send(['not', 'an', 'object'])).status).toBe(400);
});
