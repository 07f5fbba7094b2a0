import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { storedLanguage, storeLanguage } from '#admin/lib/language-store.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { frenchOf, isSplit, loadedFrench, type SplitTexts } from '#admin/lib/texts/split-texts.ts';

// The admin's language: English or French, chosen by each user in
// the account menu and remembered in this browser under their name
// (admin/lib/language-store.ts). The spec's English texts stay exact in English.

interface LanguageValue {
  language: Locale;
  setLanguage: (language: Locale) => void;
  /** Whether the French of coded messages has loaded: messages shown before it are in English. */
  frenchMessages: boolean;
}

const LanguageContext = createContext<LanguageValue>({ language: 'en', setLanguage: () => undefined, frenchMessages: false });

type Catalogue = typeof import('#admin/lib/texts/messages.ts');

/**
 * The French of every coded message is a large module that English does not
 * need (a coded message carries its English): it is loaded when the admin is
 * in French, not with the first screen (ADR 0079).
 */
let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

function loadCatalogue(): Promise<Catalogue> {
  loading ??= import('#admin/lib/texts/messages.ts').then(
    (module) => (catalogue = module),
    (error: unknown) => {
      // Offline for a moment: the next change of language tries again; messages stay in English meanwhile.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Locale>(() => storedLanguage());
  const [frenchMessages, setFrenchMessages] = useState(catalogue !== undefined);
  const setLanguage = useCallback((next: Locale) => {
    storeLanguage(next);
    // A transition: the screen stays as it is while the French of its texts loads, instead of emptying.
    startTransition(() => setState(next));
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'fr' && !catalogue)
      loadCatalogue().then(
        () => setFrenchMessages(true),
        () => undefined,
      );
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage, frenchMessages }), [language, setLanguage, frenchMessages]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useAdminLanguage(): LanguageValue {
  return use(LanguageContext);
}

/** Shows a message in the admin's language: its own texts as they are, coded ones by their code. */
export function useMessage(): (message: Shown) => string {
  const { language, frenchMessages } = useAdminLanguage();
  return useCallback(
    (message: Shown) => {
      if (catalogue) return catalogue.messageText(message, language);
      return typeof message === 'string' ? message : message.text;
    },
    // The catalogue arriving changes what a message reads in French.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, frenchMessages],
  );
}

/**
 * An area's texts in the admin's language. An area whose French is a module of
 * its own (ADR 0080) waits for it the first time (React suspends the render, and
 * keeps what was shown), then reads it at once.
 */
export function useTexts<T>(catalogue: Record<Locale, T> | SplitTexts<T>): T {
  const { language } = useAdminLanguage();
  if (!isSplit(catalogue)) return catalogue[language];
  if (language === 'en') return catalogue.en;
  return loadedFrench(catalogue) ?? use(frenchOf(catalogue));
}
