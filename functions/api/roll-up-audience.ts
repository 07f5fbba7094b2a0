import { rollUp } from '#functions/audience/roll-up.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';

// Scheduled every hour: folds the page views recorded since the last run into
// their day's counts, and deletes the days past the retention period
// (functions/audience/roll-up.ts). Both stores: previews count their own views.

export async function rollUpAudience(): Promise<void> {
  for (const context of ['production', 'deploy-preview'] as const) {
    const result = await inDeployContext(context, () => rollUp());
    console.info(JSON.stringify({ level: 'info', event: 'audience_roll_up', context, ...result }));
  }
}
