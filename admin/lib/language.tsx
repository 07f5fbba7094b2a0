import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { storedLanguage, storeLanguage } from '#admin/lib/language-store.ts';
import { messageText } from '#admin/lib/texts/messages.ts';
import type { Shown } from '#admin/lib/coded-text.ts';

// The admin's language: English or French, chosen by each user in
// the account menu and remembered in this browser under their name
// (admin/lib/language-store.ts). The spec's English texts stay exact in English.

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

/** Shows a message in the admin's language: its own texts as they are, coded ones by their code. */
export function useMessage(): (message: Shown) => string {
  const { language } = useAdminLanguage();
  return useCallback((message: Shown) => messageText(message, language), [language]);
}

/** An area's texts in the admin's language. */
export function useTexts<T>(catalogue: Record<Locale, T>): T {
  return catalogue[useAdminLanguage().language];
}
