import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactSchema, contactSuccessMessage, enquirySchema, type Enquiry } from '#src/schemas/contact.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { readText } from '#functions/platform/store.ts';
import { adminToken, BASE, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD, MIN_HUMAN_FILL_MS } from '#src/schemas/form-limits.ts';

// Arbitrary JSON thrown at POST /api/send-email and PUT /api/enquiries: each
// call either succeeds as the contact rules say it should, or is refused with
// a 4xx and an error message; a refused call leaves the store exactly as it was.

useBlobsStore();

let stub: FormSubmitStub;
let token: string;
let existingId: string;

beforeAll(async () => {
  stub = await startFormSubmitStub();
  process.env.FORMSUBMIT_URL = stub.url;
  token = await adminToken();
  await sendEmailHandler(
    jsonRequest('/api/send-email', 'POST', {
      name: 'Seed enquiry',
      email: 'seed@example.test',
      message: 'An enquiry to update.',
      [ELAPSED_FIELD]: 8000,
    }),
    { ip: '192.0.2.1' },
  );
  existingId = (await storedEnquiries())[0]!.id;
});
afterAll(async () => {
  await stub.stop();
});

async function storedEnquiries(): Promise<Enquiry[]> {
  const text = await readText('enquiries');
  return text === null ? [] : (JSON.parse(text) as { items: Enquiry[] }).items;
}

/** Every document these endpoints may write. */
async function snapshot(): Promise<{ enquiries: string | null; limits: string | null }> {
  return { enquiries: await readText('enquiries'), limits: await readText('limits/contact') };
}

let ipCounter = 0;
/** A distinct address per call, so the per-IP limit never decides an outcome here. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
};

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'Jo',
    'a@b.co',
    'not an email',
    '+33 (0)4 42-00-00-00',
    'call me',
    '<script>alert(1)</script>',
    'new',
    'handled',
  ),
  fc.emailAddress(),
  fc.lorem({ maxCount: 12 }),
  fc.integer(),
);

const nearlyValid = fc.record(
  {
    name: fc.oneof(
      { arbitrary: fc.constantFrom('Jo', 'Claire Martin', ' Léa Rousseau ', 'A', '<b>Bold</b> Co'), weight: 3 },
      fc.string({ maxLength: 120 }),
    ),
    email: fc.oneof(
      { arbitrary: fc.constantFrom('claire@raffinerie.example', 'jo+plc@usine.fr'), weight: 2 },
      fc.emailAddress(),
      fc.constantFrom('x@y', 'a b@c.de'),
    ),
    company: fc.option(fc.oneof(fc.lorem({ maxCount: 3 }), fc.string()), { nil: undefined }),
    phone: fc.option(fc.constantFrom('+33 4 42 00 00 00', '(04) 42-00-00-00', 'call me', ''), { nil: undefined }),
    message: fc.oneof({ arbitrary: fc.lorem({ mode: 'sentences', maxCount: 3 }), weight: 3 }, fc.string({ maxLength: 30 })),
    [HONEYPOT_FIELD]: fc.constantFrom('', '', '', 'http://spam.example'),
    [ELAPSED_FIELD]: fc.oneof(
      { arbitrary: fc.integer({ min: MIN_HUMAN_FILL_MS, max: 600_000 }), weight: 4 },
      fc.constantFrom(0, 2999, '9000', null),
    ),
  },
  { requiredKeys: ['name', 'email', 'message', ELAPSED_FIELD] },
);

const contactBodies = fc.oneof(
  { arbitrary: nearlyValid.map((body) => JSON.stringify(body)), weight: 4 },
  fc
    .record(
      {
        name: anyValue,
        email: anyValue,
        company: anyValue,
        phone: anyValue,
        message: anyValue,
        [HONEYPOT_FIELD]: fc.constantFrom('', 'x', null),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

const honeypotFilled = (body: unknown) => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== '';
};

const sentTooFast = (body: object) => {
  const value = (body as Record<string, unknown>)[ELAPSED_FIELD];
  return typeof value !== 'number' || value < MIN_HUMAN_FILL_MS;
};

const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** What the endpoint merges (functions/enquiries/enquiries.ts): the same name, address and message, whatever their case and spacing, within minutes. */
const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
function isRepeat(contact: { name: string; email: string; message: string }, before: { enquiries: string | null }): boolean {
  const items = before.enquiries === null ? [] : (JSON.parse(before.enquiries) as { items: Enquiry[] }).items;
  return items.some(
    (item) =>
      folded(item.name) === folded(contact.name) &&
      folded(item.email) === folded(contact.email) &&
      folded(item.message) === folded(contact.message),
  );
}

test('arbitrary JSON posted to send-email is accepted exactly when the contact rules allow, and a refusal stores nothing', async () => {
  const outcomes = { accepted: 0, repeated: 0, refused: 0, honeypot: 0, tooFast: 0 };
  await fc.assert(
    fc.asyncProperty(contactBodies, async (text) => {
      const before = await snapshot();
      const relaysBefore = stub.received.length;
      const request = new Request(`${BASE}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      const response = await sendEmailHandler(request, { ip: nextIp() });
      const answer = (await response.json()) as { success?: boolean; message?: string; error?: string };
      const body = parsedOrUndefined(text);
      const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);

      if (isObject && honeypotFilled(body)) {
        expect(response.status).toBe(200);
        expect(await snapshot()).toEqual(before);
        expect(stub.received.length).toBe(relaysBefore);
        outcomes.honeypot += 1;
        return;
      }
      const valid = isObject && contactSchema.safeParse(body).success;
      if (valid && sentTooFast(body)) {
        expect(response.status).toBe(200);
        expect(answer).toEqual({ success: true, message: contactSuccessMessage, relay: 'sent' });
        expect(await snapshot()).toEqual(before);
        expect(stub.received.length).toBe(relaysBefore);
        outcomes.tooFast += 1;
        return;
      }
      if (valid && isRepeat(contactSchema.parse(body), before)) {
        // The same person sending the same message again: received, and nothing added or relayed.
        expect(response.status, JSON.stringify(answer)).toBe(200);
        expect(answer).toEqual({ success: true, message: contactSuccessMessage, relay: 'sent' });
        expect((await snapshot()).enquiries).toEqual(before.enquiries);
        expect(stub.received.length).toBe(relaysBefore);
        outcomes.repeated += 1;
        return;
      }
      if (valid) {
        expect(response.status, JSON.stringify(answer)).toBe(200);
        expect(answer).toEqual({ success: true, message: contactSuccessMessage, relay: 'sent' });
        const items = await storedEnquiries();
        expect(items.length).toBe(
          (before.enquiries === null ? 0 : (JSON.parse(before.enquiries) as { items: unknown[] }).items.length) + 1,
        );
        const newest = items.at(-1)!;
        expect(enquirySchema.safeParse(newest).success).toBe(true);
        expect(newest).toMatchObject({ ...contactSchema.parse(body), status: 'new', relay: { status: 'sent' } });
        expect(stub.received.length).toBe(relaysBefore + 1);
        outcomes.accepted += 1;
        return;
      }
      expect(response.status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof answer.error).toBe('string');
      expect(await snapshot()).toEqual(before);
      expect(stub.received.length).toBe(relaysBefore);
      outcomes.refused += 1;
    }),
    {
      numRuns: 120,
      // One body per branch besides the generated ones: valid bodies sent too fast are a narrow slice of
      // the generators (valid and with a low or missing _elapsed), and 120 random runs sometimes missed it.
      examples: [
        [JSON.stringify({ name: 'Claire Martin', email: 'claire@raffinerie.example', message: 'A quote, please.', [ELAPSED_FIELD]: 0 })],
        [JSON.stringify({ name: 'Claire Martin', email: 'claire@raffinerie.example', message: 'A quote, please.', [HONEYPOT_FIELD]: 'x' })],
        [JSON.stringify({ name: 'Claire Martin', email: 'claire@raffinerie.example', message: 'A quote, please.', [ELAPSED_FIELD]: 8000 })],
        // The same message again, from the same person: merged into the first.
        [
          JSON.stringify({
            name: 'claire martin',
            email: 'Claire@raffinerie.example',
            message: 'A quote,  please.',
            [ELAPSED_FIELD]: 9000,
          }),
        ],
        [JSON.stringify({ name: '', email: 'not an email', message: '' })],
      ],
    },
  );
  // The generators (and the examples above) must reach every branch, or the property proves little.
  expect(outcomes.accepted).toBeGreaterThan(2);
  expect(outcomes.refused).toBeGreaterThan(2);
  expect(outcomes.honeypot).toBeGreaterThan(0);
  expect(outcomes.tooFast).toBeGreaterThan(0);
  expect(outcomes.repeated).toBeGreaterThan(0);
});

const statusBodies = fc.oneof(
  fc
    .record({ id: fc.oneof(fc.constant('existing'), anyValue), status: anyValue, name: anyValue }, { requiredKeys: [] })
    .map((body) => JSON.stringify(body.id === 'existing' ? { ...body, id: existingId } : body)),
  fc.constantFrom('new', 'handled').map((status) => JSON.stringify({ id: existingId, status })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

test('arbitrary JSON put to enquiries changes one status or is refused and changes nothing', async () => {
  const outcomes = { changed: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(statusBodies, async (text) => {
      const before = await storedEnquiries();
      const request = new Request(`${BASE}/api/enquiries`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: text,
      });
      const response = await enquiriesHandler(request);
      const answer = (await response.json()) as Record<string, unknown>;
      const after = await storedEnquiries();
      if (response.status === 200) {
        const body = JSON.parse(text) as { id: string; status: string };
        expect(body.id).toBe(existingId);
        expect(answer).toMatchObject({ id: existingId, status: body.status });
        // Only the status of that one enquiry changed (with the time it changed, its version); nothing else in the body was stored.
        expect(after).toEqual(
          before.map((item) => (item.id === existingId ? { ...item, status: body.status, updated_at: answer.updated_at } : item)),
        );
        expect(answer.updated_at).toEqual(expect.any(String));
        outcomes.changed += 1;
        return;
      }
      expect(response.status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof answer.error).toBe('string');
      expect(after).toEqual(before);
      outcomes.refused += 1;
    }),
    { numRuns: 80 },
  );
  expect(outcomes.changed).toBeGreaterThan(2);
  expect(outcomes.refused).toBeGreaterThan(2);
});
