import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

// Every destructive action asks first, in an accessible dialog rather than
// window.confirm: `const ok = await confirm({ ... })`. No first screen shows
// one, so the dialog's code (1.4 KB gzipped with the modal it is built on)
// comes on the visitor's first press or key, before any confirmation can be
// asked for, instead of with the first screen.

const loadView = () => import('#admin/components/confirm-dialog-view.tsx');
const ConfirmDialogView = lazy(async () => ({ default: (await loadView()).ConfirmDialogView }));
/** What comes before any confirmation can be asked for. */
const firstInteractions = ['pointerdown', 'keydown'] as const;

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

  useEffect(() => {
    const warm = () => {
      for (const type of firstInteractions) window.removeEventListener(type, warm, true);
      void loadView().catch(() => undefined);
    };
    for (const type of firstInteractions) window.addEventListener(type, warm, true);
    return () => {
      for (const type of firstInteractions) window.removeEventListener(type, warm, true);
    };
  }, []);

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

export interface ConfirmDialogProps {
  options: ConfirmOptions;
  onSettle: (ok: boolean) => void;
}

/** A confirmation shown while it is rendered: Cancel (focused first) or the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}

export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return useMemo(() => confirm, [confirm]);
}
