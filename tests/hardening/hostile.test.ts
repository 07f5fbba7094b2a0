import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startInProcessApi } from '#tests/fixtures/in-process-api.ts';
import { e2eAdmin, startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// Hostile input through the running platform: generated bodies, query strings
// and headers at every endpoint. Every answer is a success or a 4xx with an
// `error` field, never a 5xx, and a refused call leaves the stored content
// exactly as it was (compared file by file in the platform's data directory).

let platform: RunningPlatform;
let token: string;

beforeAll(async () => {
  platform = await startPlatformProcess({ seed: 'demo', env: { LOG_REQUESTS: '0' } });
  const login = await fetch(`${platform.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  await platform.stop();
});

/** Hashes of every stored document but the sign-in and rate-limit bookkeeping, which refused calls may update, and the audit log, which records them (ADR 0032). */
async function snapshot(): Promise<Map<string, string>> {
  const root = path.join(platform.dataDir, 'blobs', 'entries');
  const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && !entry.name.startsWith('.'),
  );
  const hashes = new Map<string, string>();
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    const key = path.relative(root, full);
    if (/(^|\/)(auth|limits?|rate-limits?|audit)\/|attempts/.test(key)) continue;
    hashes.set(
      key,
      createHash('sha256')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return hashes;
}

interface Attempt {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

async function send(attempt: Attempt): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(`${platform.url}${attempt.path}`, {
    method: attempt.method,
    headers: attempt.headers,
    ...(attempt.body === undefined ? {} : { body: attempt.body }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

async function check(attempt: Attempt): Promise<void> {
  const before = await snapshot();
  const { status, body, text } = await send(attempt);
  const where = `${attempt.method} ${attempt.path} ${JSON.stringify(attempt.headers)} ${String(attempt.body).slice(0, 200)}`;
  expect(status, `${where} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(typeof (body as { error?: unknown } | undefined)?.error, `${where} → ${status} ${text.slice(0, 300)}`).toBe('string');
    expect(await snapshot(), where).toEqual(before);
  }
}

const writeTargets = [
  ['POST', '/api/projects'],
  ['PUT', '/api/projects'],
  ['POST', '/api/projects-enhanced'],
  ['PUT', '/api/projects-enhanced'],
  ['POST', '/api/clients'],
  ['PUT', '/api/clients'],
  ['POST', '/api/taxonomy?type=categories'],
  ['PUT', '/api/taxonomy?type=technologies'],
  ['POST', '/api/settings'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/send-email'],
  ['PUT', '/api/enquiries'],
] as const;

const fieldNames = [
  'id',
  'title',
  'client',
  'name',
  'slug',
  'email',
  'message',
  'category',
  'display_order',
  'is_published',
  'is_active',
  'logo_url',
  'website',
  'category_ids',
  'technology_ids',
  'carousel_logo_size',
  'carousel_speed',
  'carousel_enabled',
  'status',
  'username',
  'password',
  'new_password',
  '__proto__',
  'constructor',
];

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../etc/passwd',
    '\u0000',
    '{{7*7}}',
    "' OR 1=1 --",
    'x'.repeat(5000),
    -1,
    1e308,
    Number.NaN,
  ),
);
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[1,2', '{"a":}', '\uFEFF{}', 'null', '"string"', '{"id":{"$gt":""}}'),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
);
const authorization = fc.constantFrom(
  'valid',
  'none',
  'Bearer garbage',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer ',
  'bearer eyJhbGciOiJub25lIn0.e30.',
);

const headersFor = (type: string, auth: string): Record<string, string> => ({
  ...(type ? { 'content-type': type } : {}),
  ...(auth === 'valid' ? { authorization: `Bearer ${token}` } : auth === 'none' ? {} : { authorization: auth }),
});

test('generated bodies at every write endpoint get a success or a 4xx with an error, and refusals store nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...writeTargets),
      hostileBody,
      contentType,
      authorization,
      async ([method, target], body, type, auth) => {
        await check({ method, path: target, headers: headersFor(type, auth), body });
      },
    ),
    { numRuns: 120, seed: 20261122 },
  );
});

const queryPaths = [
  '/api/projects',
  '/api/projects-enhanced',
  '/api/clients',
  '/api/taxonomy',
  '/api/enquiries',
  '/api/settings',
  '/uploads/x',
  '/api/uploads/x',
];
const queryOf = (keys: readonly string[]) =>
  fc.oneof(
    fc.webQueryParameters(),
    fc
      .dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 40 }), { maxKeys: 3 })
      .map((params) => new URLSearchParams(params).toString()),
  );

test('generated query strings and methods at every endpoint never cause a 5xx', async () => {
  const paths = queryPaths;
  // No `__proto__` key here: @netlify/dev's own request conversion throws on it
  // before our code runs (an emulator bug); the next test sends it to the entries.
  const query = queryOf(['id', 'type', 'format', 'sector']);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...paths),
      query,
      fc.constantFrom('GET', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      authorization,
      async (target, search, method, auth) => {
        const attempt: Attempt = { method, path: `${target}?${search}`, headers: headersFor('', auth) };
        if (method === 'HEAD') {
          const { status } = await send(attempt);
          expect(status).toBeLessThan(500);
          return;
        }
        await check(attempt);
      },
    ),
    { numRuns: 80, seed: 20261123 },
  );
});

test('a __proto__ query parameter reaches the function entries harmlessly', async () => {
  const api = await startInProcessApi();
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queryPaths),
        queryOf(['__proto__', 'constructor', 'id', 'type']),
        fc.constantFrom('GET', 'DELETE'),
        async (target, search, method) => {
          const response = await api.call(
            new Request(`http://localhost${target}?${search}`, { method, headers: { authorization: `Bearer ${api.token}` } }),
          );
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
        },
      ),
      { numRuns: 60, seed: 20261124 },
    );
  } finally {
    await api.stop();
  }
});

test('oversized bodies are refused with 413 and nothing stored', async () => {
  const big = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });
  for (const [method, target] of writeTargets.slice(0, 9)) {
    const before = await snapshot();
    const { status, body } = await send({ method, path: target, headers: headersFor('application/json', 'valid'), body: big });
    expect(status, `${method} ${target}`).toBe(413);
    expect(typeof (body as { error?: unknown }).error).toBe('string');
    expect(await snapshot()).toEqual(before);
  }
});

test('malformed and oversized multipart bodies at the upload endpoint are refused with a 4xx and store nothing', async () => {
  const boundary = '----hostile-boundary';
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const bodies: [string, string | Uint8Array<ArrayBuffer>][] = [
    ['no closing boundary', part('Content-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png', '\u0089PNG')],
    ['boundary mismatch', `--other\r\nContent-Disposition: form-data; name="logo"\r\n\r\nx\r\n--other--`],
    ['no filename', `${part('Content-Disposition: form-data; name="logo"', 'not a file')}--${boundary}--`],
    [
      'header injection',
      `${part('Content-Disposition: form-data; name="logo"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\nX-Evil: 1', 'GIF89a')}--${boundary}--`,
    ],
    ['garbage', new Uint8Array(4096).map((_, i) => (i * 31) % 256)],
    [
      'oversized',
      `${part('Content-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png', 'x'.repeat(7 * 1024 * 1024))}--${boundary}--`,
    ],
    [
      'chunk fields hostile',
      `${part('Content-Disposition: form-data; name="chunk_count"', '-1')}${part('Content-Disposition: form-data; name="upload_id"', '../../auth/users')}${part('Content-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png', 'x')}--${boundary}--`,
    ],
  ];
  for (const [what, body] of bodies) {
    const before = await snapshot();
    const response = await fetch(`${platform.url}/api/projects-enhanced/upload-logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const text = await response.text();
    expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
    expect(typeof (JSON.parse(text) as { error?: unknown }).error, what).toBe('string');
    expect(await snapshot(), what).toEqual(before);
  }
});
