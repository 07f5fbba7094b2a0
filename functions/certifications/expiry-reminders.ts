import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { SCHEDULE_USER } from '#src/schemas/audit.ts';
import type { Credential, ReminderStage } from '#src/schemas/credential.ts';
import { expiryReminderPayload, reminderStage } from '#src/lib/credentials/expiry-reminder.ts';
import { appendAuditOnce } from '#functions/audit/audit.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { relayToCompany, RelayError } from '#functions/enquiries/formsubmit.ts';
import { getContactEnv } from '#functions/platform/env.ts';
import { updateDocument } from '#functions/platform/store.ts';

// Once a day the administrators are emailed, through the site's relay to the
// company's address, about each published credential 60 days before its last
// valid day, 7 days before, and the day after it (days counted in Paris, as
// the site shows them). One document records what was sent, by credential,
// last valid day and stage, so a renewal (a new last day) starts afresh.
//
// A run first claims the reminders it will send, in one compare-and-swap, and
// only then relays them: a second run the same day, or one at the same time,
// finds them claimed or sent and sends nothing. A failed relay gives its claim
// back, so the next run tries again; a claim left by a run that died is taken
// over after CLAIM_MS (that reminder may then go twice, never not at all).

const KEY = 'reminders/credential-expiry';
const CLAIM_MS = 10 * 60 * 1000;
/** A record is kept while its reminder could still be due: stages end 30 days after the last valid day. */
const KEEP_DAYS = 31;
const DAY_MS = 86_400_000;

const recordSchema = z.object({
  sent: z.record(z.string(), z.object({ at: z.iso.datetime(), valid_until: z.string() })),
  claimed: z.record(z.string(), z.object({ at: z.iso.datetime(), valid_until: z.string() })),
});
type Sent = z.infer<typeof recordSchema>;
const emptyRecord = (): Sent => ({ sent: {}, claimed: {} });

interface Due {
  key: string;
  credential: Credential;
  stage: ReminderStage;
}

const keyOf = (item: Pick<Credential, 'id' | 'valid_until'>, stage: ReminderStage) => `${item.id}|${item.valid_until}|${stage}`;

/** The reminders due at `now` by the published credentials' dates. */
function dueReminders(items: readonly Credential[], now: number): Due[] {
  return items.flatMap((credential) => {
    if (!credential.is_published || credential.valid_until < credential.valid_from) return [];
    const stage = reminderStage(credential, now);
    return stage ? [{ key: keyOf(credential, stage), credential, stage }] : [];
  });
}

/** Drops the records of last valid days long past: no reminder about them can be due again. */
function pruned(entries: Sent['sent'], now: number): Sent['sent'] {
  const oldest = new Date(now - KEEP_DAYS * DAY_MS).toISOString().slice(0, 10);
  return Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.valid_until >= oldest));
}

/** Claims the due reminders neither sent nor claimed by a live run; answers those this run must send. */
function claim(due: readonly Due[], now: number): Promise<Due[]> {
  return updateDocument(KEY, recordSchema, emptyRecord, (record) => {
    const at = new Date(now).toISOString();
    const mine = due.filter(({ key }) => {
      if (record.sent[key]) return false;
      const claimed = record.claimed[key];
      return !claimed || Date.parse(claimed.at) + CLAIM_MS <= now;
    });
    if (mine.length === 0) return { value: undefined, result: [] };
    const claimed = { ...record.claimed };
    for (const { key, credential } of mine) claimed[key] = { at, valid_until: credential.valid_until };
    return { value: { sent: pruned(record.sent, now), claimed }, result: mine };
  });
}

/** Records a claimed reminder as sent, or gives the claim back after a failure. */
function settle(reminder: Due, claimedAt: string, sentAt: string | undefined): Promise<void> {
  return updateDocument(KEY, recordSchema, emptyRecord, (record) => {
    const claimed = Object.fromEntries(
      Object.entries(record.claimed).filter(([key, claim]) => key !== reminder.key || claim.at !== claimedAt),
    );
    const sent = sentAt ? { ...record.sent, [reminder.key]: { at: sentAt, valid_until: reminder.credential.valid_until } } : record.sent;
    return { value: { sent, claimed }, result: undefined };
  });
}

function noteSent({ credential, stage, key }: Due, at: string): Promise<boolean> {
  return appendAuditOnce({
    id: `${at}-${randomUUID()}`,
    at,
    user: SCHEDULE_USER,
    action: 'expiry_reminder_sent',
    outcome: 'success',
    status: 200,
    ip: '',
    collection: collections.credentials.name,
    item_id: credential.id,
    item_label: credential.name,
    reminder: stage,
  }).catch((error: unknown) => {
    // The email went; a missing log line must not make it go again.
    console.error(JSON.stringify({ level: 'error', event: 'expiry_reminder_not_audited', id: randomUUID(), key, error: String(error) }));
    return false;
  });
}

export interface ExpiryRemindersRun {
  sent: number;
  failed: number;
}

/** One run: emails every reminder due and not yet sent. A failure is logged (ids and codes only) and left to the next run. */
export async function sendExpiryReminders(now = Date.now()): Promise<ExpiryRemindersRun> {
  const { items } = await readCollection(collections.credentials);
  const mine = await claim(dueReminders(items, now), now);
  const claimedAt = new Date(now).toISOString();
  const env = getContactEnv();
  let sent = 0;
  let failed = 0;
  for (const [index, reminder] of mine.entries()) {
    try {
      await relayToCompany(expiryReminderPayload(reminder.credential, reminder.stage, now), '/admin', env);
    } catch (error) {
      if (!(error instanceof RelayError)) throw error;
      failed += 1;
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'expiry_reminder_failed',
          id: randomUUID(),
          credential: reminder.credential.id,
          stage: reminder.stage,
          reason: error.reason,
          error: error.message,
        }),
      );
      await settle(reminder, claimedAt, undefined);
      if (error.reason === 'unreachable' || error.reason === 'timeout') {
        // The service itself is down: the next would fail alike, each after its wait. All wait for the next run.
        for (const rest of mine.slice(index + 1)) await settle(rest, claimedAt, undefined);
        break;
      }
      continue;
    }
    const at = new Date().toISOString();
    await settle(reminder, claimedAt, at);
    await noteSent(reminder, at);
    sent += 1;
  }
  return { sent, failed };
}
