import { message } from '#src/schemas/messages.ts';
import { MAX_BACKUP_BYTES, MAX_BACKUP_PARTS } from '#src/schemas/backup.ts';
import { megabytes } from '#functions/backup/transfer.ts';
import { stagedParts } from '#functions/uploads/staged-parts.ts';

// Where a backup file sent in parts is staged until its last part comes
// (ADR 0036, functions/uploads/staged-parts.ts).

export const backupParts = stagedParts({
  prefix: 'backup-parts/',
  maxBytes: MAX_BACKUP_BYTES,
  maxParts: MAX_BACKUP_PARTS,
  tooLarge: message('backup_too_large', { size: megabytes(MAX_BACKUP_BYTES) }),
  countName: 'parts',
});

/** Drops backup files abandoned part way (the hourly sweep). */
export const sweepStaleBackupParts = (now?: number) => backupParts.sweepStale(now);
