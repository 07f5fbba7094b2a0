import type { AuditEntry } from '#src/schemas/audit.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { PrivacyErasure, PrivacyExport } from '#src/schemas/privacy.ts';
import { auditKeptSince, readAudit } from '#functions/audit/audit.ts';
import { packBackup, readBackup } from '#functions/backup/backup.ts';
import { listBackups, readStoredBackup, replaceStoredBackup } from '#functions/backup/stored-backups.ts';
import { listEnquiries, removeEnquiriesFrom } from '#functions/enquiries/enquiries.ts';
import { rememberErasure, sentFrom } from '#functions/privacy/erasures.ts';
import { appliedFrom, listApplications, removeApplicationsFrom } from '#functions/applications/applications.ts';

// A person's requests about their personal data (docs/privacy.md): what the
// site holds about an email address, and its erasure everywhere it lives:
// the inbox, every kept backup, and any later restore or import
// (functions/privacy/erasures.ts). Enquiries and job applications hold a
// visitor's data; applications and their CVs are in no backup (ADR 0071), so
// erasing them is removing them, CVs included; a later kind of personal data
// joins both functions here.

/** How many times the kept backups are listed and rewritten: a backup kept meanwhile is in the next list. */
const BACKUP_ROUNDS = 3;

/** The kept backups, each read once, with the enquiries from the address it holds. */
async function backupsHolding(email: string) {
  const found = [];
  for (const kept of await listBackups()) {
    const backup = await readBackup(await readStoredBackup(kept.name));
    const enquiries = (backup.content.enquiries ?? []).filter(sentFrom(email));
    if (enquiries.length > 0) found.push({ kept, backup, enquiries });
  }
  return found;
}

/** The audit log's entries about these enquiries, over the whole time the log keeps. */
async function auditEntriesOf(ids: ReadonlySet<string>, item: 'enquiries' | 'applications' = 'enquiries'): Promise<AuditEntry[]> {
  if (ids.size === 0) return [];
  const entries = await readAudit({ item, from: auditKeptSince().slice(0, 10) });
  return entries.filter((entry) => entry.item_id !== undefined && ids.has(entry.item_id));
}

/** The backups' enquiries the inbox no longer holds, each once (a nightly backup and a later one may both hold it). */
function onlyInBackups(inInbox: readonly Enquiry[], backups: readonly { enquiries: readonly Enquiry[] }[]): Enquiry[] {
  const found = new Map<string, Enquiry>();
  const inbox = new Set(inInbox.map((enquiry) => enquiry.id));
  for (const enquiry of backups.flatMap((held) => held.enquiries)) if (!inbox.has(enquiry.id)) found.set(enquiry.id, enquiry);
  return [...found.values()];
}

export async function exportPersonalData(email: string): Promise<PrivacyExport> {
  const enquiries = (await listEnquiries()).filter(sentFrom(email));
  const backups = await backupsHolding(email);
  const applications = (await listApplications()).filter(appliedFrom(email));
  const ids = new Set([...enquiries, ...backups.flatMap((held) => held.enquiries)].map((enquiry) => enquiry.id));
  return {
    email,
    generated_at: new Date().toISOString(),
    enquiries,
    enquiries_in_backups: onlyInBackups(enquiries, backups),
    applications,
    audit_entries: [
      ...(await auditEntriesOf(ids)),
      ...(await auditEntriesOf(new Set(applications.map(({ id }) => id)), 'applications')),
    ].map(({ at, action, outcome, collection, item_id, fields }) => ({ at, action, outcome, collection, item_id, fields })),
    kept_backups: backups.map(({ kept, enquiries: held }) => ({ name: kept.name, created_at: kept.created_at, enquiries: held.length })),
  };
}

/**
 * Erases an address: remembered first, so that a restore, an import or a
 * backup kept meanwhile leaves out what is being erased (functions/backup/
 * keep-backup.ts); then removed from the inbox and the applications, and from
 * each kept backup, which is rewritten without those enquiries under its
 * name. The backups are listed again once rewritten: one taken before the
 * erasure may have been stored while they were.
 */
export async function erasePersonalData(email: string): Promise<PrivacyErasure> {
  const fromSubject = sentFrom(email);
  const stored = (await listEnquiries()).filter(fromSubject).map((enquiry) => enquiry.id);
  await rememberErasure(email, stored);
  const removed = await removeEnquiriesFrom(email);
  const applications = await removeApplicationsFrom(email);
  const rewritten = new Set<string>();
  for (let round = 0; round < BACKUP_ROUNDS; round++) {
    const backups = await backupsHolding(email);
    if (backups.length === 0) break;
    await rememberErasure(
      email,
      backups.flatMap((held) => held.enquiries.map((enquiry) => enquiry.id)),
    );
    for (const { kept, backup } of backups) {
      const enquiries = (backup.content.enquiries ?? []).filter((enquiry) => !fromSubject(enquiry));
      await replaceStoredBackup(kept.name, packBackup({ ...backup, content: { ...backup.content, enquiries } }));
      rewritten.add(kept.name);
    }
  }
  return { enquiries: new Set([...stored, ...removed]).size, applications: applications.length, backups: rewritten.size };
}
