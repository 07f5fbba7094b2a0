import { endpoints, type Method, type MethodContract } from '#src/schemas/endpoints.ts';
import * as z from '#src/schemas/zod-mini.ts';

/**
 * An anonymous call of each endpoint of the table at one address: its read,
 * with the first value of each required choice (`?type=categories`), or else
 * its first write where an anonymous one is refused without a trace in the
 * audit log. Writes the table records under an action of their own are left out.
 */
function warmUpCalls(): [string, RequestInit][] {
  return Object.values(endpoints).flatMap((endpoint): [string, RequestInit][] => {
    if (typeof endpoint.path !== 'string' || endpoint.path.includes(':')) return [];
    const methods: Partial<Record<Method, MethodContract>> = endpoint.methods;
    if (methods.GET) return [[`${endpoint.path}${firstChoices(methods.GET.query)}`, {}]];
    const write = Object.entries(methods).find(([, contract]) => !(contract.audit && contract.audit.action));
    return write ? [[endpoint.path, { method: write[0] }]] : [];
  });
}

function firstChoices(query: MethodContract['query']): string {
  if (!query) return '';
  const schema = z.toJSONSchema(query, { io: 'input' }) as { required?: string[]; properties?: Record<string, { enum?: string[] }> };
  const params = new URLSearchParams();
  for (const key of schema.required ?? []) params.set(key, schema.properties?.[key]?.enum?.[0] ?? '');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The first call of each endpoint on a fresh platform creates its documents
 * (sessions, settings, views), which takes longest on a busy machine; every
 * endpoint is called once, one after the other, before the worker's first
 * test, so no test starts cold.
 */
export async function warmUp(url: string): Promise<void> {
  for (const [path, init] of warmUpCalls()) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
      if (response && response.status < 500) break;
    }
  }
}
