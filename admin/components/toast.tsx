import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// Toasts replace the alert() calls of the original admin, with the spec's texts.
// Two live regions exist from the start (polite for success, assertive for
// errors) so screen readers announce each message as it is added. A toast's
// own code comes with the first toast, not with the first screen: the regions
// announce it when it is in, a few milliseconds after what it reports.

const ToastView = lazy(async () => ({ default: (await import('#admin/components/toast-view.tsx')).ToastView }));

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: Shown;
}

interface ToastApi {
  success: (message: Shown) => void;
  error: (message: Shown) => void;
  info: (message: Shown) => void;
}

/** The same message twice is shown once. */
const sameMessage = (a: Shown, b: Shown) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : JSON.stringify(a) === JSON.stringify(b);

const ToastContext = createContext<ToastApi | null>(null);

const MAX_TOASTS = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback((tone: ToastTone, message: Shown) => {
    const id = nextId.current++;
    setToasts((current) => [...current.filter((toast) => !sameMessage(toast.message, message)), { id, tone, message }].slice(-MAX_TOASTS));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
    }),
    [push],
  );

  const texts = useTexts(commonTexts);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');

  return (
    <ToastContext value={api}>
      {children}
      <div className="toasts">
        <div className="toasts__region" role="status" aria-live="polite" aria-label={texts.notifications}>
          <Suspense fallback={null}>
            {polite.map((toast) => (
              <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
        <div className="toasts__region" role="alert" aria-live="assertive" aria-label={texts.errors}>
          <Suspense fallback={null}>
            {assertive.map((toast) => (
              <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
