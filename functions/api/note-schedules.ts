import { noteScheduledChanges } from '#functions/content/schedule-notes.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { publishDuePages } from '#functions/pages/schedule.ts';

// Scheduled every five minutes: notes in the audit log each portfolio project
// whose publish or unpublish date passed since the last run, once, and purges
// the CDN entries that show it (docs/decisions/0050-scheduled-changes-noted.md),
// in production's store and in the previews' own
// (docs/decisions/0016-content-per-deploy-context.md). It also publishes each
// page whose scheduled publish date passed (functions/pages/schedule.ts).

export async function noteSchedules(): Promise<void> {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      const { written, handled } = await noteScheduledChanges();
      if (handled > 0) console.info(JSON.stringify({ level: 'info', event: 'schedule_noted', context, written, handled }));
      const pages = await publishDuePages();
      if (pages.published + pages.refused > 0)
        console.info(JSON.stringify({ level: 'info', event: 'pages_published_on_schedule', context, ...pages }));
    });
  }
}
