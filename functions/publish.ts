import { purgeTags } from '#functions/cache.ts';
import { refreshViews, type PublicView } from '#functions/views.ts';

// What follows every content write, in this order: rebuild the public views the
// write affected, then purge the CDN entries tagged with what changed (a purge
// before the rebuild could let the edge fetch the old view again).
// The write itself has landed by then, so a failure here is logged and the
// request still succeeds: answering an error would invite a duplicate retry.

export async function publishChange(change: { what: string; views: readonly PublicView[]; tags: readonly string[] }): Promise<void> {
  try {
    await refreshViews(change.views);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'view_refresh_failed',
        change: change.what,
        views: change.views.map((view) => view.name),
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
  await purgeTags(change.tags);
}
