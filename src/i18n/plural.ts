import type { Locale } from '#src/i18n/locales.ts';

// The word a count takes, by each language's own rule (Intl.PluralRules): in
// English only 1 is singular ("0 projects", "1 project"); in French 0 and 1
// are ("0 projet", "1 projet", "2 projets"). Both languages need only two
// forms: French's "many" (a million and more) reads as the plural.

export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

function rulesOf(locale: Locale): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(locale);
    rules.set(locale, found);
  }
  return found;
}

/** The form of `forms` that goes with `count` in `locale`. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  return rulesOf(locale).select(count) === 'one' ? forms.one : forms.other;
}
