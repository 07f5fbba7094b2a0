import { useCallback, useEffect, useRef, useState } from 'react';

// Short messages in the corner of the screen: errors are announced at once
// (role="alert") and stay until dismissed or the next attempt; the success
// message is announced politely (role="status") and leaves by itself.

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const SUCCESS_LIFETIME_MS = 10_000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, text }]);
      if (kind === 'success')
        timers.current.set(
          id,
          window.setTimeout(() => dismiss(id), SUCCESS_LIFETIME_MS),
        );
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
    setToasts([]);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  return { toasts, show, dismiss, clear };
}

interface RegionProps {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  label: string;
  dismissLabel: string;
}

export function ToastRegion({ toasts, onDismiss, label, dismissLabel }: RegionProps) {
  return (
    <section className="toasts" aria-label={label} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <p className="toast__text">{toast.text}</p>
          <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}
