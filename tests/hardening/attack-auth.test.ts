import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { postJsonFrom, requestFrom } from '#tests/fixtures/from-address.ts';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// Attacks on sign-in and sessions (security review, findings 1, 3, 4 and 6),
// written as the attacker would try them.

let api: InProcessApi;
let platform: RunningPlatform;
const owner = { username: 'admin', password: 'in-process-admin-password' };

beforeAll(async () => {
  api = await startInProcessApi();
  // The relay points at a closed loopback port: nothing leaves the machine.
  platform = await startPlatformProcess({ seed: 'none', env: { LOG_REQUESTS: '0', FORMSUBMIT_URL: 'http://127.0.0.1:9' } });
});

afterAll(async () => {
  await platform.stop();
  await api.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const signIn = (body: unknown, ip: string) =>
  api.call(
    new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    ip,
  );

const verify = (token: string) =>
  api.call(new Request('http://localhost/api/auth/verify', { method: 'POST', headers: { authorization: `Bearer ${token}` } }));

test('50 parallel wrong guesses then the right password: at most the allowance is checked, and the guesser stays locked out', async () => {
  const attacker = '203.0.113.50';
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => signIn({ username: owner.username, password: `guess-${i}-wrong` }, attacker)),
  );
  const statuses = answers.map((answer) => answer.status);
  // A 401 means the password was checked; a 429 means it was refused before any check.
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

  const right = await signIn(owner, attacker);
  expect(right.status).toBe(429);
});

test('a username under attack is still usable by its owner from another address', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.now();
  // The guesser spreads over many addresses to slow the username for everyone.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => signIn({ username: owner.username, password: `spread-${i}` }, `198.51.100.${i + 1}`)),
  );
  expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
  // The owner waits at most the throttle's one-minute cap, never a lock the guesser can renew.
  vi.setSystemTime(start + 61_000);
  const response = await signIn(owner, '192.0.2.10');
  expect(response.status).toBe(200);
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
});

test('guesses on the username do not stop its owner changing the password, which needs the current one', async () => {
  const signedIn = await signIn(owner, '192.0.2.20');
  const { token } = (await signedIn.json()) as { token: string };
  // The guesser now burns every login slot of the username, from many addresses.
  await Promise.all(
    Array.from({ length: 25 }, (_, i) => signIn({ username: owner.username, password: `again-${i}` }, `198.51.100.${100 + i}`)),
  );
  const change = (current: string, next: string) =>
    api.call(
      new Request('http://localhost/api/auth/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ current_password: current, new_password: next }),
      }),
      '192.0.2.20',
    );
  expect((await change('not the password', 'a stolen session cannot do this')).status).toBe(400);
  expect((await change(owner.password, 'the owner changed it 2026')).status).toBe(200);
  expect((await change('the owner changed it 2026', owner.password)).status).toBe(200);
});

test('a token with no exp is refused, even signed with the real secret', async () => {
  const token = jwt.sign({ sub: 'admin', jti: crypto.randomUUID(), iat: Math.floor(Date.now() / 1000) }, process.env.JWT_SECRET!, {
    algorithm: 'HS256',
    issuer: 'caronte-automation',
    audience: 'caronte-admin',
  });
  expect((await verify(token)).status).toBe(401);
});

test('a forged X-Forwarded-For does not make a new client: the platform keys limits on the socket address', async () => {
  const enquiry = (n: number) => ({
    name: `Spoofer ${n}`,
    email: 'spoofer@example.test',
    company: '',
    phone: '',
    message: 'Trying to dodge the per-address limit.',
    _elapsed: 8000,
  });
  const url = `${platform.url}/api/send-email`;
  const from = '127.0.0.77';
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++) {
    const response = await fetchFrom(url, enquiry(n), from, {
      'x-forwarded-for': `10.0.0.${n}`,
      'x-nf-client-connection-ip': `10.1.0.${n}`,
    });
    statuses.push(response);
  }
  // Five pass (stored, though the relay is unreachable here), the sixth is limited whatever the headers say.
  expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
  expect(statuses[5]).toBe(429);
  // Another loopback address is another client.
  expect((await postJsonFrom(url, enquiry(7), '127.0.0.78')).status).not.toBe(429);
});

async function fetchFrom(url: string, body: unknown, localAddress: string, headers: Record<string, string>): Promise<number> {
  const response = await requestFrom(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    localAddress,
  );
  return response.status;
}
