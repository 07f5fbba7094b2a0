import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Enquiry } from '#schemas/contact.ts';
import { enquiriesHandler, sendEmailHandler } from '#functions/enquiries.ts';
import { readText } from '#functions/store.ts';
import { adminToken, BASE, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';

// Arbitrary JSON thrown at the contact form and at the inbox's status update:
// every call is answered with success or with a 4xx carrying an error, never a
// 5xx; and a refused call leaves the stored enquiries exactly as they were.

useBlobsStore();

let stub: FormSubmitStub;
let token: string;
let existingId: string;

beforeAll(async () => {
  stub = await startFormSubmitStub();
  process.env.FORMSUBMIT_URL = stub.url;
  token = await adminToken();
  await sendEmailHandler(jsonRequest('/api/send-email', 'POST', anEnquiry()), { ip: freshIp() });
  const items = (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as Enquiry[];
  existingId = items[0]!.id;
});
afterAll(async () => {
  await stub.stop();
});

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'ab',
    'Claire Martin',
    'a@b.co',
    'not an email',
    '+33 4 42 00 00 00',
    'call me',
    'A long enough message.',
    'new',
    'handled',
  ),
  fc.integer(),
  fc.boolean(),
);

function rawRequest(path: string, method: string, body: string, withToken: boolean): Request {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

interface Answer {
  success?: unknown;
  message?: unknown;
  error?: unknown;
  issues?: unknown;
}

test('arbitrary bodies sent to /api/send-email are accepted or refused with a 4xx, and refusals store nothing', async () => {
  const shaped = fc.record(
    { name: anyValue, email: anyValue, company: anyValue, phone: anyValue, message: anyValue, _honey: anyValue },
    { requiredKeys: [] },
  );
  const bodies = fc.oneof(
    shaped.map((body) => JSON.stringify(body)),
    shaped.map((body) => JSON.stringify({ ...anEnquiry(), ...body })),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string(),
  );
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const before = await readText('enquiries');
      const response = await sendEmailHandler(rawRequest('/api/send-email', 'POST', body, false), { ip: freshIp() });
      const answer = (await response.json()) as Answer;
      const after = await readText('enquiries');
      if (response.status === 200) {
        expect(answer).toEqual({ success: true, message: "Thank you for your message! We'll get back to you within 24-48 hours." });
        seen.accepted += 1;
        return;
      }
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof answer.error).toBe('string');
      expect(after).toBe(before);
      seen.refused += 1;
    }),
    { numRuns: 150 },
  );
  // Both outcomes were exercised, not just refusals.
  expect(seen.accepted).toBeGreaterThan(5);
  expect(seen.refused).toBeGreaterThan(5);
});

test('arbitrary bodies sent to PUT /api/enquiries update a status or are refused with a 4xx that changes nothing', async () => {
  const shaped = fc
    .tuple(fc.record({ id: anyValue, status: anyValue, name: anyValue, created_at: anyValue }, { requiredKeys: [] }), fc.boolean())
    .map(([body, targetExisting]) => (targetExisting ? { ...body, id: existingId } : body));
  const nearlyValid = fc
    .tuple(fc.constantFrom('new', 'handled'), fc.dictionary(fc.string(), anyValue, { maxKeys: 3 }))
    .map(([status, extra]) => ({ ...extra, id: existingId, status }));
  const bodies = fc.oneof(
    shaped.map((body) => JSON.stringify(body)),
    nearlyValid.map((body) => JSON.stringify(body)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string(),
  );
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const before = await readText('enquiries');
      const response = await enquiriesHandler(rawRequest('/api/enquiries', 'PUT', body, true));
      const answer = (await response.json()) as Answer & Partial<Enquiry>;
      if (response.status === 200) {
        expect(answer.id).toBe(existingId);
        expect(['new', 'handled']).toContain(answer.status);
        const stored = (JSON.parse((await readText('enquiries'))!) as { items: Enquiry[] }).items;
        expect(stored.find((item) => item.id === existingId)).toEqual(answer);
        seen.accepted += 1;
        return;
      }
      expect([400, 404, 413, 415]).toContain(response.status);
      expect(typeof answer.error).toBe('string');
      expect(await readText('enquiries')).toBe(before);
      seen.refused += 1;
    }),
    { numRuns: 200 },
  );
  expect(seen.accepted).toBeGreaterThan(5);
  expect(seen.refused).toBeGreaterThan(5);
});
