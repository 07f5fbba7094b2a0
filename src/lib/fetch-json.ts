import * as z from '#src/schemas/zod-mini.ts';

// How the islands read the public API: a GET that fails loudly (network error,
// non-2xx status, or a body that is not what the schema describes) so the
// caller can log it and fall back, as the spec asks.

class FetchError extends Error {
  override name = 'FetchError';
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new FetchError(`GET ${url} answered ${response.status}`, response.status);
  return (await response.json()) as unknown;
}

/**
 * Parses a list item by item: a record that does not match the schema is left
 * out (and reported) rather than hiding every other one.
 */
export function parseList<T extends z.core.$ZodType>(schema: T, data: unknown, what: string): z.infer<T>[] {
  if (!Array.isArray(data)) throw new FetchError(`Expected a list of ${what}`);
  const items: z.infer<T>[] = [];
  for (const entry of data) {
    const result = z.safeParse(schema, entry);
    if (result.success) items.push(result.data);
    else console.warn(JSON.stringify({ level: 'warn', message: `Ignored an invalid ${what} record`, issues: result.error.issues.length }));
  }
  return items;
}
