import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '#src/schemas/session.ts';
import { languageNames } from '#src/i18n/locales.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The password form (its fields, rules and validation) is code the first screen never needs: it comes when asked for.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('#admin/features/auth/components/change-password-dialog.tsx')).ChangePasswordDialog,
}));

// The account disclosure in the header: who is signed in, and Change password.

export function AccountMenu({ user: { username, role } }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const texts = useTexts(commonTexts).account;
  const { language, setLanguage } = useAdminLanguage();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__label">{texts.button}</span>
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          {texts.signedInAs} <strong>{username}</strong>
          <span className="account-menu__role">{texts.roles[role]}</span>
        </p>
        <button
          type="button"
          className="account-menu__item"
          onClick={() => {
            setOpen(false);
            setChanging(true);
          }}
        >
          {texts.changePassword}
        </button>
        {/* Each user's choice, remembered in this browser (admin/lib/language.tsx). */}
        <div className="account-menu__languages" role="group" aria-label={texts.language}>
          {(['en', 'fr'] as const).map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              className="account-menu__language"
              aria-pressed={language === option}
              onClick={() => setLanguage(option)}
            >
              {languageNames[option]}
            </button>
          ))}
        </div>
      </div>
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
