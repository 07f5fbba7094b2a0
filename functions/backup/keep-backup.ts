import type { StoredBackup } from '#src/schemas/backup.ts';
import { packBackup, type Backup } from '#functions/backup/backup.ts';
import { storeBackup } from '#functions/backup/stored-backups.ts';
import { isPastRetention } from '#functions/enquiries/enquiries.ts';
import { erasedEnquiries } from '#functions/privacy/erasures.ts';

// No kept backup holds an enquiry erased on request or past its retention
// (docs/privacy.md). A backup is taken (its enquiries read) some time before
// it is stored; an erasure in between rewrites only the backups already
// stored, so each one is checked against the erasures again as it is kept.

/** The backup without the enquiries erased or past their retention since it was taken; the same object when it holds none. */
export async function withoutGoneEnquiries(backup: Backup): Promise<Backup> {
  const held = backup.content.enquiries;
  if (!held) return backup;
  const erased = await erasedEnquiries();
  const enquiries = held.filter((enquiry) => !isPastRetention(enquiry) && !erased(enquiry));
  return enquiries.length === held.length ? backup : { ...backup, content: { ...backup.content, enquiries } };
}

/** Keeps a backup just taken, without what was erased since it was taken. */
export async function keepBackup(kind: 'nightly' | 'manual', backup: Backup): Promise<StoredBackup> {
  return storeBackup(kind, packBackup(await withoutGoneEnquiries(backup)));
}
