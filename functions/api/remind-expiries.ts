import { sendExpiryReminders } from '#functions/certifications/expiry-reminders.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';

// Scheduled once a day: emails the administrators about the credentials that
// end within 60 days, within 7, or ended yesterday
// (functions/certifications/expiry-reminders.ts). Production's store only: a
// preview's credentials are a copy or a demo, and its reminders would reach
// the company's real address.

export async function remindExpiries(): Promise<void> {
  await inDeployContext('production', async () => {
    const { sent, failed } = await sendExpiryReminders();
    if (sent + failed > 0) console.info(JSON.stringify({ level: 'info', event: 'expiry_reminders', sent, failed }));
  });
}
