import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '#src/schemas/zod-mini.ts';
import { errorSchema } from '#src/schemas/api.ts';
import { documentSchema, type DocumentFields, type DocumentItem } from '#src/schemas/document.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { callApi, endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';
import { codedText, type Shown } from '#admin/lib/coded-text.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Documents (/api/documents to read, /api/admin/documents to write): a new
// document or a new file goes as multipart, a change of fields alone as JSON.

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

/** Sends a document with its file (POST) or a new file for one (PUT with its id). */
async function sendWithFile(method: 'POST' | 'PUT', file: File, fields: Partial<DocumentFields> & { id?: string }): Promise<DocumentItem> {
  const token = getToken();
  if (!token) {
    endSession();
    throw new DocumentUploadError(codedText(message('request_failed', { status: 401 })));
  }
  const form = new FormData();
  form.append('file', file, file.name);
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
    mutationFn: ({ file, fields }: { file: File; fields: DocumentFields }) => sendWithFile('POST', file, fields),
    onSuccess: (saved) => storeSaved(queryClient, documentKeys, saved),
    onError: () => resync(queryClient, documentKeys),
  });
}

/** Replaces a document's PDF: same slug, same address. */
export function useReplaceDocumentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => sendWithFile('PUT', file, { id }),
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
