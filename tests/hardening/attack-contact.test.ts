import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { useFormSubmitStub } from '#tests/fixtures/relay.ts';

// Security review round two, finding 2: the contact form as an open relay.
// The attacker types a stranger's address and their own text, and tries to
// steer FormSubmit's special fields, hoping the company's relay mails it.

useBlobsStore({ CONTACT_EMAIL: 'enquiries@example.test' });

const stub = useFormSubmitStub();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  vi.restoreAllMocks();
});

const spam = 'Cheap pills at http://spam.example — reply now';
const victim = 'victim@third-party.example';
const send = (body: unknown) => sendEmailHandler(jsonRequest('/api/send-email', 'POST', body), { ip: freshIp() });
const inbox = async () => (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as { name: string }[];

test("an autoresponse to a third party carries none of the attacker's text, whatever FormSubmit fields they add", async () => {
  const response = await send(
    anEnquiry({
      name: 'Spam King',
      email: victim,
      company: spam,
      message: spam,
      _autoresponse: spam,
      _cc: 'second-victim@third-party.example',
      _bcc: 'third-victim@third-party.example',
      _subject: spam,
      _template: 'box',
      _next: 'http://spam.example',
      _webhook: 'http://spam.example/hook',
    }),
  );
  expect(response.status).toBe(200);
  expect(stub.received).toHaveLength(1);
  const relayed = stub.received[0]!.body;
  // The one mail that goes to the stranger: a fixed acknowledgement.
  expect(String(relayed._autoresponse)).not.toMatch(/spam|pills|Spam King/i);
  // None of the attacker's own FormSubmit fields reach the relay.
  for (const field of ['_cc', '_bcc', '_next', '_webhook']) expect(relayed).not.toHaveProperty(field);
  expect(relayed._template).toBe('table');
  // The subject is the company's, built from the spec's template, not the attacker's `_subject`.
  expect(relayed._subject).toBe(`New enquiry from Spam King (${spam})`);
  // The company's own copy still has everything, for the staff to judge.
  expect(JSON.stringify(relayed)).toContain('Cheap pills');
});

test('a scripted post sent the instant the form appeared is answered like a success but nothing is stored or relayed', async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const [n, elapsed] of [120, 2999, undefined, '9000', -1].entries()) {
    const name = `Too fast ${n}`;
    const response = await send(anEnquiry({ name, email: victim, _elapsed: elapsed }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await inbox()).some((item) => item.name === name)).toBe(false);
  }
  expect(stub.received).toHaveLength(0);
  expect(warned.mock.calls.map(([line]) => (JSON.parse(String(line)) as { event: string }).event)).toEqual(
    Array(5).fill('contact_too_fast'),
  );
});

test('a person who took their time gets the enquiry stored and relayed', async () => {
  const response = await send(anEnquiry({ name: 'Patient Person', _elapsed: 3000 }));
  expect(await response.json()).toMatchObject({ success: true });
  expect((await inbox()).some((item) => item.name === 'Patient Person')).toBe(true);
  expect(stub.received).toHaveLength(1);
});

test('a filled honeypot is dropped before validation, so a bot learns no field rule', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await send({ name: 'x', email: 'not-an-address', _honey: 'http://spam.example' });
  expect(response.status).toBe(200);
  expect(stub.received).toHaveLength(0);
});
