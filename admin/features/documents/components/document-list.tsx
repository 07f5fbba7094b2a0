import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fill } from '#src/i18n/fill.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import {
  DocumentUploadError,
  documentsQueryOptions,
  useDeleteDocument,
  useReplaceDocumentFile,
  useUpdateDocument,
  type DocumentItem,
} from '#admin/features/documents/api.ts';
import { documentTexts } from '#admin/features/documents/texts.ts';

// The documents with their size and language, each published or not, its
// file replaceable (same address) and deletable (to Recently deleted).

/** A file size as people read it: kilobytes under a megabyte, else megabytes. */
function sizeText(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

export function DocumentList() {
  const query = useQuery(documentsQueryOptions());
  const texts = useTexts(documentTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const update = useUpdateDocument();
  const replace = useReplaceDocumentFile();
  const remove = useDeleteDocument();
  /** The document whose new file is going up in parts, and how far, from 0 to 100. */
  const [sending, setSending] = useState<{ id: string; percent: number } | null>(null);

  const togglePublished = (document: DocumentItem) =>
    update.mutate(
      { id: document.id, patch: { is_published: !document.is_published }, version: document.updated_at },
      {
        onSuccess: (saved) => toast.success(fill(saved.is_published ? texts.publishedNow : texts.unpublishedNow, { name: saved.title })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.saveFailed));
        },
      },
    );

  const replaceFile = (document: DocumentItem, file: File | undefined) => {
    if (!file) return;
    replace.mutate(
      { id: document.id, file, onProgress: (fraction) => setSending({ id: document.id, percent: Math.round(fraction * 100) }) },
      {
        onSettled: () => setSending(null),
        onSuccess: (saved) => toast.success(fill(texts.replaced, { name: saved.title })),
        onError: (error) => toast.error(error instanceof DocumentUploadError ? error.said : texts.uploadFailed),
      },
    );
  };

  const askDelete = async (document: DocumentItem) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(texts.deleteText, { name: document.title }),
      confirmLabel: texts.deleteConfirm,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(document, {
      onSuccess: () => toast.success(fill(texts.deleted, { name: document.title })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(texts.deleteFailed);
      },
    });
  };

  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={texts.emptyTitle} text={texts.emptyText} />;

  return (
    <ul className="document-list" aria-label={texts.title}>
      {query.data.map((document) => (
        <li key={document.id} className="document-row">
          <div className="document-row__text">
            <h3 className="document-row__title">{document.title}</h3>
            <p className="document-row__meta">
              {texts.categories[document.category]} ·{' '}
              {fill(texts.size, { size: sizeText(document.file_size, language), language: texts.languages[document.language] })} ·{' '}
              <a href={document.url} download={document.file_name}>
                {document.url}
              </a>
            </p>
            {document.is_published ? null : <Badge tone="hidden">{texts.unpublished}</Badge>}
            {sending?.id === document.id ? (
              <span className="document-progress">
                <label htmlFor={`document-progress-${document.id}`}>{fill(texts.replaceProgress, { name: document.title })}</label>
                <progress id={`document-progress-${document.id}`} max={100} value={sending.percent}>
                  {sending.percent}%
                </progress>
              </span>
            ) : null}
          </div>
          <div className="document-row__actions">
            <label className="button button--secondary document-row__replace">
              {fill(texts.replace, { name: document.title })}
              <input type="file" accept="application/pdf,.pdf" onChange={(event) => replaceFile(document, event.target.files?.[0])} />
            </label>
            <button type="button" className="button button--secondary" onClick={() => togglePublished(document)}>
              {document.is_published ? texts.unpublish : texts.publish}
            </button>
            <button type="button" className="button button--danger" onClick={() => void askDelete(document)}>
              {texts.delete}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
