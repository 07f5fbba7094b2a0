import { isPreviewContext } from '#src/schemas/deploy.ts';
import { currentDeployContext } from '#functions/platform/deploy-context.ts';
import { seedDemoContent } from '#functions/seed/seed.ts';

// A preview's store starts with the demo content, so a deploy preview shows a
// full site to review. Once per warm instance, and the seed itself is
// idempotent (a marker document; a store with content is never touched).
// Production is never seeded automatically (`npm run seed` does it on purpose).

let seeding: Promise<unknown> | undefined;

export async function ensurePreviewContent(): Promise<void> {
  if (!isPreviewContext(currentDeployContext())) return;
  seeding ??= seedDemoContent().catch((error: unknown) => {
    seeding = undefined;
    throw error;
  });
  await seeding;
}
