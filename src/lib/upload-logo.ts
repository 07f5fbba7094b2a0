import { isAllowedLogoType, LOGO_CHUNK_BYTES as CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages } from '#schemas/upload.ts';

// The browser side of POST /api/projects-enhanced/upload-logo (functions/uploads.ts).
// Files up to CHUNK_BYTES go in one request; larger ones in parts of at most
// CHUNK_BYTES, so a 5 MB logo fits under Netlify's 6 MB request limit even
// once base64-encoded. Progress covers all parts.

export const UPLOAD_ENDPOINT = '/api/projects-enhanced/upload-logo';

const extensionPattern = /\.(jpe?g|png|gif|svg|webp)$/i;

/** The spec's checks before anything is sent: returns the message to show, or null. */
export function checkLogoFile(file: File): string | null {
  if (file.size > MAX_LOGO_BYTES) return uploadMessages.tooLarge;
  const typeOk = file.type ? isAllowedLogoType(file.type) : extensionPattern.test(file.name);
  return typeOk ? null : uploadMessages.badType;
}

interface PartAnswer {
  status: number;
  body: { success?: boolean; logo_url?: string; upload_id?: string; error?: string } | null;
}

function sendPart(form: FormData, token: string, onProgress: (loaded: number) => void): Promise<PartAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ENDPOINT);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded);
    });
    request.addEventListener('load', () => {
      resolve({ status: request.status, body: request.response as PartAnswer['body'] });
    });
    request.addEventListener('error', () => {
      reject(new Error(uploadMessages.exception));
    });
    request.addEventListener('abort', () => {
      reject(new Error(uploadMessages.exception));
    });
    request.send(form);
  });
}

export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/**
 * Uploads a logo and resolves with its URL. Rejects with the spec's messages:
 * the size or type message before sending, the server's error (or 'Failed to
 * upload logo') when refused, 'Failed to upload logo. Please try again.' when
 * the network fails. A 401 rejects with status 401 so callers can sign out.
 */
export async function uploadLogo(file: File, token: string, onProgress?: (fraction: number) => void): Promise<{ logo_url: string }> {
  const problem = checkLogoFile(file);
  if (problem) throw new UploadError(problem, 0);
  const count = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  let uploadId: string | undefined;
  let sent = 0;
  for (let index = 0; index < count; index++) {
    const part = count === 1 ? file : file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES, file.type);
    const form = new FormData();
    form.append('logo', part, file.name);
    if (count > 1) {
      form.append('chunk_index', String(index));
      form.append('chunk_count', String(count));
      if (uploadId) form.append('upload_id', uploadId);
    }
    const { status, body } = await sendPart(form, token, (loaded) =>
      onProgress?.(Math.min(1, (sent + Math.min(loaded, part.size)) / file.size)),
    );
    if (status >= 400 || !body?.success) throw new UploadError(body?.error ?? uploadMessages.failed, status);
    sent += part.size;
    onProgress?.(sent / file.size);
    if (body.logo_url) return { logo_url: body.logo_url };
    uploadId = body.upload_id;
  }
  throw new UploadError(uploadMessages.failed, 500);
}
