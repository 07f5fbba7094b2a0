import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { STORAGE_KEYS } from '#src/schemas/auth.ts';
import { frenchMessage } from '#admin/lib/texts/messages.ts';

// The admin's language (issue 15): English or French, chosen by each user in
// the account menu and remembered in this browser under their name; the last
// choice also sets the login page's language. The spec's English texts stay
// exact in English.

const LANGUAGE_KEY = 'admin_language';

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr';

function storedUsername(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as { username?: unknown } | null;
    return typeof user?.username === 'string' ? user.username : null;
  } catch {
    return null;
  }
}

/** The language this browser last used for this user (or for anyone, before sign-in). */
export function storedLanguage(username: string | null = storedUsername()): Locale {
  const own = username ? localStorage.getItem(`${LANGUAGE_KEY}:${username}`) : null;
  const last = localStorage.getItem(LANGUAGE_KEY);
  return isLocale(own) ? own : isLocale(last) ? last : 'en';
}

function storeLanguage(language: Locale): void {
  const username = storedUsername();
  if (username) localStorage.setItem(`${LANGUAGE_KEY}:${username}`, language);
  localStorage.setItem(LANGUAGE_KEY, language);
}

interface LanguageValue {
  language: Locale;
  setLanguage: (language: Locale) => void;
}

const LanguageContext = createContext<LanguageValue>({ language: 'en', setLanguage: () => undefined });

export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Locale>(() => storedLanguage());
  const setLanguage = useCallback((next: Locale) => {
    storeLanguage(next);
    setState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useAdminLanguage(): LanguageValue {
  return use(LanguageContext);
}

/** Shows a schema's or the server's message in the admin's language (they are written in English). */
export function useMessage(): (message: string) => string {
  const { language } = useAdminLanguage();
  return language === 'fr' ? frenchMessage : (message) => message;
}

/** An area's texts in the admin's language. */
export function useTexts<T>(catalogue: Record<Locale, T>): T {
  return catalogue[useAdminLanguage().language];
}
