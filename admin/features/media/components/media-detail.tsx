import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Dialog } from '#admin/components/dialog.tsx';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { FocalPointEditor } from '#admin/components/media/focal-point-editor.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { mediaItemQueryOptions, useDeleteMedia, useUpdateMedia, type MediaItem } from '#admin/lib/media/api.ts';
import { formatBytes } from '#admin/lib/media/format-bytes.ts';
import { paths } from '#admin/lib/paths.ts';
import { storedAs, useEditConflict } from '#admin/lib/use-edit-conflict.ts';
import { useFormState } from '#admin/lib/use-form-state.ts';
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
        <DetailForm key={query.data.id} item={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** What the form edits of a photo. */
interface PhotoValues {
  alt_en: string;
  alt_fr: string;
  focal_x: number;
  focal_y: number;
}

const valuesOf = (item: MediaItem): PhotoValues => ({
  alt_en: item.alt_en,
  alt_fr: item.alt_fr,
  focal_x: item.focal_x,
  focal_y: item.focal_y,
});

function DetailForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const texts = useTexts(mediaLibraryTexts);
  const shared = useTexts(mediaTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const form = useFormState(valuesOf(item));
  const { values } = form;
  const labels: Record<string, string> = { alt_en: shared.altEn, alt_fr: shared.altFr, focal_x: texts.focalLeft, focal_y: texts.focalTop };
  const conflict = useEditConflict(form, {
    record: item,
    valuesOf: storedAs(mediaItemSchema, valuesOf),
    labelOf: (key) => labels[key] ?? key,
    describe: (key, value) =>
      (key === 'focal_x' || key === 'focal_y') && typeof value === 'number'
        ? new Intl.NumberFormat(language, { style: 'percent' }).format(value)
        : undefined,
  });
  // The photo as read again in the background (someone else's save, a look after a failure):
  // shown when nothing is typed here; otherwise what is typed stays, and its save meets theirs.
  const [seen, setSeen] = useState(item.updated_at);
  if (item.updated_at !== seen) {
    setSeen(item.updated_at);
    if (!form.dirty) {
      form.reset(valuesOf(item));
      conflict.saved(item);
    }
  }

  const save = () => {
    form.setFormError(null);
    if (values.alt_en.trim() === '') {
      form.setErrors({ alt_en: shared.altRequired });
      return;
    }
    const sent = values;
    const change = {
      id: item.id,
      alt_en: values.alt_en.trim(),
      alt_fr: values.alt_fr.trim(),
      focal_x: values.focal_x,
      focal_y: values.focal_y,
    };
    update.mutate(
      { change, version: conflict.version },
      {
        onSuccess: (saved) => {
          conflict.saved(saved);
          form.settle(sent, valuesOf(saved));
          toast.success(texts.saved);
        },
        onError: (error) => {
          if (isSessionEnd(error) || conflict.merge(error)) return;
          form.setFormError(failureMessage(error, texts.saveFailed));
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
        if (!isSessionEnd(error)) form.setFormError(failureMessage(error, texts.deleteFailed));
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
        <FocalPointEditor
          url={item.url}
          alt={values.alt_en || item.file_name}
          value={{ x: values.focal_x, y: values.focal_y }}
          onChange={({ x, y }) => form.setValues((current) => ({ ...current, focal_x: x, focal_y: y }))}
          size={item}
        />
      </div>
      <div className="media-detail__side">
        {conflict.panel}
        <TextField
          label={shared.altEn}
          value={values.alt_en}
          onValueChange={form.set('alt_en')}
          required
          maxLength={300}
          hint={shared.altHint}
          error={form.errors.alt_en}
        />
        <TextField
          label={shared.altFr}
          value={values.alt_fr}
          onValueChange={form.set('alt_fr')}
          maxLength={300}
          lang="fr"
          hint={shared.altFrHint}
        />
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
        <FormError message={form.formError} />
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
