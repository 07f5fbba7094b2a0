import { AsyncLocalStorage } from 'node:async_hooks';
import { deployContextSchema, isPreviewContext, type DeployContext } from '#src/schemas/deploy.ts';

// Which Blobs store a request reads and writes, from the deploy context Netlify
// reports for it (`context.deploy.context`). Production (and the local
// platform) keep the site's store; deploy previews and branch deploys share a
// store of their own, filled with the demo content on first use, so nothing done
// on a preview's admin ever reaches the live site.
// See docs/decisions/0016-content-per-deploy-context.md.

const PRODUCTION_STORE = 'site';
const PREVIEW_STORE = 'site-preview';

const scope = new AsyncLocalStorage<DeployContext>();

/** An unknown or missing context counts as production's: the safe reading for a request Netlify did not label. */
export function parseDeployContext(value: unknown): DeployContext {
  const parsed = deployContextSchema.safeParse(value);
  return parsed.success ? parsed.data : 'production';
}

/** Runs `work` with the store of `context`. */
export function inDeployContext<T>(context: DeployContext, work: () => T): T {
  return scope.run(context, work);
}

/** The context Netlify reported for this request (or CONTEXT outside one), as given: undefined when none was. */
export function reportedDeployContext(): string | undefined {
  return scope.getStore() ?? process.env.CONTEXT;
}

export function currentDeployContext(): DeployContext {
  return scope.getStore() ?? parseDeployContext(process.env.CONTEXT);
}

export function currentStoreName(): string {
  return isPreviewContext(currentDeployContext()) ? PREVIEW_STORE : PRODUCTION_STORE;
}
