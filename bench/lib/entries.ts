import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config, Context } from '@netlify/functions';

// The deployed function entries (netlify/functions/*.mts), loaded in-process
// and routed by their own `config.path`, so benchmarks call exactly what
// Netlify calls, without the local emulator's per-request bundling.

type Entry = (req: Request, context: Context) => Promise<Response>;
interface Route {
  pattern: URLPattern;
  entry: Entry;
}

const functionsDir = path.resolve(import.meta.dirname, '..', '..', 'netlify', 'functions');

export async function loadEntries(): Promise<(req: Request, ip?: string) => Promise<Response>> {
  const routes: Route[] = [];
  for (const file of await readdir(functionsDir)) {
    if (!file.endsWith('.mts')) continue;
    const mod = (await import(path.join(functionsDir, file))) as { default: Entry; config: Config };
    const paths = [mod.config.path ?? []].flat();
    for (const pathname of paths) routes.push({ pattern: new URLPattern({ pathname }), entry: mod.default });
  }
  return (req, ip = '192.0.2.1') => {
    const route = routes.find((candidate) => candidate.pattern.test(req.url));
    if (!route) return Promise.resolve(Response.json({ error: 'no such function' }, { status: 404 }));
    return route.entry(req, { ip } as Context);
  };
}
