import type { Locale } from '#src/i18n/locales.ts';
import { STORAGE_KEYS } from '#src/schemas/session.ts';

// Where the admin's language is remembered: per user in this browser
// (`admin_language:<username>`), and the last choice for anyone, which the
// login page uses before it knows who is signing in. No React here: the login
// page loads this without the app (ADR 0026).

export const LANGUAGE_KEY = 'admin_language';

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

export function storeLanguage(language: Locale, username: string | null = storedUsername()): void {
  if (username) localStorage.setItem(`${LANGUAGE_KEY}:${username}`, language);
  localStorage.setItem(LANGUAGE_KEY, language);
}
