import { useRef } from 'react';
import { Dialog } from '#admin/components/dialog.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import type { ConfirmDialogProps } from '#admin/components/confirm-dialog.tsx';

// The confirmation itself, loaded the first time one is asked for
// (admin/components/confirm-dialog.tsx says why).

export function ConfirmDialogView({ options, onSettle }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const texts = useTexts(commonTexts);
  const { title, message, confirmLabel = texts.confirm, cancelLabel = texts.cancel, tone = 'default' } = options;
  return (
    <Dialog
      title={title}
      description={message}
      onClose={() => onSettle(false)}
      size="small"
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="button button--secondary" onClick={() => onSettle(false)}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
            onClick={() => onSettle(true)}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
