import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// Toasts replace the alert() calls of the original admin, with the spec's texts.
// Two live regions exist from the start (polite for success, assertive for
// errors) so screen readers announce each message as it is added.

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
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
const DISMISS_AFTER_MS: Record<ToastTone, number> = { success: 5000, info: 5000, error: 10000 };

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
          {polite.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div className="toasts__region" role="alert" aria-live="assertive" aria-label={texts.errors}>
          {assertive.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const texts = useTexts(commonTexts);
  const message = useMessage();

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS[toast.tone]);
    return () => window.clearTimeout(timer);
  }, [paused, toast, onDismiss]);

  return (
    <div
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.tone === 'success' ? '✓' : toast.tone === 'error' ? '!' : 'i'}
      </span>
      <p className="toast__message">{message(toast.message)}</p>
      <button type="button" className="icon-button toast__close" onClick={() => onDismiss(toast.id)} aria-label={texts.dismiss}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
