import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import * as z from 'zod';
import { bootstrapLocalData } from '#functions/seed/bootstrap.ts';
import { scryptHash } from '#functions/platform/env.ts';
import { encodeBlobsContext, startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';

// Everything the local platform (npm start, npm run dev, the browser tests)
// prepares before serving: a data directory with Blobs on disk, a JWT secret
// generated once and kept with the data, and the admin account.

export const platformEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8888),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().min(1).default('.data'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ADMIN_PASSWORD_HASH: z.string().trim().regex(scryptHash, 'ADMIN_PASSWORD_HASH is not a hash made by `npm run admin:hash`').optional(),
});

export type PlatformEnv = z.infer<typeof platformEnvSchema>;

export function parsePlatformEnv(source: Record<string, string | undefined>): PlatformEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = platformEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
}

export interface LocalEnvironment {
  dataDir: string;
  blobs: RunningBlobs;
  adminUsername: string;
  /** Set once, on the run that created the admin account with a generated password. */
  generatedPassword: string | undefined;
  adminFromEnv: boolean;
  stop: () => Promise<void>;
}

async function localSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 64) return existing;
  } catch {
    // First run: generate below.
  }
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function prepareLocalEnvironment(env: PlatformEnv, blobsPort = 0): Promise<LocalEnvironment> {
  const dataDir = path.resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const blobs = await startBlobsServer(path.join(dataDir, 'blobs'), blobsPort);

  // Functions run in worker threads that inherit process.env, as on Netlify.
  process.env.PLATFORM = 'local';
  process.env.JWT_SECRET = env.JWT_SECRET ?? (await localSecret(dataDir));
  process.env.ADMIN_USERNAME = env.ADMIN_USERNAME;
  process.env.NETLIFY_BLOBS_CONTEXT = encodeBlobsContext(blobs.context);
  setEnvironmentContext(blobs.context);

  const { generatedPassword } = await bootstrapLocalData({
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    adminPasswordHash: env.ADMIN_PASSWORD_HASH,
    seed: env.SEED === 'demo',
  });

  return {
    dataDir,
    blobs,
    adminUsername: env.ADMIN_USERNAME,
    generatedPassword,
    adminFromEnv: env.ADMIN_PASSWORD !== undefined || env.ADMIN_PASSWORD_HASH !== undefined,
    stop: () => blobs.stop(),
  };
}
