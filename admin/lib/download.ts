import { apiRequest } from '#admin/lib/api-client.ts';
import { dispositionFileName } from '#admin/lib/download-name.ts';

// A file the API sends as an attachment (CSV exports, backups), fetched with the
// bearer token and handed to the browser as a download under the server's file name.

/** Hands a file the page holds to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadFile(path: string, fallbackName: string, accept = 'text/csv'): Promise<void> {
  const response = await apiRequest(path, { accept });
  const blob = await response.blob();
  saveFile(blob, dispositionFileName(response.headers.get('content-disposition') ?? '') ?? fallbackName);
}
