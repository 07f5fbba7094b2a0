import { generatePassword } from '#functions/auth/passwords.ts';
import { seedDemoContent, type SeedOutcome } from '#functions/seed/seed.ts';
import { ensureUser } from '#functions/auth/users.ts';

// First-run preparation of a local data directory, called by the local platform
// (never by a deployed function): the admin account, and demo content on request.

export interface BootstrapResult {
  /** Set only when the admin account was just created with a generated password. */
  generatedPassword?: string;
  adminCreated: boolean;
  /** What demo seeding did, when it was asked for. */
  demo?: SeedOutcome;
}

export async function bootstrapLocalData(options: {
  adminUsername: string;
  adminPassword?: string | undefined;
  /** A hash from `npm run admin:hash`, preferred to the password when both are given. */
  adminPasswordHash?: string | undefined;
  seed: boolean;
}): Promise<BootstrapResult> {
  const chosen = options.adminPasswordHash ?? options.adminPassword;
  const password = options.adminPassword ?? generatePassword();
  const secret = options.adminPasswordHash ? { hash: options.adminPasswordHash } : { password };
  const adminCreated = await ensureUser(options.adminUsername, secret);
  const demo = options.seed ? { demo: await seedDemoContent() } : {};
  return adminCreated && !chosen ? { adminCreated, generatedPassword: password, ...demo } : { adminCreated, ...demo };
}
