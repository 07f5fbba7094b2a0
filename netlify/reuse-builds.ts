import { FunctionsHandler } from '@netlify/functions-dev';

// @netlify/dev bundles a function again on every request (into a temporary
// directory it deletes afterwards), about 0.3-1 s each, which makes the local
// platform too slow for load and property tests. Its function registry already
// builds every function once at start-up and rebuilds it when a source file
// changes, as `netlify dev` does; this patch makes invocations use that build.
// Each request still runs in a fresh worker thread with Netlify's request and
// context handling. See docs/decisions/0002-local-platform.md.

interface Invocable {
  invoke: (options: { buildDirectory?: string | undefined } & Record<string, unknown>) => Promise<Response>;
  reusesRegistryBuild?: boolean;
}

type HandlerInvoke = (this: unknown, request: Request, route: unknown, func: Invocable, buildDirectory?: string) => Promise<Response>;

let patched = false;

export function reuseFunctionBuilds(): void {
  if (patched) return;
  patched = true;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: HandlerInvoke };
  const original = prototype.invoke;
  prototype.invoke = function invoke(request, route, func, buildDirectory) {
    if (!func.reusesRegistryBuild) {
      const invokeFunction = func.invoke.bind(func);
      // Without a build directory the function waits for the registry's build instead of building anew.
      func.invoke = (options) => invokeFunction({ ...options, buildDirectory: undefined });
      func.reusesRegistryBuild = true;
    }
    return original.call(this, request, route, func, buildDirectory);
  };
}
