import { BACKUP_PART_BYTES, type StoredBackup } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { apiRequest, callApi, withQuery } from '#admin/lib/api-client.ts';
import { saveFile } from '#admin/lib/download.ts';

// Backups of any size between the browser and the site (ADR 0036): one request
// or response carries at most BACKUP_PART_BYTES, so a kept backup comes down by
// byte ranges and a file goes up in parts, one after the other.

/** Told how much has travelled, from 0 to 1. */
export type Progress = (fraction: number) => void;

class TransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferError';
  }
}

/** Fetches a kept backup part by part and saves it under its name. */
export async function downloadKeptBackup(name: string, onProgress?: Progress): Promise<void> {
  const parts: Blob[] = [];
  let received = 0;
  let total = Number.POSITIVE_INFINITY;
  onProgress?.(0);
  while (received < total) {
    const response = await apiRequest(withQuery(endpoints.adminBackups.path, { name }), {
      accept: 'application/zip',
      range: `bytes=${received}-${received + BACKUP_PART_BYTES - 1}`,
    });
    const blob = await response.blob();
    if (response.status === 200) {
      // The whole file (a server that ignores ranges): it replaces any part before it.
      parts.splice(0, parts.length, blob);
      break;
    }
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
    // Each part must start where the last ended, be as long as it says, and belong to a file of the same size.
    const fits =
      range &&
      Number(range[1]) === received &&
      blob.size === Number(range[2]) - received + 1 &&
      (total === Number.POSITIVE_INFINITY || Number(range[3]) === total);
    if (!fits) throw new TransferError('The backup came back in pieces that do not fit: download it again');
    parts.push(blob);
    received = Number(range[2]) + 1;
    total = Number(range[3]);
    onProgress?.(received / total);
  }
  onProgress?.(1);
  saveFile(new Blob(parts, { type: 'application/zip' }), `caronte-backup-${name}`);
}

/** Sends a backup file part by part; the site checks it whole and keeps it, to be restored by its name. */
export async function uploadBackup(file: File, onProgress?: Progress): Promise<StoredBackup> {
  const count = Math.max(1, Math.ceil(file.size / BACKUP_PART_BYTES));
  let uploadId: string | undefined;
  onProgress?.(0);
  for (let index = 0; index < count; index++) {
    const answer = await callApi(endpoints.adminBackupsUpload, 'POST', {
      query: { part: String(index), parts: String(count), upload_id: uploadId },
      file: file.slice(index * BACKUP_PART_BYTES, (index + 1) * BACKUP_PART_BYTES),
    });
    // Every part but the last is answered with the upload's id; the last with the backup kept.
    if ('name' in answer) {
      onProgress?.(1);
      return answer;
    }
    uploadId ??= answer.upload_id;
    onProgress?.((index + 1) / count);
  }
  throw new TransferError('The site did not keep the backup sent: send it again');
}
