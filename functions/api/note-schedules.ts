import { noteScheduledChanges } from '#functions/content/schedule-notes.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';

// Scheduled every five minutes: notes in the audit log each portfolio project
// whose publish or unpublish date passed since the last run, once, and purges
// the CDN entries that show it (docs/decisions/0050-scheduled-changes-noted.md),
// in production's store and in the previews' own
// (docs/decisions/0016-content-per-deploy-context.md).

export async function noteSchedules(): Promise<void> {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      const { written, handled } = await noteScheduledChanges();
      if (handled > 0) console.info(JSON.stringify({ level: 'info', event: 'schedule_noted', context, written, handled }));
    });
  }
}
