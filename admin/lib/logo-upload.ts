import { z } from 'zod';
import { uploadMessages } from '#schemas/upload.ts';
import type { LogoUpload } from '#admin/components/logo-field.tsx';
import { endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';

// Sends a logo to POST /api/projects-enhanced/upload-logo (multipart, field
// `logo`, bearer token) with upload progress, and returns the stored file's URL.

const responseSchema = z.object({ success: z.literal(true), logo_url: z.string().min(1) });

export const uploadLogoFile: LogoUpload = (file, onProgress) =>
  new Promise<string>((resolve, reject) => {
    const body = new FormData();
    body.append('logo', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/projects-enhanced/upload-logo');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        // Not JSON: handled below as a failure without server text.
      }
      const parsed = responseSchema.safeParse(data);
      if (request.status === 401) {
        endSession();
        reject(new Error(uploadMessages.failed));
        return;
      }
      if (request.status >= 200 && request.status < 300 && parsed.success) {
        onProgress(100);
        resolve(parsed.data.logo_url);
        return;
      }
      const serverError =
        typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string'
          ? (data as { error: string }).error
          : '';
      reject(new Error(serverError || uploadMessages.failed));
    });
    request.addEventListener('error', () => reject(new Error(uploadMessages.exception)));
    request.addEventListener('abort', () => reject(new Error(uploadMessages.exception)));
    request.send(body);
  });
