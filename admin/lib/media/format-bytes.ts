import { intlLocales, type Locale } from '#src/i18n/locales.ts';

// A file's size as staff read it: "850 KB", "1.2 MB" ("1,2 Mo" in French).

const units = { en: ['B', 'KB', 'MB', 'GB'], fr: ['o', 'Ko', 'Mo', 'Go'] } as const;

export function formatBytes(bytes: number, locale: Locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units[locale].length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: digits }).format(value);
  return `${number}\u00a0${units[locale][unit]}`;
}
