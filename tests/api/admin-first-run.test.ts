import { beforeAll, expect, test, vi } from 'vitest';
import { loginHandler } from '#functions/api/auth-login.ts';
import { hashPasswordWith, PASSWORD_PARAMS } from '#functions/auth/passwords.ts';
import { findUser } from '#functions/auth/users.ts';
import { freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// First sign-in on a fresh production site configured with ADMIN_PASSWORD_HASH
// (made by `npm run admin:hash`), or with ADMIN_PASSWORD in clear. The hash here
// is made at the production cost, as `npm run admin:hash` makes it.

const owner = { username: 'plant-manager', password: 'a passphrase only the owner knows' };

useBlobsStore({ ADMIN_USERNAME: owner.username });

beforeAll(async () => {
  delete process.env.ADMIN_PASSWORD;
  process.env.ADMIN_PASSWORD_HASH = await hashPasswordWith(owner.password, PASSWORD_PARAMS);
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

test('an admin username over 100 characters is a configuration error: 500, logged as such', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const saved = process.env.ADMIN_USERNAME;
  process.env.ADMIN_USERNAME = 'u'.repeat(101);
  try {
    const response = await login(owner);
    expect(response.status).toBe(500);
    expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toContain('Invalid admin configuration: Too big');
  } finally {
    process.env.ADMIN_USERNAME = saved;
    logged.mockRestore();
  }
});

test('an owner configured with ADMIN_PASSWORD in clear on a production deploy is stored at the production cost, whatever PASSWORD_HASH_COST says', async () => {
  const saved = { ...process.env };
  const clearOwner = { username: 'site-owner', password: 'another passphrase in clear' };
  Object.assign(process.env, {
    ADMIN_USERNAME: clearOwner.username,
    ADMIN_PASSWORD: clearOwner.password,
    CONTEXT: 'production',
    PASSWORD_HASH_COST: '10',
  });
  delete process.env.ADMIN_PASSWORD_HASH;
  try {
    expect((await login({ ...clearOwner, password: 'not this one' })).status).toBe(401);
    expect((await login(clearOwner)).status).toBe(200);
    const stored = await findUser(clearOwner.username);
    expect(stored?.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
  } finally {
    delete process.env.ADMIN_PASSWORD;
    delete process.env.CONTEXT;
    Object.assign(process.env, saved);
  }
});
