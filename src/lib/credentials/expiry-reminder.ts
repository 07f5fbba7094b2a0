import type { Credential, ReminderStage } from '#src/schemas/credential.ts';
import { site } from '#src/site/config.ts';
import { daysLeft } from '#src/lib/credentials/validity.ts';

// The reminder the administrators get before a credential lapses: at 60 days
// before its last valid day, at 7, and once the day after it (ADR 0068). One
// message in French then English: it goes to the company's one address, read
// by whoever is on duty, not to an account whose language is known.

/** Past this many days after its end a credential is history, not news: no "expired" message for one entered late. */
const EXPIRED_NEWS_DAYS = 30;

/** The reminder a credential is due at `now` by its dates alone (whether it was sent is the caller's record), if any. */
export function reminderStage(item: Pick<Credential, 'valid_until'>, now: number): ReminderStage | undefined {
  const left = daysLeft(item, now);
  if (left < -EXPIRED_NEWS_DAYS) return undefined;
  if (left < 0) return 'expired';
  if (left <= 7) return 'days_7';
  if (left <= 60) return 'days_60';
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A mail header, never HTML: no text typed in the admin can form a tag in it. */
const headerSafe = (text: string) => text.replace(/</g, '\u2039').replace(/>/g, '\u203a');

const longDate = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

const texts = {
  fr: {
    days: { one: 'jour', other: 'jours' },
    subject: { days_60: 'expire dans {days}', days_7: 'expire dans {days}', expired: 'a expiré' },
    coming: '{name} ({issuer}) est valable jusqu’au {date} inclus : encore {days}.',
    gone: '{name} ({issuer}) a expiré le {date} : le site public ne l’affiche plus.',
    todo: 'Saisissez les dates du certificat renouvelé dans l’administration, écran Certifications ; sans cela, il quitte le site public le lendemain de son dernier jour de validité.',
    todoExpired: 'Saisissez les dates du certificat renouvelé dans l’administration, écran Certifications.',
  },
  en: {
    days: { one: 'day', other: 'days' },
    subject: { days_60: 'expires in {days}', days_7: 'expires in {days}', expired: 'has expired' },
    coming: '{name} ({issuer}) is valid until {date} inclusive: {days} left.',
    gone: '{name} ({issuer}) expired on {date}: the public site no longer shows it.',
    todo: 'Enter the renewed certificate’s dates in the admin, Credentials screen; otherwise it leaves the public site the day after its last valid day.',
    todoExpired: 'Enter the renewed certificate’s dates in the admin, Credentials screen.',
  },
} as const;

type Language = keyof typeof texts;
const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function lines(language: Language, item: Credential, stage: ReminderStage, left: number): { subject: string; body: string } {
  const text = texts[language];
  const count = Math.abs(left);
  const days = `${count} ${text.days[new Intl.PluralRules(locales[language]).select(count) === 'one' ? 'one' : 'other']}`;
  const name = language === 'fr' && item.fr.name ? item.fr.name : item.name;
  const values = { name, issuer: item.issuer, date: longDate(locales[language], item.valid_until), days };
  const first = fill(stage === 'expired' ? text.gone : text.coming, values);
  return {
    subject: `${name} ${fill(text.subject[stage], values)}`,
    body: `${first} ${stage === 'expired' ? text.todoExpired : text.todo}`,
  };
}

/** The FormSubmit payload of one reminder: subject and text in French then English, every admin-typed value escaped. */
export function expiryReminderPayload(item: Credential, stage: ReminderStage, now: number): Record<string, string> {
  const left = daysLeft(item, now);
  const fr = lines('fr', item, stage, left);
  const en = lines('en', item, stage, left);
  return {
    _subject: headerSafe(`${fr.subject} / ${en.subject}`),
    _template: 'table',
    _captcha: 'false',
    message: `${escapeHtml(fr.body)}<br><br>${escapeHtml(en.body)}`,
    credential: escapeHtml(item.name),
    issuer: escapeHtml(item.issuer),
    number: escapeHtml(item.number),
    valid_until: item.valid_until,
    from_site: site.name,
  };
}
