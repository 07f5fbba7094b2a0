import { randomUUID } from 'node:crypto';
import type { Application } from '#src/schemas/application.ts';
import type { RelayReason, RelayState } from '#src/schemas/enquiry-relay.ts';
import { site } from '#src/site/config.ts';
import { changeApplication, listApplications } from '#functions/applications/applications.ts';
import { relayToCompany, RelayError } from '#functions/enquiries/formsubmit.ts';
import {
  afterFailure,
  attemptsOf,
  claimedRelay,
  isDueForSchedule,
  scheduledEnv,
  serviceDown,
  stillClaimedBy,
} from '#functions/enquiries/relay-schedule.ts';
import { getContactEnv, type ContactEnv } from '#functions/platform/env.ts';

// The company is told of a new application by email through the site's relay
// (FormSubmit, to CONTACT_EMAIL), after the application is stored (ADR 0071,
// as enquiries are, ADR 0046). The email names the job and links to the
// inbox, nothing more: no CV, and none of the candidate's details, so no copy
// of them outlives an erasure or the retention in someone's mailbox. Each
// attempt claims the application first (compare-and-swap), so two never send
// one twice; a failed one is tried again as an enquiry's is
// (relay-schedule.ts), then given up. Logs carry ids and codes only.

/** A mail header: no angle brackets, so no text can form a tag wherever the relay puts it. */
const headerSafe = (text: string) => text.replace(/</g, '\u2039').replace(/>/g, '\u203a');

/** The notification: the job (its title as staff wrote it) and where to read the application. */
function notificationPayload(application: Pick<Application, 'job_title' | 'created_at'>, siteUrl: string): Record<string, string> {
  const what = application.job_title ? `Job application: ${application.job_title}` : 'Spontaneous job application';
  return {
    _subject: headerSafe(`${what} (${site.name})`),
    _template: 'table',
    _captcha: 'false',
    received: application.created_at,
    message: `A new application was received. Read it and its CV in the admin: ${siteUrl}/admin/applications`,
    from_site: site.name,
  };
}

/** Relays a claimed application's notification and records how it went; answers the failure's code, if any. */
export async function notifyCompany(claimed: Application, env: ContactEnv = getContactEnv()): Promise<RelayReason | undefined> {
  const attempts = attemptsOf(claimed.relay);
  let outcome: RelayState;
  let failure: RelayReason | undefined;
  try {
    await relayToCompany(notificationPayload(claimed, env.siteUrl), '/careers', env);
    outcome = { status: 'sent', attempts, attempted_at: new Date().toISOString() };
  } catch (error) {
    if (!(error instanceof RelayError)) throw error;
    failure = error.reason;
    outcome = afterFailure(attempts, new Date(), error.reason);
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'application_relay_failed',
        id: randomUUID(),
        application: claimed.id,
        attempt: attempts,
        reason: error.reason,
        relay: outcome.status,
      }),
    );
  }
  try {
    await changeApplication(claimed.id, (item) => (stillClaimedBy(item.relay, claimed.relay) ? { ...item, relay: outcome } : undefined));
  } catch (error) {
    // The attempt happened and the application is stored: failing to note how it went leaves it claimed, which the
    // schedule takes up again once the claim is old, and the candidate is still told it was received.
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'application_relay_not_recorded',
        id: randomUUID(),
        application: claimed.id,
        relay: outcome.status,
        error: error instanceof Error ? error.name : typeof error,
      }),
    );
  }
  return failure;
}

/** The schedule's turn has come (failed and past its wait, or cut short) for an application of the last day. */
const isDue = (item: Application, now: number) => isDueForSchedule(item.relay, item.created_at, now);

/** The schedule's run: sends again the notifications due, oldest first, until the service proves down; none started past `until`. */
export async function relayDueApplications(until: number): Promise<number> {
  const started = Date.now();
  const due = (await listApplications()).filter((item) => isDue(item, started)).reverse();
  const env = scheduledEnv(getContactEnv());
  let attempted = 0;
  for (const candidate of due) {
    if (Date.now() >= until) break;
    const at = new Date();
    const claimed = await changeApplication(candidate.id, (item) =>
      isDue(item, at.getTime()) ? { ...item, relay: claimedRelay(item.relay, at) } : undefined,
    );
    if (!claimed) continue;
    attempted += 1;
    const failure = await notifyCompany(claimed, env);
    if (serviceDown(failure)) break;
  }
  return attempted;
}
