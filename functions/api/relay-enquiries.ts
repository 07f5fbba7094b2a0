import { relayDueEnquiries } from '#functions/enquiries/relay.ts';
import { relayDueApplications } from '#functions/applications/notify.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { SCHEDULED_RUN_MS } from '#functions/enquiries/relay-schedule.ts';

// Scheduled every five minutes: sends again the notification emails of
// enquiries whose relay failed and whose wait is over (5 minutes, 30, 2 hours,
// 12 hours after each failed attempt; docs/decisions/0046-honest-enquiries.md),
// and the same for job applications' notifications (ADR 0071),
// in production's store and in the previews' own
// (docs/decisions/0016-content-per-deploy-context.md).

export async function relayEnquiries(): Promise<void> {
  // One deadline for the whole run: its four batches (enquiries and applications, production's and the previews')
  // share Netlify's 30 seconds for a scheduled function.
  const until = Date.now() + SCHEDULED_RUN_MS;
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      const { attempted, remaining } = await relayDueEnquiries(until);
      if (attempted.length > 0 || remaining > 0) {
        const sent = attempted.filter((enquiry) => enquiry.relay.status === 'sent').length;
        console.info(
          JSON.stringify({ level: 'info', event: 'contact_relay_schedule', context, attempted: attempted.length, sent, remaining }),
        );
      }
      const applications = await relayDueApplications(until);
      if (applications > 0)
        console.info(JSON.stringify({ level: 'info', event: 'application_relay_schedule', context, attempted: applications }));
    });
  }
}
