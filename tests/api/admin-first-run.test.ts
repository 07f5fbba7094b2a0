import { beforeAll, expect, test } from 'vitest';
import { loginHandler } from '#functions/api/auth-login.ts';
import { hashPassword } from '#functions/auth/passwords.ts';
import { freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// First sign-in on a fresh production site configured with ADMIN_PASSWORD_HASH
// (made by `npm run admin:hash`) instead of a password in clear.

const owner = { username: 'plant-manager', password: 'a passphrase only the owner knows' };

useBlobsStore({ ADMIN_USERNAME: owner.username });

beforeAll(async () => {
  delete process.env.ADMIN_PASSWORD;
  process.env.ADMIN_PASSWORD_HASH = await hashPassword(owner.password);
});

const login = (body: unknown) => loginHandler(jsonRequest('/api/auth/login', 'POST', body), { ip: freshIp() });

test('the owner signs in on a fresh site with the password behind ADMIN_PASSWORD_HASH', async () => {
  expect((await login({ username: owner.username, password: 'not the passphrase' })).status).toBe(401);
  const response = await login(owner);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, user: { username: owner.username } });
});

test('a value that is not an admin:hash string is refused with a 503 saying how to make one', async () => {
  const saved = process.env.ADMIN_PASSWORD_HASH;
  process.env.ADMIN_PASSWORD_HASH = owner.password;
  try {
    const response = await login(owner);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toContain('npm run admin:hash');
  } finally {
    process.env.ADMIN_PASSWORD_HASH = saved;
  }
});
