import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#src/schemas/media.ts';
import { storeMedia } from '#admin/lib/media/api.ts';
import { PrepareError, preparePhoto, type PreparedPhoto } from '#admin/lib/media/prepare-photo.ts';
import { MediaUploadError, uploadMedia } from '#admin/lib/media/upload.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { failureMessage } from '#admin/lib/errors.ts';

// Photos on their way into the library, each on its own: made ready in the
// browser as soon as they are chosen (downscaled, upright), described by staff
// (the English alt text is required), then sent with its own progress and its
// own error, so one refused photo never holds up the others.

export type QueueStatus = 'preparing' | 'ready' | 'uploading' | 'failed' | 'unusable';

export interface QueueEntry {
  key: string;
  name: string;
  originalBytes: number;
  status: QueueStatus;
  prepared?: PreparedPhoto;
  /** An object URL of the prepared photo, for its preview. */
  preview?: string;
  progress: number;
  error?: Shown | undefined;
  alt_en: string;
  alt_fr: string;
}

let counter = 0;

export function useUploadQueue(onUploaded: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const texts = useTexts(mediaTexts);
  const queryClient = useQueryClient();
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<QueueEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const chosen = [...files].map((file) => ({ file, key: `upload-${String((counter += 1))}` }));
      setEntries((current) => [
        ...current,
        ...chosen.map(({ file, key }) => ({
          key,
          name: file.name,
          originalBytes: file.size,
          status: 'preparing' as const,
          progress: 0,
          alt_en: '',
          alt_fr: '',
        })),
      ]);
      for (const { file, key } of chosen) {
        preparePhoto(file)
          .then((prepared) => {
            const preview = URL.createObjectURL(prepared.file);
            previews.current.add(preview);
            patch(key, { status: 'ready', prepared, preview });
          })
          .catch((error: unknown) => {
            const problem = error instanceof PrepareError ? error.problem : 'unreadable';
            patch(key, {
              status: 'unusable',
              error: problem === 'heic' ? texts.heic : problem === 'too_large' ? texts.tooLarge : texts.unreadable,
            });
          });
      }
    },
    [patch, texts],
  );

  const remove = useCallback((key: string) => {
    setEntries((current) => {
      const gone = current.find((entry) => entry.key === key);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((entry) => entry.key !== key);
    });
  }, []);

  const send = async (entry: QueueEntry) => {
    if (!entry.prepared || entry.status === 'uploading') return;
    if (entry.alt_en.trim() === '') {
      patch(entry.key, { error: texts.altRequired, status: 'failed' });
      return;
    }
    patch(entry.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const item = await uploadMedia(
        entry.prepared.file,
        { alt_en: entry.alt_en.trim(), alt_fr: entry.alt_fr.trim(), focal_x: 0.5, focal_y: 0.5 },
        (fraction) => patch(entry.key, { progress: Math.round(fraction * 100) }),
      );
      storeMedia(queryClient, item, true);
      remove(entry.key);
      onUploaded(item);
    } catch (error) {
      const said = error instanceof MediaUploadError ? error.said : failureMessage(error, texts.unreadable);
      patch(entry.key, { status: 'failed', error: said });
    }
  };

  const sendable = entries.filter((entry) => entry.prepared && entry.status !== 'uploading');

  return {
    entries,
    add,
    remove,
    setText: (key: string, field: 'alt_en' | 'alt_fr', value: string) =>
      patch(key, field === 'alt_en' ? { alt_en: value, ...(value.trim() ? { error: undefined } : {}) } : { alt_fr: value }),
    send: (key: string) => {
      const entry = entries.find((candidate) => candidate.key === key);
      if (entry) void send(entry);
    },
    sendAll: () => {
      for (const entry of sendable) void send(entry);
    },
    sendable: sendable.length,
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
