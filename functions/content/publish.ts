import { purgeTags } from '#functions/platform/cache.ts';

// What follows every content write: purge the CDN entries tagged with what
// changed. The public views need no rebuild here: each records the change tokens
// of its sources and the next read rebuilds it when one moved (functions/content/views.ts),
// so a write's cost does not grow with the catalogue (ADR 0030).

export async function publishChange(change: { what: string; tags: readonly string[] }): Promise<void> {
  await purgeTags(change.tags, change.what);
}
