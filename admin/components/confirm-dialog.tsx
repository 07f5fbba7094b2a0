import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '#admin/components/dialog.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// Every destructive action asks first, in an accessible dialog rather than
// window.confirm: `const ok = await confirm({ ... })`.

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...options, resolve });
      }),
    [],
  );

  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending ? <ConfirmDialog options={pending} onSettle={settle} /> : null}
    </ConfirmContext>
  );
}

export function ConfirmDialog({ options, onSettle }: { options: ConfirmOptions; onSettle: (ok: boolean) => void }) {
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

export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return useMemo(() => confirm, [confirm]);
}
