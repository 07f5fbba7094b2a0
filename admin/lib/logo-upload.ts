import type { z } from 'zod';
import type { errorSchema, uploadPartSchema, uploadResultSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message, type Message } from '#src/schemas/messages.ts';
import { isAllowedLogoType, LOGO_CHUNK_BYTES as CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';
import { codedText, type CodedText, type Shown } from '#admin/lib/coded-text.ts';

// The admin's logo upload, the browser side of POST /api/projects-enhanced/upload-logo
// (functions/api/upload-logo.ts).
// Files up to CHUNK_BYTES go in one request; larger ones in parts of at most
// CHUNK_BYTES (functions/uploads/logo-parts.ts), so a 5 MB logo fits under Netlify's
// 6 MB request limit even once base64-encoded. Progress covers all parts. A
// part lost to the network is sent again (twice at most) before giving up.

const UPLOAD_ENDPOINT = endpoints.uploadLogo.path;

const extensionPattern = /\.(jpe?g|png|gif|svg|webp)$/i;
const PART_TIMEOUT_MS = 120_000;
const NETWORK_RETRIES = 2;

/** The spec's checks before anything is sent: returns the message to show, or null. */
export function checkLogoFile(file: File): Message | null {
  if (file.size > MAX_LOGO_BYTES) return message('logo_too_large');
  const typeOk = file.type ? isAllowedLogoType(file.type) : extensionPattern.test(file.name);
  return typeOk ? null : message('logo_bad_type');
}

class UploadError extends Error {
  /** The HTTP status of the refusal; 0 before sending or when the network failed. */
  readonly status: number;
  readonly said: CodedText;
  constructor(said: CodedText, status: number) {
    super(said.text);
    this.name = 'UploadError';
    this.status = status;
    this.said = said;
  }
}

/** What a failed upload shows: its refusal, or the spec's message for a failure without one. */
export const uploadFailure = (error: unknown): Shown =>
  error instanceof UploadError ? error.said : codedText(message('logo_upload_interrupted'));

/** A part's answer: the contract's upload answer or error, or null when the body is not JSON. */
interface PartAnswer {
  status: number;
  body: Partial<z.infer<typeof uploadResultSchema> & z.infer<typeof uploadPartSchema> & z.infer<typeof errorSchema>> | null;
}

function sendPart(form: FormData, token: string, onProgress: (loaded: number) => void): Promise<PartAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ENDPOINT);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.timeout = PART_TIMEOUT_MS;
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded);
    });
    request.addEventListener('load', () => {
      // responseType 'json' gives null for an answer that is not JSON (a proxy's error page).
      resolve({ status: request.status, body: request.response as PartAnswer['body'] });
    });
    const fail = () => {
      reject(new UploadError(codedText(message('logo_upload_interrupted')), 0));
    };
    request.addEventListener('error', fail);
    request.addEventListener('abort', fail);
    request.addEventListener('timeout', fail);
    request.send(form);
  });
}

/** The server's refusal of a part (shown by its text if it has no code), or the spec's message when it gave none. */
function refusal(body: PartAnswer['body']): CodedText {
  if (body?.error) return { code: body.code ?? '', params: body.params ?? {}, text: body.error };
  return codedText(message('logo_upload_failed'));
}

interface PartRequest {
  blob: Blob;
  name: string;
  index: number;
  count: number;
  uploadId: string | undefined;
}

function partForm({ blob, name, index, count, uploadId }: PartRequest): FormData {
  const form = new FormData();
  form.append('logo', blob, name);
  if (count > 1) {
    form.append('chunk_index', String(index));
    form.append('chunk_count', String(count));
    if (uploadId) form.append('upload_id', uploadId);
  }
  return form;
}

/** Sends one part, again when the network dropped it; a retried part the server already counted is fine. */
async function sendWithRetry(part: PartRequest, token: string, onProgress: (loaded: number) => void): Promise<PartAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await sendPart(partForm(part), token, onProgress);
      const alreadyCounted = attempt > 0 && answer.status === 409 && part.index > 0 && part.index < part.count - 1;
      return alreadyCounted ? { status: 202, body: { success: true } } : answer;
    } catch (error) {
      if (attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/**
 * Uploads a logo and resolves with its URL. Rejects with an Error carrying the
 * spec's messages: the size or type message before sending, the server's error
 * (or 'Failed to upload logo') when refused, 'Failed to upload logo. Please try
 * again.' when the network fails. A 401 rejects with status 401 so callers can
 * end the session.
 */
export async function uploadLogo(file: File, token: string, onProgress?: (fraction: number) => void): Promise<{ logo_url: string }> {
  const problem = checkLogoFile(file);
  if (problem) throw new UploadError(codedText(problem), 0);
  const count = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  const total = Math.max(1, file.size);
  let uploadId: string | undefined;
  let sent = 0;
  onProgress?.(0);
  for (let index = 0; index < count; index++) {
    const blob = count === 1 ? file : file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES, file.type);
    const report = (loaded: number) => onProgress?.(Math.min(1, (sent + Math.min(loaded, blob.size)) / total));
    const { status, body } = await sendWithRetry({ blob, name: file.name, index, count, uploadId }, token, report);
    if (status >= 400 || body?.success !== true) throw new UploadError(refusal(body), status);
    sent += blob.size;
    onProgress?.(Math.min(1, sent / total));
    if (body.logo_url) return { logo_url: body.logo_url };
    uploadId ??= body.upload_id;
  }
  throw new UploadError(codedText(message('logo_upload_failed')), 500);
}

/** What a logo field calls to upload a file: resolves with the stored file's URL; `percent` goes 0 to 100. */
export type LogoUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** uploadLogo with the stored token; a refused session is handled like every other 401. */
export const uploadLogoFile: LogoUpload = async (file, onProgress) => {
  const token = getToken();
  if (!token) {
    endSession();
    throw new UploadError(codedText(message('logo_upload_failed')), 401);
  }
  try {
    const { logo_url } = await uploadLogo(file, token, (fraction) => onProgress(fraction * 100));
    return logo_url;
  } catch (error) {
    if (error instanceof UploadError && error.status === 401) endSession();
    throw error;
  }
};
