import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { readText } from '#functions/platform/store.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { closedRelayUrl, useFormSubmitStub } from '#tests/fixtures/relay.ts';

// POST /api/send-email against a real HTTP stand-in for FormSubmit on 127.0.0.1.

useBlobsStore({ RELAY_TIMEOUT_MS: '400', CONTACT_EMAIL: 'enquiries@example.test' });

const stub = useFormSubmitStub();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

interface StoredEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  status: string;
  created_at: string;
  relay: { status: string; reason?: string; attempts?: number; attempted_at?: string; next_attempt_at?: string };
}

const successMessage = "Thank you for your message! We'll get back to you within 24-48 hours.";
const sentAnswer = { success: true, message: successMessage, relay: 'sent' };
const queuedAnswer = { success: true, message: successMessage, relay: 'queued' };

const send = (body: unknown, ip = freshIp()) => sendEmailHandler(jsonRequest('/api/send-email', 'POST', body), { ip });
const inbox = async () => (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as StoredEnquiry[];
const storedNamed = async (name: string) => (await inbox()).find((item) => item.name === name);

test('visitor sends an enquiry: it is stored, relayed to FormSubmit and answered with the spec message', async () => {
  const response = await send(anEnquiry());
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(sentAnswer);

  expect(stub.received).toHaveLength(1);
  const relayed = stub.received[0]!;
  expect(relayed.path).toBe('/ajax/enquiries%40example.test');
  expect(relayed.headers['content-type']).toBe('application/json');
  expect(relayed.headers.accept).toBe('application/json');
  expect(relayed.body).toMatchObject({
    name: 'Claire Martin',
    email: 'claire.martin@raffinerie.example',
    company: 'Raffinerie de Provence',
    phone: '+33 4 42 00 00 00',
    message: 'We need a SIL 2 review of our furnace burner management system.',
    _subject: 'New enquiry from Claire Martin (Raffinerie de Provence)',
    _template: 'table',
    _captcha: 'false',
    _replyto: 'claire.martin@raffinerie.example',
  });
  const confirmation = String(relayed.body._autoresponse);
  // The confirmation goes to the typed address: it carries nothing the visitor typed.
  expect(confirmation).toContain('within 24-48 hours');
  expect(confirmation).not.toContain('Claire');
  expect(confirmation).not.toContain('SIL 2');
  const companyBody = String(relayed.body.admin_email_html);
  expect(companyBody).toContain('New enquiry from Claire Martin');
  expect(companyBody).toContain('+33 4 42 00 00 00');

  const stored = await storedNamed('Claire Martin');
  expect(stored).toMatchObject({ email: 'claire.martin@raffinerie.example', status: 'new', relay: { status: 'sent', attempts: 1 } });
  expect(Date.parse(stored!.relay.attempted_at!)).not.toBeNaN();
});

test('optional company and phone default to "Not specified" and "Not provided" in the relay', async () => {
  await send(anEnquiry({ name: 'No company', company: '', phone: undefined }));
  expect(stub.received[0]!.body).toMatchObject({
    company: 'Not specified',
    phone: 'Not provided',
    _subject: 'New enquiry from No company',
  });
  expect(String(stub.received[0]!.body.admin_email_html)).toContain('Not specified');
  expect(await storedNamed('No company')).toMatchObject({ company: '', phone: '' });
});

test('every visitor value reaches the relay HTML-escaped, and is stored as typed', async () => {
  const name = '<script>alert(1)</script>';
  await send(
    anEnquiry({
      name,
      email: '<i>x@evil.example',
      company: '"Evil" & Co',
      phone: '(0)4 42 00 00 00',
      message: 'Hello <img src=x onerror=alert(1)> there',
    }),
  );
  const body = stub.received[0]!.body;
  expect(body.email).toBe('&lt;i&gt;x@evil.example');
  expect(body._replyto).toBe('&lt;i&gt;x@evil.example');
  expect(body.name).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(body.company).toBe('&quot;Evil&quot; &amp; Co');
  expect(body.message).toBe('Hello &lt;img src=x onerror=alert(1)&gt; there');
  expect(body._subject).toBe('New enquiry from \u2039script\u203aalert(1)\u2039/script\u203a ("Evil" & Co)');
  for (const value of Object.values(body)) {
    expect(String(value)).not.toContain('<script');
    expect(String(value)).not.toContain('<img');
    expect(String(value)).not.toContain('<i>');
  }
  expect(String(body._autoresponse)).not.toContain('script');
  expect(String(body.admin_email_html)).toContain('&lt;script&gt;');
  expect(await storedNamed(name)).toMatchObject({ name, company: '"Evil" & Co' });
});

test('a subject and reply-to stay readable: ampersands and apostrophes are not turned into entities', async () => {
  await send(anEnquiry({ name: "Jean-Luc d'Aubigné", email: "jl.o'brien@dupont-fils.example", company: 'Dupont & Fils' }));
  const body = stub.received[0]!.body;
  expect(body._subject).toBe("New enquiry from Jean-Luc d'Aubigné (Dupont & Fils)");
  expect(body._replyto).toBe("jl.o'brien@dupont-fils.example");
  expect(body.name).toBe('Jean-Luc d&#39;Aubigné');
  expect(body.company).toBe('Dupont &amp; Fils');
});

test('line breaks in the message survive as <br>; a name with a line break is refused', async () => {
  await send(anEnquiry({ name: 'One line', message: 'First line\nSecond line, long enough' }));
  const body = stub.received[0]!.body;
  expect(body.message).toBe('First line<br>Second line, long enough');
  expect(body._subject).toBe('New enquiry from One line (Raffinerie de Provence)');

  const refused = await send(anEnquiry({ name: 'Two\nLines' }));
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'Name must be on one line, without control characters' });
  expect(stub.received).toHaveLength(1);
});

test('the enquiry is stored before the relay is attempted', async () => {
  stub.setMode('hang');
  const pending = send(anEnquiry({ name: 'Stored first' }));
  await vi.waitFor(() => expect(stub.received).toHaveLength(1), { timeout: 2000, interval: 10 });
  expect(await storedNamed('Stored first')).toMatchObject({ status: 'new', relay: { status: 'pending', attempts: 1 } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await pending;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual(queuedAnswer);
});

test('each validation rule answers 400 with the spec message for its field and stores nothing', async () => {
  const before = await readText('enquiries');
  const response = await send({ name: 'A', email: 'not an email', phone: 'call me', message: 'short' });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; code: string; issues: { path: string; message: string }[] };
  expect(body).toMatchObject({ error: 'Invalid input', code: 'invalid_input' });
  expect(body.issues).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: 'name', message: 'Name must be at least 2 characters', code: 'min_length' }),
      expect.objectContaining({ path: 'email', message: 'Please provide a valid email address', code: 'invalid_email' }),
      expect.objectContaining({ path: 'phone', message: 'Please provide a valid phone number', code: 'invalid_phone' }),
      expect.objectContaining({ path: 'message', message: 'Message must be at least 10 characters', code: 'min_length' }),
    ]),
  );
  expect(body.issues).toHaveLength(4);
  expect(stub.received).toHaveLength(0);
  expect(await readText('enquiries')).toBe(before);
});

for (const [field, value, message, coded] of [
  ['name', ' A ', 'Name must be at least 2 characters', { code: 'min_length', params: { field: 'name', min: 2 } }],
  ['email', 'someone @example.test', 'Please provide a valid email address', { code: 'invalid_email', params: {} }],
  ['email', 'no-at-sign.example', 'Please provide a valid email address', { code: 'invalid_email', params: {} }],
  ['phone', '+33 (0)4 42-00-00-00 ext. 5', 'Please provide a valid phone number', { code: 'invalid_phone', params: {} }],
  ['message', '   too short   ', 'Message must be at least 10 characters', { code: 'min_length', params: { field: 'message', min: 10 } }],
] as const) {
  test(`${field} ${JSON.stringify(value)} is refused with "${message}" and its code`, async () => {
    const response = await send(anEnquiry({ [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, ...coded, issues: [{ path: field, message, ...coded }] });
  });
}

test('missing required fields are each named', async () => {
  const response = await send({});
  const body = (await response.json()) as { issues: { path: string; message: string }[] };
  expect(body.issues.map((issue) => issue.path).sort()).toEqual(['email', 'message', 'name']);
});

test('values are trimmed and fields the visitor may not set are dropped', async () => {
  await send(
    anEnquiry({ name: '  Trim Me  ', id: 'chosen-id', status: 'handled', relay: { status: 'sent' }, created_at: '2000-01-01T00:00:00Z' }),
  );
  const stored = await storedNamed('Trim Me');
  expect(stored).toBeDefined();
  expect(stored!.id).not.toBe('chosen-id');
  expect(stored!.status).toBe('new');
  expect(stored!.created_at.startsWith('2000')).toBe(false);
  expect(Object.keys(stored!).sort()).toEqual([
    'company',
    'created_at',
    'email',
    'id',
    'language',
    'message',
    'name',
    'phone',
    'relay',
    'status',
  ]);
});

for (const [mode, what, reason, detail] of [
  ['error', 'the relay answers 500', 'http_error', 'HTTP 500'],
  ['reject', "the relay answers success 'false'", 'refused', 'refused: Form should POST'],
  ['hang', 'the relay hangs past the timeout', 'timeout', 'no answer within 400 ms'],
  ['html', 'the relay answers with an HTML page', 'unexpected_answer', 'unexpected answer'],
] as const) {
  test(`when ${what}, the visitor is told it was received and the enquiry is kept, marked ${reason}, retried in 5 minutes`, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub.setMode(mode);
    const name = `Relay ${mode} tester`;
    const started = Date.now();
    const response = await send(anEnquiry({ name }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(queuedAnswer);
    const stored = await storedNamed(name);
    expect(stored?.relay).toEqual({
      status: 'failed',
      reason,
      attempts: 1,
      attempted_at: expect.any(String) as unknown,
      next_attempt_at: expect.any(String) as unknown,
    });
    expect(Date.parse(stored!.relay.next_attempt_at!) - Date.parse(stored!.relay.attempted_at!)).toBe(5 * 60 * 1000);
    // The relay's own words are logged with a correlation id, never stored.
    expect(JSON.stringify(await inbox())).not.toContain(detail);
    const line = logged.mock.calls.map((call) => String(call[0])).find((text) => text.includes('contact_relay_failed'));
    expect(JSON.parse(line!)).toEqual({
      level: 'error',
      event: 'contact_relay_failed',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      enquiry: stored!.id,
      by: 'form',
      attempt: 1,
      reason,
      relay: 'failed',
      error: expect.stringContaining(`Failed to send email via FormSubmit: ${detail}`) as unknown,
    });
    // Nothing the visitor typed, nor where from.
    expect(line).not.toMatch(/Relay .* tester|claire\.martin|Raffinerie|SIL 2|127\.0\.0|ip/);
  });
}

test('a refusal that quotes what was sent, escaped or in part, is logged without it', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stub.setMode('quote');
  const response = await send(
    anEnquiry({
      name: "Quentin D'Arcy",
      email: 'quoted.sender@raffinerie.example',
      phone: '+33 4 42 11 22 33',
      message: 'Vannes Fisher sur la ligne 4, revue SIL demandée.',
    }),
  );
  expect(response.status).toBe(200);
  const line = logged.mock.calls.map((call) => String(call[0])).find((text) => text.includes('contact_relay_failed'));
  const { error } = JSON.parse(line!) as { error: string };
  // What staff need stays: why, and where to act.
  expect(error).toMatch(/^Failed to send email via FormSubmit: refused: Needs activation: .*; write to \[sent\] or call \[sent\]$/);
  expect(line).not.toMatch(/quoted|sender|raffinerie|Quentin|Arcy|Vannes|Fisher|lig|42 11|owner@|12 34/i);
});

test('a refusal quoting a name of two-letter words logs none of them', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stub.setMode('quote');
  const response = await send(anEnquiry({ name: 'Li Wu', email: 'x.y@z.example', phone: '', message: 'Bonjour pour une revue SIL.' }));
  expect(response.status).toBe(200);
  const line = logged.mock.calls.map((call) => String(call[0])).find((text) => text.includes('contact_relay_failed'));
  expect(line).toBeDefined();
  expect(line).not.toMatch(/\bLi\b|\bWu\b/);
});

test('with the relay unreachable the visitor is told it was received, and one enquiry is stored, marked not sent', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  process.env.FORMSUBMIT_URL = await closedRelayUrl();
  const response = await send(anEnquiry({ name: 'Refused relay tester' }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(queuedAnswer);
  const stored = (await inbox()).filter((item) => item.name === 'Refused relay tester');
  expect(stored).toHaveLength(1);
  expect(stored[0]?.relay).toMatchObject({ status: 'failed', reason: 'unreachable', attempts: 1 });
  expect(JSON.stringify(stored)).not.toContain('ECONNREFUSED');
  expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toContain('ECONNREFUSED');
});

test('the same message sent again within minutes is merged into the first: one enquiry, one relay, success both times', async () => {
  const first = await send(anEnquiry({ name: 'Twice sender', email: 'twice@example.test', message: 'Please quote a SCADA upgrade.' }));
  // As a visitor who doubts the first went through: another tab, another case, other spacing.
  const again = await send(anEnquiry({ name: 'Twice Sender', email: 'TWICE@example.test ', message: 'Please  quote a SCADA upgrade. ' }));
  expect(await first.json()).toEqual(sentAnswer);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(sentAnswer);
  expect((await inbox()).filter((item) => item.email.toLowerCase() === 'twice@example.test')).toHaveLength(1);
  expect(stub.received).toHaveLength(1);

  // Another message from the same address is another enquiry; so is the same message from someone else there.
  await send(anEnquiry({ name: 'Twice sender', email: 'twice@example.test', message: 'And a second, different question.' }));
  await send(anEnquiry({ name: 'Colleague of twice', email: 'twice@example.test', message: 'Please quote a SCADA upgrade.' }));
  expect((await inbox()).filter((item) => item.email === 'twice@example.test')).toHaveLength(3);
});

test('a double submit with the relay down leaves one enquiry, queued, and relays nothing twice', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  process.env.FORMSUBMIT_URL = await closedRelayUrl();
  const enquiry = anEnquiry({ name: 'Double down', email: 'double.down@example.test' });
  const answers = await Promise.all([send(enquiry), send(enquiry)]);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(queuedAnswer);
  }
  const stored = (await inbox()).filter((item) => item.email === 'double.down@example.test');
  expect(stored).toHaveLength(1);
  expect(stored[0]?.relay).toMatchObject({ reason: 'unreachable', attempts: 1 });
});

test('the same message after ten minutes is a new enquiry', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T09:00:00Z'));
  await send(anEnquiry({ name: 'Patient sender', email: 'patient@example.test' }));
  vi.setSystemTime(new Date('2026-07-01T09:09:59Z'));
  await send(anEnquiry({ name: 'Patient sender', email: 'patient@example.test' }));
  expect((await inbox()).filter((item) => item.email === 'patient@example.test')).toHaveLength(1);
  vi.setSystemTime(new Date('2026-07-01T09:10:01Z'));
  await send(anEnquiry({ name: 'Patient sender', email: 'patient@example.test' }));
  expect((await inbox()).filter((item) => item.email === 'patient@example.test')).toHaveLength(2);
  expect(stub.received).toHaveLength(2);
});

for (const honey of ['http://spam.example', 1, true, { url: 'x' }]) {
  test(`a honeypot filled with ${JSON.stringify(honey)} is answered like a success but nothing is stored or relayed`, async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await readText('enquiries');
    const ip = freshIp();
    const response = await send(anEnquiry({ name: 'Spam bot', _honey: honey }), ip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(sentAnswer);
    expect(stub.received).toHaveLength(0);
    expect(await readText('enquiries')).toBe(before);
    // Counted in the log, without the sender's address.
    expect(JSON.parse(String(warned.mock.calls[0]![0]))).toEqual({ level: 'warn', event: 'contact_honeypot' });
    expect(String(warned.mock.calls[0]![0])).not.toContain(ip);
  });
}

test('an empty honeypot is what people send, and the enquiry goes through', async () => {
  const response = await send(anEnquiry({ name: 'Human visitor', _honey: '' }));
  expect(response.status).toBe(200);
  expect(stub.received).toHaveLength(1);
  expect(stub.received[0]!.body).not.toHaveProperty('_honey');
});

test('one connection may send five enquiries in ten minutes, the sixth gets 429 until the window passes', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  const ip = '203.0.113.90';
  for (let i = 0; i < 5; i++) expect((await send(anEnquiry({ name: `Limit ${i}` }), ip)).status).toBe(200);
  const before = await readText('enquiries');
  const limited = await send(anEnquiry({ name: 'Limit 6' }), ip);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBe(600);
  expect(await limited.json()).toEqual({
    error: 'Too many messages sent from your connection. Please wait a few minutes before trying again.',
    code: 'too_many_messages',
    params: {},
  });
  expect(await readText('enquiries')).toBe(before);
  expect(stub.received).toHaveLength(5);
  // Another connection is not affected.
  expect((await send(anEnquiry({ name: 'Other connection' }), '203.0.113.91')).status).toBe(200);
  vi.setSystemTime(new Date('2026-06-01T10:10:01Z'));
  expect((await send(anEnquiry({ name: 'Limit later' }), ip)).status).toBe(200);
});

test('concurrent enquiries from one connection cannot get past the limit together', async () => {
  const ip = '203.0.113.120';
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(anEnquiry({ name: `Burst ${i}` }), ip)));
  const statuses = answers.map((answer) => answer.status);
  // Racing attempts count one another (ADR 0023): some may be refused that a
  // sequence would let through, never one more than the limit.
  const passed = statuses.filter((status) => status === 200).length;
  expect(passed).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10 - passed);
  expect((await inbox()).filter((item) => item.name.startsWith('Burst '))).toHaveLength(passed);
});

test('invalid submissions do not use up the limit', async () => {
  const ip = '203.0.113.130';
  for (let i = 0; i < 6; i++) expect((await send({ name: 'x' }, ip)).status).toBe(400);
  expect((await send(anEnquiry({ name: 'After invalid ones' }), ip)).status).toBe(200);
});

test('a body that is not a JSON object is refused', async () => {
  expect(
    (await sendEmailHandler(new Request('http://localhost/api/send-email', { method: 'POST', body: 'name=x' }), { ip: freshIp() })).status,
  ).toBe(415);
  const notObject = await send(['not', 'an', 'object']);
  expect(notObject.status).toBe(400);
  expect(await notObject.json()).toEqual({ error: 'Request body must be a JSON object', code: 'body_not_object', params: {} });
  const broken = await sendEmailHandler(
    new Request('http://localhost/api/send-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }),
    { ip: freshIp() },
  );
  expect(broken.status).toBe(400);
});

test('a body over 1 MB is refused with 413', async () => {
  const response = await send(anEnquiry({ message: 'x'.repeat(1024 * 1024 + 1) }));
  expect(response.status).toBe(413);
});

test('only POST sends; other methods get 405', async () => {
  const response = await sendEmailHandler(getRequest('/api/send-email'));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
});

test('a forwarded-address header never decides the client: without a platform address every request shares one bucket', async () => {
  const from = (ip: string, name: string) =>
    sendEmailHandler(jsonRequest('/api/send-email', 'POST', anEnquiry({ name }), undefined, { 'x-forwarded-for': ip }), { ip: '' });
  for (let i = 0; i < 5; i++) expect((await from(`198.18.0.${i + 1}`, `Forwarded ${i}`)).status).toBe(200);
  expect((await from('198.18.0.99', 'Forwarded 6')).status).toBe(429);
});

test('an enquiry keeps the language its visitor read: French is stored and exported, none means English, another is refused', async () => {
  expect((await send(anEnquiry({ name: 'Camille Roux', language: 'fr' }))).status).toBe(200);
  expect((await send(anEnquiry({ name: 'Alex Smith' }))).status).toBe(200);
  expect(await storedNamed('Camille Roux')).toMatchObject({ language: 'fr' });
  expect(await storedNamed('Alex Smith')).toMatchObject({ language: 'en' });

  const refused = await send(anEnquiry({ name: 'Hans Weber', language: 'de' }));
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ issues: [{ path: 'language', message: 'Language must be one of: en, fr' }] });
  expect(await storedNamed('Hans Weber')).toBeUndefined();

  const csv = await (await enquiriesHandler(getRequest('/api/enquiries?format=csv', token))).text();
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header?.split(',')).toContain('language');
  const column = header!.split(',').indexOf('language');
  expect(rows.find((row) => row.includes('Camille Roux'))?.split(',')[column]).toBe('"fr"');
});
