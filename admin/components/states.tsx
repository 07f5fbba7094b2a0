import type { ReactNode } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The loading, empty and error states every list and screen goes through.

export function LoadingState({ label }: { label: ReactNode }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="state state--empty">
      <svg className="state__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 18h36" stroke="currentColor" strokeWidth="2.5" />
        <path d="M18 27h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 className="state__title">{title}</h2>
      {text ? <p className="state__text">{text}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: Shown; onRetry?: () => void }) {
  const texts = useTexts(commonTexts);
  const inLanguage = useMessage();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{inLanguage(message)}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
