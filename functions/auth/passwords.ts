import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { getPasswordEnv } from '#functions/platform/env.ts';
import { reportedDeployContext } from '#functions/platform/deploy-context.ts';

// Password hashing with scrypt at N = 2^17, r = 8, p = 1 (OWASP's minimum for
// scrypt). The parameters are stored with each hash so they can be raised later
// without invalidating existing accounts.

/** The production parameters: what `npm run admin:hash` and a production deploy always use. */
export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/** The parameters of the hashes this site makes: the production ones unless a test suite's site lowers N (getPasswordEnv). */
function siteParams(): ScryptParams {
  const { log2N } = getPasswordEnv();
  // Production's (the context Netlify reports for the request, or CONTEXT outside one: its functions see no
  // CONTEXT variable) hashes at the site's own cost whatever PASSWORD_HASH_COST says.
  if (reportedDeployContext() === 'production') return PASSWORD_PARAMS;
  return { ...PASSWORD_PARAMS, N: 2 ** log2N };
}
const KEY_LENGTH = 32;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Returns "scrypt$N$r$p$salt$hash" (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, siteParams());
}

/**
 * The same string at other parameters. Verification reads them from the stored
 * hash, so the test suites give their accounts a cheap hash this way.
 */
export async function hashPasswordWith(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, , , , saltText, keyText] = stored.split('$');
  const params = hashParams(stored);
  if (!params || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await derive(password, Buffer.from(saltText, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The parameters a stored hash was made with, or undefined when it is not one of ours. */
export function hashParams(stored: string): ScryptParams | undefined {
  const [scheme, n, r, p] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  return scheme === 'scrypt' && [params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)
    ? params
    : undefined;
}

const decoys = new Map<string, Promise<string>>();

/**
 * A hash of a random password, checked when the username is unknown so that
 * timing reveals nothing: made at the parameters of the hash it stands in for
 * (the configured owner's, when the site was given one), so an unknown name
 * costs what a known one does.
 */
export function decoyHash(like?: string): Promise<string> {
  const params = (like === undefined ? undefined : hashParams(like)) ?? siteParams();
  const key = `${params.N}$${params.r}$${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPasswordWith(randomBytes(24).toString('base64url'), params);
    decoys.set(key, decoy);
  }
  return decoy;
}

/** A readable random password: 20 characters from a 56-symbol alphabet (~116 bits). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
