import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aCategory, aClient, anEnhancedProject, aProject, aTechnology } from '#tests/fixtures/builders.ts';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';

// Attack: header and line injection through stored text (security review,
// finding 5). A value with a line break, a control character, a Unicode line
// separator or a bidi override in a single-line field could add a header to an
// email, a row to a CSV export or a line to a log. Every write endpoint refuses
// it with a field error and stores nothing.

let api: InProcessApi;

beforeAll(async () => {
  // The relay must never be reached: point it at a closed loopback port.
  process.env.FORMSUBMIT_URL = 'http://127.0.0.1:9';
  api = await startInProcessApi();
});

afterAll(async () => {
  await api.stop();
});

const injections = {
  'CRLF header': 'Acme\r\nBcc: victim@example.test',
  'bare LF': 'Acme\nSecond line',
  NUL: 'Acme\u0000',
  'C1 next line': 'Acme\u0085Bcc: victim@example.test',
  'line separator': 'Acme\u2028Bcc: victim@example.test',
  'paragraph separator': 'Acme\u2029x',
  'bidi override': 'Acme \u202Etxt.exe',
  'bidi isolate': 'Acme \u2066x',
  tab: 'Acme\tInc',
  escape: 'Acme\u001b[31m',
};

interface WriteTarget {
  path: string;
  list: string;
  body: () => Record<string, unknown>;
  fields: string[];
}

const targets: WriteTarget[] = [
  {
    path: '/api/projects',
    list: '/api/projects?all=true',
    body: () => ({ ...aProject() }),
    fields: ['title', 'client', 'duration', 'location'],
  },
  {
    path: '/api/projects-enhanced',
    list: '/api/projects-enhanced?all=true',
    body: () => ({ ...anEnhancedProject() }),
    fields: ['title', 'client', 'location_city', 'location_country', 'start_date', 'end_date', 'duration_display'],
  },
  { path: '/api/clients', list: '/api/clients?all=true', body: () => ({ ...aClient() }), fields: ['name'] },
  {
    path: '/api/taxonomy?type=categories',
    list: '/api/taxonomy?type=categories',
    body: () => ({ ...aCategory() }),
    fields: ['name'],
  },
  {
    path: '/api/taxonomy?type=technologies',
    list: '/api/taxonomy?type=technologies',
    body: () => ({ ...aTechnology() }),
    fields: ['name', 'vendor'],
  },
];

function post(path: string, body: unknown, token?: string, ip = '203.0.113.7'): Promise<Response> {
  return api.call(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
    ip,
  );
}

async function listOf(path: string): Promise<string> {
  const response = await api.call(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${api.token}` } }));
  return response.text();
}

describe.each(targets)('$path', (target) => {
  test.each(target.fields)('a single-line %s with injected lines or controls is refused and nothing is stored', async (field) => {
    const before = await listOf(target.list);
    for (const [kind, value] of Object.entries(injections)) {
      const response = await post(target.path, { ...target.body(), [field]: value }, api.token);
      expect(response.status, `${field} with ${kind}`).toBe(400);
      const body = (await response.json()) as { error: string; issues?: { path: string; message: string }[] };
      expect(
        body.issues?.some((issue) => issue.path === field && issue.message.includes('one line')),
        `${field} with ${kind}`,
      ).toBe(true);
    }
    expect(await listOf(target.list)).toBe(before);
  });
});

test('list entries (outcomes, key results) are single lines too', async () => {
  const before = await listOf('/api/projects-enhanced?all=true');
  const response = await post(
    '/api/projects-enhanced',
    { ...anEnhancedProject(), key_results: ['ok', 'bad\r\nBcc: x@example.test'] },
    api.token,
  );
  expect(response.status).toBe(400);
  expect(await listOf('/api/projects-enhanced?all=true')).toBe(before);
});

test('multi-line fields keep their line breaks and refuse the other controls', async () => {
  const kept = await post(
    '/api/projects-enhanced',
    { ...anEnhancedProject(), description: 'First line\nSecond line\r\n\tIndented' },
    api.token,
  );
  expect(kept.status).toBe(201);
  expect(((await kept.json()) as { description: string }).description).toBe('First line\nSecond line\r\n\tIndented');

  const refused = await post('/api/projects-enhanced', { ...anEnhancedProject(), description: 'Text\u2028with separator' }, api.token);
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({
    issues: [{ path: 'description', message: 'Description must not contain control characters' }],
  });
});

test.each(['name', 'email', 'company'])('the contact form refuses an injected %s and stores no enquiry', async (field) => {
  const before = await listOf('/api/enquiries');
  let n = 0;
  for (const value of Object.values(injections)) {
    n += 1;
    const enquiry = {
      name: 'Claire Martin',
      email: 'claire@example.test',
      company: 'Raffinerie',
      phone: '',
      message: 'We need a review of our burner management system.',
      [field]: field === 'email' ? `claire@example.test${value.slice(4)}` : value,
    };
    // A fresh client address per attempt keeps the per-address limit out of the way.
    const response = await post('/api/send-email', enquiry, undefined, `198.51.100.${n}`);
    expect(response.status, JSON.stringify(value)).toBe(400);
  }
  expect(await listOf('/api/enquiries')).toBe(before);
});

test('the sign-in form refuses a username with a line break before any password check', async () => {
  const response = await post('/api/auth/login', { username: 'admin\r\nX-Injected: 1', password: 'whatever-password' });
  expect(response.status).toBe(400);
});
