import * as z from '#src/schemas/zod-mini.ts';
import { errorSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { mediaItemSchema, type MediaItem } from '#src/schemas/media.ts';
import { message } from '#src/schemas/messages.ts';
import { endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';
import { codedText, type Shown } from '#admin/lib/coded-text.ts';

// The browser side of POST /api/admin/media: one multipart request (the photo
// is already downscaled, admin/lib/media/prepare-photo.ts), sent with
// XMLHttpRequest for its upload progress. A refusal carries the server's coded
// error, shown in the admin's language.

const UPLOAD_TIMEOUT_MS = 120_000;

export interface MediaUploadFields {
  alt_en: string;
  alt_fr: string;
  focal_x: number;
  focal_y: number;
}

export class MediaUploadError extends Error {
  /** The HTTP status; 0 when the network failed. */
  readonly status: number;
  readonly said: Shown;
  constructor(said: Shown, status: number) {
    super(typeof said === 'string' ? said : said.text);
    this.name = 'MediaUploadError';
    this.status = status;
    this.said = said;
  }
}

const refusalSchema = z.partial(errorSchema, { code: true, params: true });

function refusal(status: number, body: unknown): MediaUploadError {
  const parsed = refusalSchema.safeParse(body);
  if (parsed.success && parsed.data.error.trim()) {
    const { error, code = '', params = {} } = parsed.data;
    return new MediaUploadError(code ? { code, params, text: error } : error, status);
  }
  return new MediaUploadError(codedText(message('request_failed', { status })), status);
}

/** Sends a prepared photo; `onProgress` gets 0 to 1 of the bytes sent. */
export function uploadMedia(file: File, fields: MediaUploadFields, onProgress: (fraction: number) => void): Promise<MediaItem> {
  const token = getToken();
  if (!token) {
    endSession();
    return Promise.reject(new MediaUploadError(codedText(message('request_failed', { status: 401 })), 401));
  }
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('alt_en', fields.alt_en);
  if (fields.alt_fr) form.append('alt_fr', fields.alt_fr);
  form.append('focal_x', String(fields.focal_x));
  form.append('focal_y', String(fields.focal_y));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoints.adminMedia.path);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / Math.max(1, event.total));
    });
    request.addEventListener('load', () => {
      if (request.status === 401) endSession();
      if (request.status < 200 || request.status >= 300) {
        reject(refusal(request.status, request.response));
        return;
      }
      const parsed = mediaItemSchema.safeParse(request.response);
      if (parsed.success) resolve(parsed.data);
      else reject(new MediaUploadError(codedText(message('request_failed', { status: request.status })), request.status));
    });
    const fail = () => reject(new MediaUploadError(codedText(message('network_failure')), 0));
    request.addEventListener('error', fail);
    request.addEventListener('abort', fail);
    request.addEventListener('timeout', fail);
    request.send(form);
  });
}
