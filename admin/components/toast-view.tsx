import { useEffect, useState } from 'react';
import type { ToastItem, ToastTone } from '#admin/components/toast.tsx';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// One toast: its message, a dismiss button, and its own timer, which waits while
// the pointer or focus is on it.

const DISMISS_AFTER_MS: Record<ToastTone, number> = { success: 5000, info: 5000, error: 10000 };

export function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
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
