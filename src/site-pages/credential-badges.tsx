import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { certificationsTexts } from '#src/i18n/texts/certifications.ts';
import { imageCdnUrl } from '#src/lib/images/responsive-image.ts';
import type { BadgePlace } from '#src/site/badge-marks.ts';
import type { Credential } from '#src/schemas/credential.ts';

// The strip of credential badges (ADR 0076): each credential valid today, its
// logo or, with none, its name, linking the certifications page, under a
// short heading. Server-only, no script: the functions that render pages put
// it where the built page left its mark (functions/site-pages/badges.ts).
// Styled by src/site-pages/credential-badges.css, which the footer brings.

/** The logo as the certifications page asks the image CDN for it (the same copy), shown at half its size. */
const LOGO = { w: 240, h: 120 };

function Badge({ credential, locale }: { credential: Credential; locale: Locale }) {
  const french = locale === 'fr' ? credential.fr.name : '';
  const name = french || credential.name;
  const english = locale === 'fr' && !french;
  return (
    <li>
      <a href={localizedHref('/certifications', locale)} lang={english ? 'en' : undefined}>
        {credential.logo_url ? (
          <img
            src={imageCdnUrl(credential.logo_url, { ...LOGO, fit: 'contain' })}
            width={LOGO.w / 2}
            height={LOGO.h / 2}
            alt={name}
            loading="lazy"
            decoding="async"
          />
        ) : (
          name
        )}
      </a>
    </li>
  );
}

/** The strip's markup for one place, in a language; nothing when no credential is valid today. */
export function credentialBadges(credentials: readonly Credential[], locale: Locale, place: BadgePlace): string {
  if (credentials.length === 0) return '';
  // The home page's strip and the footer's differ only by where they stand (src/site-pages/credential-badges.css).
  return renderToStaticMarkup(
    <section className="container badges" data-badges={place}>
      <h2>{certificationsTexts[locale].badgesTitle}</h2>
      <ul className="list-reset">
        {credentials.map((credential) => (
          <Badge key={credential.id} credential={credential} locale={locale} />
        ))}
      </ul>
    </section>,
  );
}
