import * as z from '#functions/platform/zod.ts';
import { site } from '#src/site/config.ts';
import { englishOf, message } from '#src/schemas/messages.ts';

// The functions' configuration, read from the environment and checked with zod,
// once per concern (docs/decisions/0012-configuration-and-sign-in-limits.md):
// - site: what every route may use (platform, public URL); all have defaults, so
//   public reads need no variable at all on a fresh deploy;
// - contact: where enquiries are relayed; defaults too;
// - admin: the session secret and the first account. Only admin routes (and a
//   public read that is sent a token) need it; without it they answer 503 with
//   what to set, and nothing ever runs with a built-in or weak secret.

const blankToUndefined = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));

/** A variable holds a value that cannot be used (a malformed URL…): the site's own fault, logged, 500. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The admin is not set up on this deploy: admin routes answer 503 saying what to set. */
export class AdminNotConfiguredError extends Error {
  override name = 'AdminNotConfiguredError';
  /** What is missing or wrong, variable by variable. */
  readonly problems: string;
  constructor(problems: string) {
    super(englishOf(message('admin_not_configured', { problems })));
    this.problems = problems;
  }
}

const url = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` });

function parsed<S extends z.core.$ZodType>(schema: S, concern: string, source: Record<string, string | undefined>): z.infer<S> {
  const result = z.safeParse(schema, blankToUndefined(source));
  if (result.success) return result.data;
  throw new ConfigError(`Invalid ${concern} configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
}

/** Parses once per distinct set of the concern's variables (tests change them between cases). */
function cachedBy<T>(keys: readonly string[], parse: (source: Record<string, string | undefined>) => T): () => T {
  let cached: { source: string; value: T } | undefined;
  return () => {
    const source = keys.map((key) => process.env[key] ?? '').join('\u0000');
    if (cached?.source !== source) cached = { source, value: parse(process.env) };
    return cached.value;
  };
}

const contactSchema = z.pipe(
  z.object({
    CONTACT_EMAIL: z._default(z.email('CONTACT_EMAIL must be an email address'), site.email),
    FORMSUBMIT_URL: z._default(url('FORMSUBMIT_URL'), 'https://formsubmit.co'),
    SITE_URL: z._default(url('SITE_URL'), site.url),
    RELAY_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(30_000)), 8000),
  }),
  z.transform((env) => ({
    contactEmail: env.CONTACT_EMAIL,
    formSubmitUrl: env.FORMSUBMIT_URL.replace(/\/+$/, ''),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    relayTimeoutMs: env.RELAY_TIMEOUT_MS,
  })),
);

export type ContactEnv = z.infer<typeof contactSchema>;
const parseContactEnv = (source: Record<string, string | undefined>): ContactEnv => parsed(contactSchema, 'contact', source);
export const getContactEnv = cachedBy(['CONTACT_EMAIL', 'FORMSUBMIT_URL', 'SITE_URL', 'RELAY_TIMEOUT_MS'], parseContactEnv);

const SECRET_HINT = 'at least 32 random characters, e.g. the output of `openssl rand -hex 32`';

/**
 * A secret that is long but predictable ("aaaa…", "changeme" repeated) is as
 * guessable as a short one. Refused: under 32 characters, or fewer than 12
 * distinct characters (64 hex digits from openssl have 16).
 */
function weakSecret(secret: string): boolean {
  return secret.length < 32 || new Set(secret).size < 12;
}

/** The shape of a hash made by `npm run admin:hash` (functions/passwords.ts). */
export const scryptHash = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/;

const adminSchema = z.object({
  PLATFORM: z._default(z.enum(['netlify', 'local']), 'netlify'),
  JWT_SECRET: z.optional(z.string()),
  ADMIN_USERNAME: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ADMIN_PASSWORD: z.optional(z.string()),
  ADMIN_PASSWORD_HASH: z.optional(z.string().check(z.trim())),
});

export interface AdminEnv {
  jwtSecret: string;
  adminUsername: string;
  adminPassword: string | undefined;
  adminPasswordHash: string | undefined;
}

/** The admin configuration, or AdminNotConfiguredError saying what to set. */
function parseAdminEnv(source: Record<string, string | undefined>): AdminEnv {
  const env = parsed(adminSchema, 'admin', source);
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push(`JWT_SECRET is not set (${SECRET_HINT})`);
  else if (weakSecret(env.JWT_SECRET)) problems.push(`JWT_SECRET is too weak: use ${SECRET_HINT}`);
  if (env.ADMIN_PASSWORD_HASH && !scryptHash.test(env.ADMIN_PASSWORD_HASH)) {
    problems.push('ADMIN_PASSWORD_HASH is not a hash made by `npm run admin:hash`');
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < 12) problems.push('ADMIN_PASSWORD must be at least 12 characters');
  if (env.PLATFORM === 'netlify') {
    if (!env.ADMIN_USERNAME) problems.push('ADMIN_USERNAME is not set');
    if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH)
      problems.push('ADMIN_PASSWORD_HASH (from `npm run admin:hash`) or ADMIN_PASSWORD is not set');
  }
  if (problems.length > 0) throw new AdminNotConfiguredError(problems.join('; '));
  return {
    jwtSecret: env.JWT_SECRET!,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD,
    adminPasswordHash: env.ADMIN_PASSWORD_HASH,
  };
}

export const getAdminEnv = cachedBy(['PLATFORM', 'JWT_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH'], parseAdminEnv);

const purgeSchema = z.pipe(
  z.object({
    PLATFORM: z._default(z.enum(['netlify', 'local']), 'netlify'),
    NETLIFY_PURGE_API_TOKEN: z.optional(z.string()),
    NETLIFY_PURGE_API_URL: z.optional(url('NETLIFY_PURGE_API_URL')),
    SITE_ID: z.optional(z.string()),
  }),
  z.transform((env) => ({
    platform: env.PLATFORM,
    token: env.NETLIFY_PURGE_API_TOKEN,
    apiUrl: env.NETLIFY_PURGE_API_URL?.replace(/\/+$/, ''),
    siteId: env.SITE_ID,
  })),
);

/**
 * CDN purge: Netlify gives deployed functions NETLIFY_PURGE_API_TOKEN and
 * SITE_ID; NETLIFY_PURGE_API_URL only points the purge elsewhere (the tests'
 * loopback stub of the purge API).
 */
export type PurgeEnv = z.infer<typeof purgeSchema>;
const parsePurgeEnv = (source: Record<string, string | undefined>): PurgeEnv => parsed(purgeSchema, 'purge', source);
export const getPurgeEnv = cachedBy(['PLATFORM', 'NETLIFY_PURGE_API_TOKEN', 'NETLIFY_PURGE_API_URL', 'SITE_ID'], parsePurgeEnv);

const passwordSchema = z.pipe(
  z.object({
    PASSWORD_HASH_COST: z.optional(
      z.coerce
        .number()
        .check(
          z.int(),
          z.gte(10, 'PASSWORD_HASH_COST must be between 10 and 17'),
          z.lte(17, 'PASSWORD_HASH_COST must be between 10 and 17'),
        ),
    ),
  }),
  z.transform((env) => ({ log2N: env.PASSWORD_HASH_COST ?? 17 })),
);

/**
 * The scrypt cost of the hashes the site makes (invitations, password changes,
 * the first owner), as log2 N: 17, OWASP's minimum. PASSWORD_HASH_COST lowers it
 * for the test suites' own sites, which make hundreds of accounts; a production
 * deploy ignores it (functions/auth/passwords.ts reads the deploy context).
 */
export type PasswordEnv = z.infer<typeof passwordSchema>;
const parsePasswordEnv = (source: Record<string, string | undefined>): PasswordEnv => parsed(passwordSchema, 'password', source);
export const getPasswordEnv = cachedBy(['PASSWORD_HASH_COST'], parsePasswordEnv);
