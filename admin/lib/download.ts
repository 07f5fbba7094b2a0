import { apiRequest } from '#admin/lib/api-client.ts';

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
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  saveFile(blob, named ? decodeURIComponent(named) : fallbackName);
}
