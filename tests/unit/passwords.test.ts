import { afterEach, expect, test } from 'vitest';
import { decoyHash, hashParams, hashPassword, verifyPassword } from '#functions/auth/passwords.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { ConfigError } from '#functions/platform/env.ts';
import { cheapHash } from '#tests/fixtures/test-password-hash.ts';

// The decoy an unknown username is checked against costs what a known
// account's check costs, so the time of an answer says nothing of the name.

test("an unknown name's decoy is made at the parameters of the owner's configured hash", async () => {
  const owner = await cheapHash('the owner passphrase 2026');
  const decoy = await decoyHash(owner);
  expect(hashParams(decoy)).toEqual(hashParams(owner));
  expect(hashParams(owner)).toEqual({ N: 2 ** 10, r: 8, p: 1 });
  expect(await verifyPassword('the owner passphrase 2026', decoy)).toBe(false);
});

test("without a configured hash the decoy is at the site's own cost", async () => {
  expect(hashParams(await decoyHash())).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  expect(hashParams(await decoyHash('not a hash'))).toEqual({ N: 2 ** 17, r: 8, p: 1 });
});

test('a stored string that is not a scrypt hash never verifies', async () => {
  for (const stored of ['', 'scrypt$0$8$1$c2FsdA$a2V5', 'bcrypt$10$8$1$c2FsdA$a2V5', 'scrypt$x$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$$'])
    expect(await verifyPassword('anything', stored)).toBe(false);
});

afterEach(() => {
  delete process.env.PASSWORD_HASH_COST;
  delete process.env.CONTEXT;
});

test('the site hashes at N = 2^17 unless a test suite lowers it, and a production deploy never does', async () => {
  expect(hashParams(await hashPassword('a passphrase of the site'))).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  process.env.PASSWORD_HASH_COST = '10';
  const cheap = await hashPassword('a passphrase of the suite');
  expect(hashParams(cheap)).toEqual({ N: 2 ** 10, r: 8, p: 1 });
  expect(await verifyPassword('a passphrase of the suite', cheap)).toBe(true);
  expect(hashParams(await decoyHash())).toEqual({ N: 2 ** 10, r: 8, p: 1 });
  // Netlify's functions see no CONTEXT: the context it reports for the request is production's.
  expect(hashParams(await inDeployContext('production', () => hashPassword('a passphrase of a deploy')))).toEqual({
    N: 2 ** 17,
    r: 8,
    p: 1,
  });
  expect(hashParams(await inDeployContext('deploy-preview', () => hashPassword('a passphrase of a preview')))).toEqual({
    N: 2 ** 10,
    r: 8,
    p: 1,
  });
  process.env.CONTEXT = 'production';
  expect(hashParams(await hashPassword('a passphrase of production'))).toEqual({ N: 2 ** 17, r: 8, p: 1 });
});

test('a PASSWORD_HASH_COST outside 10 to 17 is a configuration error, not a weaker hash', async () => {
  for (const cost of ['9', '18', 'cheap', '12.5']) {
    process.env.PASSWORD_HASH_COST = cost;
    await expect(hashPassword('a passphrase')).rejects.toThrow(ConfigError);
  }
});
