import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { BACKUP_PART_BYTES, MAX_BACKUP_BYTES, type ImportSummary } from '#src/schemas/backup.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { useImport, useImportPreview, useUploadBackup, type BackupSource } from '#admin/features/backup/api.ts';

// What restoring goes through: a file chosen (sent in parts first when too
// large for one request, ADR 0036) or a kept backup chosen, its dry run, then
// the import once confirmed. Only the current choice's answers change anything.

export const MAX_MB = MAX_BACKUP_BYTES / (1024 * 1024);

/** A kept backup the admin chose to restore (from the list below the panel). */
export interface StoredChoice {
  name: string;
  /** When it was chosen: choosing the same backup again starts the panel over. */
  chosenAt: number;
}

export function useRestore(stored: StoredChoice | null) {
  const texts = useTexts(backupTexts);
  const toast = useToast();
  const confirm = useConfirm();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<BackupSource | null>(stored ? { stored: stored.name } : null);
  const [problem, setProblem] = useState<Shown | null>(null);
  const [done, setDone] = useState<ImportSummary | null>(null);
  const preview = useImportPreview();
  const apply = useImport();
  const upload = useUploadBackup();
  const [sent, setSent] = useState(0);
  // Which choice of file is current: the answer of a file no longer chosen changes nothing.
  const choice = useRef(0);

  const check = (chosen: BackupSource) =>
    preview.mutate(chosen, {
      onError: (error) => {
        if (!isSessionEnd(error)) setProblem(failureMessage(error, texts.checkFailed));
      },
    });

  // A kept backup chosen below: its dry run at once.
  const previewStored = preview.mutate;
  useEffect(() => {
    if (!stored) return;
    previewStored({ stored: stored.name }, { onError: (error) => setProblem(failureMessage(error, texts.checkFailed)) });
  }, [stored, previewStored, texts.checkFailed]);

  const reset = () => {
    choice.current++;
    setSource(null);
    setProblem(null);
    preview.reset();
    upload.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const current = ++choice.current;
    setDone(null);
    setProblem(null);
    preview.reset();
    setSource(chosen ? { file: chosen } : null);
    if (!chosen) return;
    if (chosen.size > MAX_BACKUP_BYTES) {
      setProblem(fill(texts.tooLarge, { size: MAX_MB }));
      return;
    }
    if (chosen.size <= BACKUP_PART_BYTES) {
      check({ file: chosen });
      return;
    }
    setSent(0);
    upload.mutate(
      { file: chosen, onProgress: (fraction) => setSent(Math.round(fraction * 100)) },
      {
        onSuccess: (kept) => {
          if (current !== choice.current) return;
          const sentFile = { stored: kept.name, uploaded: true } as const;
          setSource(sentFile);
          check(sentFile);
        },
        onError: (error) => {
          if (current === choice.current && !isSessionEnd(error)) setProblem(failureMessage(error, texts.checkFailed));
        },
      },
    );
  };

  const runImport = async () => {
    if (!source) return;
    const ok = await confirm({ title: texts.confirmTitle, message: texts.confirmText, confirmLabel: texts.apply, tone: 'danger' });
    if (!ok) return;
    apply.mutate(source, {
      onSuccess: (summary) => {
        toast.success(texts.imported);
        setDone(summary);
        reset();
      },
      onError: (error) => {
        if (!isSessionEnd(error)) setProblem(failureMessage(error, texts.importFailed));
      },
    });
  };

  return {
    inputRef,
    source,
    problem,
    done,
    sent,
    summary: preview.data,
    checking: preview.isPending,
    sending: upload.isPending,
    applying: apply.isPending,
    choose,
    reset,
    runImport,
  };
}
