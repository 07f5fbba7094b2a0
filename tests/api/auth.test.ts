import jwt from 'jsonwebtoken';
import { afterEach, expect, test, vi } from 'vitest';
import { loginHandler } from '#functions/api/auth-login.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { logoutHandler } from '#functions/api/auth-logout.ts';
import { resetPasswordHandler } from '#functions/api/auth-reset-password.ts';
import { adminToken, freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';

useBlobsStore();

afterEach(() => {
  vi.useRealTimers();
});

const login = (body: unknown, ip = freshIp()) => loginHandler(jsonRequest('/api/auth/login', 'POST', body), { ip });
const verify = (token: string) =>
  verifyHandler(new Request('http://localhost/api/auth/verify', { method: 'POST', headers: { authorization: `Bearer ${token}` } }));

test('admin signs in with the configured credentials and gets a token that verifies', async () => {
  const response = await login(testAdmin);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; token: string; user: { username: string } };
  expect(body).toMatchObject({
    success: true,
    user: { username: 'admin', role: 'admin', permissions: ['enquiries', 'audience', 'applications'] },
  });
  const verified = await verify(body.token);
  expect(verified.status).toBe(200);
  expect(await verified.json()).toEqual({
    authenticated: true,
    user: { username: 'admin', role: 'admin', permissions: ['enquiries', 'audience', 'applications'] },
    deploy_context: 'production',
  });
});

test('the token is HS256 with an 8 hour expiry and a jti', async () => {
  const token = await adminToken();
  const decoded = jwt.decode(token, { complete: true });
  expect(decoded?.header.alg).toBe('HS256');
  const payload = decoded?.payload as jwt.JwtPayload;
  expect(payload.exp! - payload.iat!).toBe(8 * 60 * 60);
  expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
});

test('a wrong password and an unknown user get the same answer', async () => {
  const wrong = await login({ username: 'admin', password: 'not the password' });
  const unknown = await login({ username: 'nobody', password: 'not the password' });
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  const refused = { success: false, error: 'Invalid credentials', code: 'invalid_credentials', params: {} };
  expect(await wrong.json()).toEqual(refused);
  expect(await unknown.json()).toEqual(refused);
});

test('missing username or password is a 400 naming each field', async () => {
  const response = await login({ username: '', password: '' });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues: { path: string; message: string }[] };
  expect(body.issues).toEqual([
    { path: 'username', message: 'Username is required', code: 'required', params: { field: 'username' } },
    { path: 'password', message: 'Password is required', code: 'required', params: { field: 'password' } },
  ]);
});

test('a body that is not JSON is refused with 415 or 400', async () => {
  const notJson = await loginHandler(new Request('http://localhost/api/auth/login', { method: 'POST', body: 'username=admin' }), {
    ip: freshIp(),
  });
  expect(notJson.status).toBe(415);
  const broken = await loginHandler(
    new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    }),
    { ip: freshIp() },
  );
  expect(broken.status).toBe(400);
  expect(await broken.json()).toEqual({ error: 'Request body is not valid JSON', code: 'body_not_json', params: {} });
});

test('five failures for a username from one address lock that pair for 15 minutes, then it opens again', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  const ip = '203.0.113.60';
  const user = { username: 'lockout-user', password: 'wrong password' };
  for (let attempt = 0; attempt < 5; attempt++) expect((await login(user, ip)).status).toBe(401);
  const locked = await login(user, ip);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  expect(await locked.json()).toEqual({
    error: 'Too many failed sign-in attempts. Please wait before trying again.',
    code: 'too_many_sign_ins',
    params: {},
  });

  vi.setSystemTime(new Date('2026-03-01T10:15:01Z'));
  expect((await login(user, ip)).status).toBe(401);
});

test('past five failures a username is slowed, not locked: the owner gets in from another address after a short wait', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await login({ username: testAdmin.username, password: 'guess' }, `198.51.100.${attempt + 1}`)).status).toBe(401);
  }
  const slowed = await login(testAdmin, '192.0.2.200');
  expect(slowed.status).toBe(429);
  expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  vi.setSystemTime(new Date('2026-03-02T10:01:01Z'));
  expect((await login(testAdmin, '192.0.2.200')).status).toBe(200);
});

test('twenty failures from one address lock that address for every username, the right password included', async () => {
  const ip = '203.0.113.77';
  for (let attempt = 0; attempt < 20; attempt++)
    expect((await login({ username: `user${attempt}`, password: 'nope' }, ip)).status).toBe(401);
  expect((await login(testAdmin, ip)).status).toBe(429);
  expect((await login(testAdmin)).status).toBe(200);
});

test('attack: signing in with an account of one’s own does not reset an address’s failures', async () => {
  const ip = '203.0.113.78';
  for (const failures of [10, 9]) {
    for (let attempt = 0; attempt < failures; attempt++)
      expect((await login({ username: `spray${failures}-${attempt}`, password: 'nope' }, ip)).status).toBe(401);
    expect((await login(testAdmin, ip)).status).toBe(200);
  }
  // Twenty failures, whatever the sign-ins between them.
  expect((await login({ username: 'spray-20', password: 'nope' }, ip)).status).toBe(401);
  expect((await login({ username: 'spray-21', password: 'nope' }, ip)).status).toBe(429);
});

test('attack: twenty failures spread over the addresses of one IPv6 /64 lock the whole /64, not one address', async () => {
  // Any line is given a /64: each of its 2^64 addresses is the same client.
  for (let attempt = 0; attempt < 20; attempt++)
    expect((await login({ username: `v6user${attempt}`, password: 'nope' }, `2001:db8:77:1::${(attempt + 1).toString(16)}`)).status).toBe(
      401,
    );
  expect((await login(testAdmin, '2001:db8:77:1:ffff:ffff:ffff:ffff')).status).toBe(429);
  expect((await login(testAdmin, '2001:db8:77:2::1')).status).toBe(200);
});

test('a token without exp is refused even with a good signature', async () => {
  const token = await adminToken();
  const payload = jwt.decode(token) as jwt.JwtPayload;
  const withoutExp = { ...payload };
  delete withoutExp.exp;
  const forged = jwt.sign(withoutExp, process.env.JWT_SECRET!, { algorithm: 'HS256' });
  const response = await verify(forged);
  expect(response.status).toBe(401);
});

test('a token whose exp was moved past its session record is refused', async () => {
  const token = await adminToken();
  const payload = jwt.decode(token) as jwt.JwtPayload;
  const extended = jwt.sign({ ...payload, exp: payload.exp! + 3600 }, process.env.JWT_SECRET!, { algorithm: 'HS256' });
  expect((await verify(extended)).status).toBe(401);
  expect((await verify(token)).status).toBe(200);
});

test('an expired token is refused', async () => {
  const secret = process.env.JWT_SECRET!;
  const token = jwt.sign({ sub: 'admin', jti: 'x' }, secret, {
    algorithm: 'HS256',
    expiresIn: -10,
    issuer: 'caronte-automation',
    audience: 'caronte-admin',
  });
  const response = await verify(token);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    authenticated: false,
    error: 'Session has expired, please sign in again',
    code: 'session_expired',
    params: {},
  });
});

test('a tampered token is refused', async () => {
  const token = await adminToken();
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'mallory' })).toString('base64url');
  expect((await verify(`${header}.${forged}.${signature}`)).status).toBe(401);
});

test('an alg none token is refused', async () => {
  const token = await adminToken();
  const claims = jwt.decode(token) as jwt.JwtPayload;
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  expect((await verify(none)).status).toBe(401);
});

test('a token signed with another secret is refused', async () => {
  const token = jwt.sign({ sub: 'admin', jti: 'abc' }, 'another-secret-another-secret-another-secret', {
    algorithm: 'HS256',
    issuer: 'caronte-automation',
    audience: 'caronte-admin',
  });
  expect((await verify(token)).status).toBe(401);
});

test('a token never verifies again after logout', async () => {
  const token = await adminToken();
  const response = await logoutHandler(
    new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  const after = await verify(token);
  expect(after.status).toBe(401);
  expect(await after.json()).toEqual({
    authenticated: false,
    error: 'Session has been revoked, please sign in again',
    code: 'session_revoked',
    params: {},
  });
});

test('changing the password revokes every other session and the new password signs in', async () => {
  const current = await adminToken();
  const other = await adminToken();
  const newPassword = 'a brand new passphrase 2026';
  const wrong = await resetPasswordHandler(
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: 'nope', new_password: newPassword }, current),
    {
      ip: freshIp(),
    },
  );
  expect(wrong.status).toBe(400);

  const response = await resetPasswordHandler(
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: testAdmin.password, new_password: newPassword }, current),
    { ip: freshIp() },
  );
  expect(response.status).toBe(200);
  expect((await verify(current)).status).toBe(200);
  expect((await verify(other)).status).toBe(401);
  expect((await login(testAdmin)).status).toBe(401);
  expect((await login({ username: 'admin', password: newPassword })).status).toBe(200);

  // Put the original password back for the other tests of this file.
  await resetPasswordHandler(
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: newPassword, new_password: testAdmin.password }, current),
    {
      ip: freshIp(),
    },
  );
});

test('attack: wrong current passwords sent from one session do not keep the owner’s other session from changing it', async () => {
  const thief = await adminToken();
  const owner = await adminToken();
  const change = (token: string, current: string, next: string) =>
    resetPasswordHandler(jsonRequest('/api/auth/reset-password', 'POST', { current_password: current, new_password: next }, token), {
      ip: freshIp(),
    });
  for (let attempt = 0; attempt < 5; attempt++)
    expect((await change(thief, `guess ${attempt}`, 'a thief’s passphrase 2026')).status).toBe(400);
  expect((await change(thief, 'guess 5', 'a thief’s passphrase 2026')).status).toBe(429);
  const newPassword = 'the owner’s new passphrase 2026';
  expect((await change(owner, testAdmin.password, newPassword)).status).toBe(200);
  expect((await verify(thief)).status).toBe(401);
  // Put the original password back for the other tests of this file.
  expect((await change(owner, newPassword, testAdmin.password)).status).toBe(200);
});

test('a new password shorter than 12 characters is refused', async () => {
  const token = await adminToken();
  const response = await resetPasswordHandler(
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: testAdmin.password, new_password: 'short' }, token),
    {
      ip: freshIp(),
    },
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'New password must be at least 12 characters' });
});

test('without admin configuration, admin routes answer 503 saying what to set', async () => {
  const saved = process.env.JWT_SECRET;
  delete process.env.JWT_SECRET;
  try {
    const response = await login(testAdmin);
    expect(response.status).toBe(503);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain('JWT_SECRET is not set');
    expect(error).toContain('Environment variables');
  } finally {
    process.env.JWT_SECRET = saved;
  }
});

test('a weak JWT secret is refused, never used', async () => {
  const saved = process.env.JWT_SECRET;
  process.env.JWT_SECRET = 'a'.repeat(64);
  try {
    const response = await login(testAdmin);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toContain('JWT_SECRET is too weak');
  } finally {
    process.env.JWT_SECRET = saved;
  }
});
