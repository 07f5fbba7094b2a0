import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { fill } from '#src/i18n/fill.ts';

// What a list says around a change to one item: a toast with the saved item's
// news or the failure (none when the session ended: the sign-in says so), and a
// confirmation before a delete.

export interface DeleteTexts {
  deleteTitle: string;
  deleteText: string;
  deleteConfirm: string;
  deleted: string;
  deleteFailed: string;
}

export function useItemToasts() {
  const toast = useToast();
  const confirm = useConfirm();
  return {
    /** Callbacks for a save: `success` words the saved item's news. */
    saved: <T>(success: (saved: T) => string, failure: string) => ({
      onSuccess: (saved: T) => toast.success(success(saved)),
      onError: (error: unknown) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, failure));
      },
    }),
    /** Asks, then deletes with `remove` and says how it went. */
    deleteAfterConfirm: async (
      name: string,
      texts: DeleteTexts,
      remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void,
    ) => {
      const ok = await confirm({
        title: texts.deleteTitle,
        message: fill(texts.deleteText, { name }),
        confirmLabel: texts.deleteConfirm,
        tone: 'danger',
      });
      if (!ok) return;
      remove({
        onSuccess: () => toast.success(fill(texts.deleted, { name })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(texts.deleteFailed);
        },
      });
    },
  };
}
