import { z } from 'zod';
import { site } from '#src/site/config.ts';

// The functions' configuration, read from the environment once and checked with
// zod. In production (any platform but our local one) the secrets have no
// defaults: a missing JWT_SECRET or admin credential stops the API with a clear
// error instead of silently running with a guessable value.

const envSchema = z
  .object({
    PLATFORM: z.enum(['netlify', 'local']).default('netlify'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters (256 bits)').optional(),
    ADMIN_USERNAME: z.string().trim().min(1, 'ADMIN_USERNAME must not be empty').max(100).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(200).optional(),
    CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an email address').default(site.email),
    FORMSUBMIT_URL: z.url({ protocol: /^https?$/, error: 'FORMSUBMIT_URL must be an http(s) URL' }).default('https://formsubmit.co'),
    SITE_URL: z.url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL' }).default(site.url),
    RELAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(8000),
  })
  .superRefine((env, ctx) => {
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is not set' });
    if (env.PLATFORM === 'netlify') {
      if (!env.ADMIN_USERNAME) ctx.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'ADMIN_USERNAME is not set' });
      if (!env.ADMIN_PASSWORD) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD is not set' });
    }
  })
  .transform((env) => ({
    platform: env.PLATFORM,
    jwtSecret: env.JWT_SECRET ?? '',
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD,
    contactEmail: env.CONTACT_EMAIL,
    formSubmitUrl: env.FORMSUBMIT_URL.replace(/\/+$/, ''),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    relayTimeoutMs: env.RELAY_TIMEOUT_MS,
  }));

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws ConfigError naming every missing or invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
  const result = envSchema.safeParse(blankToUndefined);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issue.message).join('; ');
  throw new ConfigError(`Server configuration error: ${problems}. Set the variables in the Netlify site settings.`);
}

let cached: { source: string; env: Env } | undefined;

/** The current environment, parsed once per distinct set of values. */
export function getEnv(): Env {
  const keys = [
    'PLATFORM',
    'JWT_SECRET',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'CONTACT_EMAIL',
    'FORMSUBMIT_URL',
    'SITE_URL',
    'RELAY_TIMEOUT_MS',
  ];
  const source = keys.map((key) => process.env[key] ?? '').join('\u0000');
  if (cached?.source !== source) cached = { source, env: parseEnv(process.env) };
  return cached.env;
}
