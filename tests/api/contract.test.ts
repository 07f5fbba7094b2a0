import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { respond } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { errorSchema, successSchema } from '#src/schemas/api.ts';

// Every function answers through respond(schema, body): a handler whose answer
// drifts from the contract in src/schemas fails loudly (a logged 500 with a
// correlation id) instead of handing the admin or an island a shape it cannot
// parse. The API tests exercise it on every call, so a drift fails them too.

afterEach(() => {
  vi.restoreAllMocks();
});

const countSchema = z.object({ count: z.number().int() });

test('a response that breaks its schema is a logged 500 with a correlation id, not a broken answer', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A stored value read back as a string where the contract promises a number.
  const drifted = JSON.parse('{"count":"3"}') as z.infer<typeof countSchema>;
  const endpoint = { name: 'contract-check', path: '/api/contract-check', methods: { GET: { access: 'public' } } } as const;
  const handler = route(endpoint, { GET: () => Promise.resolve(respond(countSchema, drifted)) });
  const response = await handler(new Request('http://localhost/api/contract-check'), { ip: '192.0.2.1' });
  expect(response.status).toBe(500);
  const body = errorSchema.parse(await response.json());
  expect(body).toEqual({
    error: 'Internal error',
    code: 'internal_error',
    params: {},
    id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
  });
  const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as { id: string; name: string; issues: { path: string }[] };
  expect(line).toMatchObject({ id: body.id, name: 'contract-check', issues: [{ path: 'count' }] });
});

test('a response that keeps its schema is sent as given, with its status and headers', async () => {
  const response = respond(successSchema, { success: true }, { status: 201, headers: { 'X-Check': 'yes' } });
  expect(response.status).toBe(201);
  expect(response.headers.get('x-check')).toBe('yes');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ success: true });
});
