import { useMemo, useState } from 'react';
import { Badge } from '#admin/components/badge.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { credentialTexts } from '#admin/features/credentials/texts.ts';
import { daysLeft, expiryState } from '#src/lib/credentials/validity.ts';
import type { Credential } from '#src/schemas/credential.ts';
import { plural } from '#src/i18n/plural.ts';
import { fill } from '#src/i18n/fill.ts';

// The warning a credential carries in the admin: "Expires in N days" from 60
// days before its last valid day, "Expired" after it, "Valid from …" before
// its first; none while it is simply valid.

/** A YYYY-MM-DD day written in the admin's language (the day itself, whatever the browser's time zone). */
export function useDayFormat(): (day: string) => string {
  const { language } = useAdminLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [language]);
}

export function ExpiryBadge({ credential }: { credential: Credential }) {
  const texts = useTexts(credentialTexts);
  const { language } = useAdminLanguage();
  const day = useDayFormat();
  // The moment the list was shown: the badge is read on that day.
  const [now] = useState(Date.now);
  switch (expiryState(credential, now)) {
    case 'expired':
      return <Badge tone="danger">{texts.expired}</Badge>;
    case 'expiring': {
      const count = daysLeft(credential, now);
      const text = count === 0 ? texts.expiresToday : fill(plural(language, count, texts.expiresIn), { count });
      return <Badge tone="draft">{text}</Badge>;
    }
    case 'upcoming':
      return <Badge tone="info">{fill(texts.upcoming, { date: day(credential.valid_from) })}</Badge>;
    default:
      return null;
  }
}
