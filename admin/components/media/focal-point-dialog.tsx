import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '#admin/components/dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { FocalPointEditor } from '#admin/components/media/focal-point-editor.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { mediaByUrlQueryOptions, useUpdateMedia } from '#admin/lib/media/api.ts';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import type { MediaItem } from '#src/schemas/media.ts';

// The focal point of a library photo, set from a project form: it belongs to
// the photo (every crop of it on the site follows it), so it is saved on the
// library item at once, not with the project.

export function FocalPointDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const texts = useTexts(mediaTexts);
  const item = useQuery(mediaByUrlQueryOptions(url));
  return (
    <Dialog title={texts.focalTitle} onClose={onClose} size="medium">
      {item.isPending ? (
        <LoadingState label={texts.loading} />
      ) : item.isError ? (
        <ErrorState message={texts.failed} />
      ) : (
        <FocalForm item={item.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function FocalForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const texts = useTexts(mediaTexts);
  const toast = useToast();
  const [focal, setFocal] = useState({ x: item.focal_x, y: item.focal_y });
  const update = useUpdateMedia();
  const save = () =>
    update.mutate(
      { change: { id: item.id, focal_x: focal.x, focal_y: focal.y }, version: item.updated_at },
      {
        onSuccess: () => {
          toast.success(texts.focalSaved);
          onClose();
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.focalFailed));
        },
      },
    );
  return (
    <>
      <FocalPointEditor url={item.url} alt={item.alt_en} value={focal} onChange={setFocal} size={item} />
      <div className="media-dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {texts.cancel}
        </button>
        <button type="button" className="button button--primary" disabled={update.isPending} onClick={save}>
          {texts.saveFocal}
        </button>
      </div>
    </>
  );
}
