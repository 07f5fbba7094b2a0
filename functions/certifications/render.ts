import { intlLocales, type Locale } from '#src/i18n/locales.ts';
import { certificationsTexts } from '#src/i18n/texts/certifications.ts';
import { imageCdnUrl } from '#src/lib/images/responsive-image.ts';
import type { Credential } from '#src/schemas/credential.ts';
import type { DocumentItem } from '#src/schemas/document.ts';
import { organization, organizationId } from '#src/site/organization.ts';
import { escapeHtml, scriptJson } from '#functions/portfolio/html.ts';

// What the certifications page shows of the credentials valid today: a card
// each (logo, kind, name, issuer, number, validity, scope) in the page's
// language, and the Organization's structured data with one
// EducationalOccupationalCredential per credential (schema.org's hasCredential),
// recognised by its issuer and dated. Plain markup, no script: the page ships
// no JavaScript. Every stored text is escaped.

const LOGO = { w: 240, h: 120 };

/** A credential's texts in a language: the French ones where it has them, else the English marked as such. */
function shownIn(credential: Credential, locale: Locale) {
  const french = locale === 'fr';
  const name = french && credential.fr.name ? { text: credential.fr.name, english: false } : { text: credential.name, english: french };
  const scope = french && credential.fr.scope ? { text: credential.fr.scope, english: false } : { text: credential.scope, english: french };
  return { name, scope };
}

const marked = ({ text, english }: { text: string; english: boolean }) =>
  english ? `<span lang="en">${escapeHtml(text)}</span>` : escapeHtml(text);

/** A YYYY-MM-DD day as the page's language writes it, the day itself whatever the server's zone. */
function dayIn(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The link to a credential's certificate, when it names a published document: its size and language before the click. */
function certificateLink(document: DocumentItem | undefined, locale: Locale): string {
  if (!document) return '';
  const texts = certificationsTexts[locale];
  return (
    `<p class="credential__certificate"><a href="${escapeHtml(document.url)}" download hreflang="${document.language}">${texts.certificate}</a>` +
    ` <span class="document__file">(${escapeHtml(texts.documentFile(sizeIn(document.file_size, locale), document.language))})</span></p>`
  );
}

function card(credential: Credential, document: DocumentItem | undefined, locale: Locale): string {
  const texts = certificationsTexts[locale];
  const { name, scope } = shownIn(credential, locale);
  const logo = credential.logo_url
    ? `<img class="credential__logo" src="${escapeHtml(imageCdnUrl(credential.logo_url, { ...LOGO, fit: 'contain' }))}" width="${String(LOGO.w)}" height="${String(LOGO.h)}" alt="${escapeHtml(texts.logoOf(credential.issuer))}" loading="lazy" decoding="async">`
    : '';
  const validity = `<time datetime="${credential.valid_from}">${dayIn(credential.valid_from, locale)}</time> – <time datetime="${credential.valid_until}">${dayIn(credential.valid_until, locale)}</time>`;
  const facts = [
    `<div><dt>${texts.issuer}</dt><dd>${escapeHtml(credential.issuer)}</dd></div>`,
    credential.number ? `<div><dt>${texts.number}</dt><dd>${escapeHtml(credential.number)}</dd></div>` : '',
    `<div><dt>${texts.validity}</dt><dd>${validity}</dd></div>`,
  ].join('');
  return (
    `<li class="credential">${logo}<p class="credential__kind">${texts.kinds[credential.kind]}</p>` +
    `<h2 class="credential__name">${marked(name)}</h2>` +
    (scope.text ? `<p class="credential__scope">${marked(scope)}</p>` : '') +
    `<dl class="credential__facts">${facts}</dl>${certificateLink(document, locale)}</li>`
  );
}

/**
 * The list of credentials, each with its certificate when that is among the
 * published documents, or a line saying none is shown today. Its accessible
 * name is the page's (its list label, ADR 0084).
 */
export function credentialsList(
  credentials: readonly Credential[],
  documents: readonly DocumentItem[],
  locale: Locale,
  label: string,
): string {
  const texts = certificationsTexts[locale];
  if (credentials.length === 0) return `<p class="credentials__empty">${texts.empty}</p>`;
  const byId = new Map(documents.map((document) => [document.id, document]));
  const cards = credentials.map((item) => card(item, item.document_id ? byId.get(item.document_id) : undefined, locale));
  return `<ul class="credentials" aria-label="${escapeHtml(label)}">${cards.join('')}</ul>`;
}

const credentialCategory: Record<Credential['kind'], string> = {
  certification: 'certification',
  clearance: 'license',
  partnership: 'partnership',
};

/** The site's Organization with `hasCredential`: the credentials valid today, each recognised by its issuer. */
export function organizationJsonLd(credentials: readonly Credential[], locale: Locale): string {
  const hasCredential = credentials.map((credential) => {
    const { name, scope } = shownIn(credential, locale);
    return {
      '@type': 'EducationalOccupationalCredential',
      name: name.text,
      credentialCategory: credentialCategory[credential.kind],
      ...(scope.text ? { description: scope.text } : {}),
      ...(credential.number ? { identifier: credential.number } : {}),
      recognizedBy: { '@type': 'Organization', name: credential.issuer },
      validFrom: credential.valid_from,
      validUntil: credential.valid_until,
    };
  });
  const value = { ...organization, '@id': organizationId, hasCredential };
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

/** The size formats, made once per language and unit: making one costs more than formatting many sizes (ADR 0092). */
const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A file size as visitors read it: kilobytes under a megabyte, else megabytes. */
function sizeIn(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  const unit = megabytes ? 'megabyte' : 'kilobyte';
  let format = sizeFormats.get(`${locale} ${unit}`);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], { style: 'unit', unit, maximumFractionDigits: 1 });
    sizeFormats.set(`${locale} ${unit}`, format);
  }
  return format.format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/** The published documents, each a download link with its size and language shown before it is taken. */
export function documentsList(documents: readonly DocumentItem[], locale: Locale): string {
  const texts = certificationsTexts[locale];
  if (documents.length === 0) return `<p class="documents__empty">${texts.noDocuments}</p>`;
  return documentLinks(documents, texts.documentsLabel, locale);
}

/** Documents as a list of download links, each with its size and language; also a project's related documents. */
export function documentLinks(documents: readonly DocumentItem[], label: string, locale: Locale): string {
  const texts = certificationsTexts[locale];
  const item = (document: DocumentItem) => {
    const french = locale === 'fr';
    const title = french && document.fr.title ? { text: document.fr.title, english: false } : { text: document.title, english: french };
    const description =
      french && document.fr.description
        ? { text: document.fr.description, english: false }
        : { text: document.description, english: french };
    return (
      `<li class="document"><a class="document__link" href="${escapeHtml(document.url)}" download hreflang="${document.language}">${marked(title)}</a>` +
      ` <span class="document__file">(${escapeHtml(texts.documentFile(sizeIn(document.file_size, locale), document.language))})</span>` +
      (description.text ? `<p class="document__description">${marked(description)}</p>` : '') +
      '</li>'
    );
  };
  return `<ul class="documents" aria-label="${escapeHtml(label)}">${documents.map(item).join('')}</ul>`;
}
