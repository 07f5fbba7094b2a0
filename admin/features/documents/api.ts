import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '#src/schemas/zod-mini.ts';
import { errorSchema } from '#src/schemas/api.ts';
import {
  DOCUMENT_PART_BYTES,
  documentMegabytes,
  documentSchema,
  MAX_DOCUMENT_BYTES,
  type DocumentFields,
  type DocumentItem,
} from '#src/schemas/document.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { ApiError, callApi, endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';
import { codedText, type Shown } from '#admin/lib/coded-text.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Documents (/api/documents to read, /api/admin/documents to write): a new
// document or a new file goes as multipart, a change of fields alone as JSON.
// A PDF over what one request carries goes first in parts to
// /api/admin/documents/parts, one after the other; the write then names it by
// its upload id (ADR 0077).

export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
};

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.documents, 'GET', { signal }),
  });

export class DocumentUploadError extends Error {
  readonly said: Shown;
  constructor(said: Shown) {
    super(typeof said === 'string' ? said : said.text);
    this.name = 'DocumentUploadError';
    this.said = said;
  }
}

const refusalSchema = z.partial(errorSchema, { code: true, params: true });

/** Told how much of the file has gone up, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** The refusal a part met, as the form shows it. */
const partRefusal = (error: unknown) =>
  new DocumentUploadError(error instanceof ApiError && error.said ? error.said : codedText(message('network_failure')));

/** Sends a PDF over one request's size in parts, in order, and answers the upload id a write names it by. */
async function sendInParts(file: File, onProgress: UploadProgress): Promise<string> {
  const parts = Math.ceil(file.size / DOCUMENT_PART_BYTES);
  let uploadId: string | undefined;
  for (let part = 0; part < parts; part++) {
    const answer = await callApi(endpoints.adminDocumentParts, 'POST', {
      query: { part: String(part), parts: String(parts), upload_id: uploadId },
      file: file.slice(part * DOCUMENT_PART_BYTES, (part + 1) * DOCUMENT_PART_BYTES),
    }).catch((error: unknown) => {
      throw partRefusal(error);
    });
    uploadId ??= answer.upload_id;
    onProgress((part + 1) / parts);
  }
  return uploadId!;
}

/** Sends a document with its file (POST) or a new file for one (PUT with its id); a large file goes in parts first. */
async function sendWithFile(
  method: 'POST' | 'PUT',
  file: File,
  fields: Partial<DocumentFields> & { id?: string },
  onProgress: UploadProgress = () => undefined,
): Promise<DocumentItem> {
  const token = getToken();
  if (!token) {
    endSession();
    throw new DocumentUploadError(codedText(message('request_failed', { status: 401 })));
  }
  if (file.size > MAX_DOCUMENT_BYTES)
    throw new DocumentUploadError(codedText(message('document_too_large', { megabytes: documentMegabytes(MAX_DOCUMENT_BYTES) })));
  const form = new FormData();
  if (file.size > DOCUMENT_PART_BYTES) {
    form.append('upload_id', await sendInParts(file, onProgress));
    form.append('file_name', file.name);
  } else form.append('file', file, file.name);
  const { fr, ...flat } = fields;
  for (const [name, value] of Object.entries(flat))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
  if (fr?.title !== undefined) form.append('fr.title', fr.title);
  if (fr?.description !== undefined) form.append('fr.description', fr.description);
  let response: Response;
  try {
    response = await fetch(endpoints.adminDocuments.path, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new DocumentUploadError(codedText(message('network_failure')));
  }
  if (response.status === 401) endSession();
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = refusalSchema.safeParse(body);
    if (parsed.success && parsed.data.error.trim()) {
      const { error, code = '', params = {} } = parsed.data;
      throw new DocumentUploadError(code ? { code, params, text: error } : error);
    }
    throw new DocumentUploadError(codedText(message('request_failed', { status: response.status })));
  }
  return documentSchema.parse(body);
}

/** Adds a document with its PDF; the answer goes into the cache. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: { file: File; fields: DocumentFields; onProgress?: UploadProgress }) =>
      sendWithFile('POST', file, fields, onProgress),
    onSuccess: (saved) => storeSaved(queryClient, documentKeys, saved),
    onError: () => resync(queryClient, documentKeys),
  });
}

/** Replaces a document's PDF: same slug, same address. */
export function useReplaceDocumentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: string; file: File; onProgress?: UploadProgress }) =>
      sendWithFile('PUT', file, { id }, onProgress),
    onSuccess: (saved) => storeSaved(queryClient, documentKeys, saved),
    onError: () => resync(queryClient, documentKeys),
  });
}

/** Changes fields of a document (a toggle sends one). */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<DocumentFields>; version?: string | undefined }) =>
      callApi(endpoints.adminDocuments, 'PUT', { body: { ...patch, id }, version }),
    onSuccess: (saved) => storeSaved(queryClient, documentKeys, saved),
    onError: () => resync(queryClient, documentKeys),
  });
}

/** Deletes a document (to Recently deleted). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: DocumentItem) => {
      await callApi(endpoints.adminDocuments, 'DELETE', { query: { id } });
    },
    onSuccess: (_, { id }) => forgetDeleted(queryClient, documentKeys, id),
    onError: () => resync(queryClient, documentKeys),
  });
}

export type { DocumentItem };
