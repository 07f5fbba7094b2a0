// How long each kind of personal data is kept: one number per kind, read by
// the code that deletes it (functions/enquiries, functions/audit,
// functions/backup), by the privacy policy and the contact form that state it,
// and by docs/privacy.md's test. Changing a period here changes all of them.

const DAY_MS = 24 * 60 * 60 * 1000;

export const retention = {
  /** Contact enquiries, counted from the day they were sent (the CNIL's usual period for prospects). */
  enquiriesYears: 3,
  /** Unsuccessful job applications and their CVs, counted from their last change (ADR 0071). */
  applicationsYears: 2,
  /** The audit log: staff usernames and the addresses they worked from. */
  auditLogMonths: 12,
  /** Backups kept by the site (nightly, before an import, or taken by an admin). */
  backupsDays: 14,
  /** Audience measurement's daily counts (ADR 0073): the CNIL's 25 months; they hold no personal data. */
  audienceMonths: 25,
  /** A page view on its own, before the roll-up folds it into its day's counts. */
  audienceViewsDays: 1,
} as const;

export const ENQUIRY_RETENTION_MS = retention.enquiriesYears * 365.25 * DAY_MS;
export const APPLICATION_RETENTION_MS = retention.applicationsYears * 365.25 * DAY_MS;
export const BACKUP_RETENTION_MS = retention.backupsDays * DAY_MS;
export const AUDIENCE_VIEW_RETENTION_MS = retention.audienceViewsDays * DAY_MS;

const words = {
  en: { 1: 'one', 2: 'two', 3: 'three', 12: 'twelve', 14: 'fourteen', 25: 'twenty-five' },
  fr: { 1: 'un', 2: 'deux', 3: 'trois', 12: 'douze', 14: 'quatorze', 25: 'vingt-cinq' },
} as const satisfies Record<'en' | 'fr', Record<number, string>>;

/** A period's number in words, as the legal texts write them; a period with no word yet stops the build. */
export function inWords(value: number, language: 'en' | 'fr'): string {
  const word = (words[language] as Record<number, string | undefined>)[value];
  if (!word) throw new Error(`No ${language} word for ${value}: add it to src/lib/privacy/retention.ts`);
  return word;
}
