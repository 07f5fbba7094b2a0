import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Dialog } from '#admin/components/dialog.tsx';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { FocalPointEditor } from '#admin/components/media/focal-point-editor.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { mediaItemQueryOptions, storeMedia, useDeleteMedia, useUpdateMedia, type MediaItem } from '#admin/lib/media/api.ts';
import { formatBytes } from '#admin/lib/media/format-bytes.ts';
import { paths } from '#admin/lib/paths.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { mediaLibraryTexts } from '#admin/features/media/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { mediaItemSchema, type MediaUse } from '#src/schemas/media.ts';

// One photo of the library: its preview with the focal point, its alt texts,
// what it is (size, bytes, name, address to copy), where it is used (each a
// link to that item), and delete, which the server refuses for a photo in use.

/** The edit screen of the item a photo is used in, when the admin has one. */
function editPathOf(use: MediaUse): string | null {
  if (use.collection === 'projects-enhanced') return paths.projectsEnhanced.edit(use.id);
  if (use.collection === 'projects') return paths.projects.edit(use.id);
  if (use.collection === 'pages') return paths.pages.edit(use.id);
  if (use.collection === 'credentials') return paths.credentials.edit(use.id);
  if (use.collection === 'clients') return paths.clients.edit(use.id);
  return null;
}

/** One line per item, whatever the number of its fields that show the photo (its featured image and its gallery). */
function groupUses(uses: readonly MediaUse[]): { use: MediaUse; fields: string[] }[] {
  const groups = new Map<string, { use: MediaUse; fields: string[] }>();
  for (const use of uses) {
    const key = `${use.collection}:${use.id}`;
    const group = groups.get(key);
    if (group) group.fields.push(use.field);
    else groups.set(key, { use, fields: [use.field] });
  }
  return [...groups.values()];
}

function UseLink({ use, fields }: { use: MediaUse; fields: string[] }) {
  const texts = useTexts(mediaLibraryTexts);
  const to = editPathOf(use);
  const kind = (texts.collections as Record<string, string | undefined>)[use.collection] ?? use.collection;
  const named = fields.map((field) => (texts.fields as Record<string, string | undefined>)[field] ?? field).join(', ');
  return (
    <li>
      {to ? <Link to={to}>{use.label}</Link> : use.label}{' '}
      <span className="media-detail__use-kind">
        · {kind} ({named})
      </span>
    </li>
  );
}

export function MediaDetail({ id, initial, onClose }: { id: string; initial: MediaItem | undefined; onClose: () => void }) {
  const texts = useTexts(mediaLibraryTexts);
  const query = useQuery({ ...mediaItemQueryOptions(id), ...(initial ? { initialData: initial } : {}) });
  return (
    <Dialog title={texts.details} onClose={onClose} size="large" className="media-detail">
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error, texts.failed)} onRetry={() => void query.refetch()} />
      ) : (
        <DetailForm key={query.data.updated_at} item={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function DetailForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const texts = useTexts(mediaLibraryTexts);
  const shared = useTexts(mediaTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const [altEn, setAltEn] = useState(item.alt_en);
  const [altFr, setAltFr] = useState(item.alt_fr);
  const [focal, setFocal] = useState({ x: item.focal_x, y: item.focal_y });
  const [altError, setAltError] = useState<Shown | undefined>();
  const [formError, setFormError] = useState<Shown | null>(null);

  const save = () => {
    setFormError(null);
    if (altEn.trim() === '') {
      setAltError(shared.altRequired);
      return;
    }
    update.mutate(
      { change: { id: item.id, alt_en: altEn.trim(), alt_fr: altFr.trim(), focal_x: focal.x, focal_y: focal.y }, version: item.updated_at },
      {
        onSuccess: () => toast.success(texts.saved),
        onError: (error) => {
          if (isSessionEnd(error)) return;
          const current = error instanceof ApiError && error.status === 409 ? mediaItemSchema.safeParse(error.current) : null;
          if (current?.success) {
            // The form is keyed by the version: the stored photo replaces it, and the message says why.
            storeMedia(queryClient, current.data);
            toast.error(texts.conflict);
            return;
          }
          setFormError(failureMessage(error, texts.saveFailed));
        },
      },
    );
  };

  const askDelete = async () => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(texts.deleteText, { name: item.file_name }),
      confirmLabel: texts.delete,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(item, {
      onSuccess: () => {
        toast.success(fill(texts.deleted, { name: item.file_name }));
        onClose();
      },
      onError: (error) => {
        if (!isSessionEnd(error)) setFormError(failureMessage(error, texts.deleteFailed));
      },
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };

  return (
    <div className="media-detail__layout">
      <div className="media-detail__preview">
        <FocalPointEditor url={item.url} alt={altEn || item.file_name} value={focal} onChange={setFocal} size={item} />
      </div>
      <div className="media-detail__side">
        <TextField
          label={shared.altEn}
          value={altEn}
          onValueChange={(value) => {
            setAltEn(value);
            setAltError(undefined);
          }}
          required
          maxLength={300}
          hint={shared.altHint}
          error={altError}
        />
        <TextField label={shared.altFr} value={altFr} onValueChange={setAltFr} maxLength={300} lang="fr" hint={shared.altFrHint} />
        <dl className="media-detail__facts">
          <div>
            <dt>{texts.dimensions}</dt>
            <dd>{fill(texts.pixels, { width: item.width, height: item.height })}</dd>
          </div>
          <div>
            <dt>{texts.bytes}</dt>
            <dd>{formatBytes(item.bytes, language)}</dd>
          </div>
          <div>
            <dt>{texts.fileName}</dt>
            <dd className="media-detail__break">{item.file_name}</dd>
          </div>
          <div>
            <dt>{texts.uploadedAt}</dt>
            <dd>{formatDateTime(item.created_at, language)}</dd>
          </div>
          <div>
            <dt>{texts.address}</dt>
            <dd className="media-detail__break">
              <code>{item.url}</code>{' '}
              <button type="button" className="link-button" onClick={() => void copy()}>
                {texts.copyUrl}
              </button>
            </dd>
          </div>
        </dl>
        <h3 className="media-detail__heading">{texts.usedIn}</h3>
        {item.used_in.length === 0 ? (
          <p className="media-detail__none">{texts.notUsed}</p>
        ) : (
          <ul className="media-detail__uses">
            {groupUses(item.used_in).map(({ use, fields }) => (
              <UseLink key={`${use.collection}:${use.id}`} use={use} fields={fields} />
            ))}
          </ul>
        )}
        <FormError message={formError} />
        <div className="media-detail__actions">
          <button type="button" className="button button--danger-ghost" disabled={remove.isPending} onClick={() => void askDelete()}>
            {texts.delete}
          </button>
          <button type="button" className="button button--primary" disabled={update.isPending} onClick={save}>
            {update.isPending ? texts.saving : texts.save}
          </button>
        </div>
      </div>
    </div>
  );
}
