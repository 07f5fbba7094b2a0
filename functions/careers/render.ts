import { intlLocales, localizedHref, locales, ogLocales, type Locale } from '#src/i18n/locales.ts';
import { careersTexts } from '#src/i18n/texts/careers.ts';
import { formattedHtml, formattedPlainText } from '#src/lib/formatted-text/render.ts';
import { jobClosesAt } from '#src/lib/careers/job-status.ts';
import type { Job } from '#src/schemas/job.ts';
import { site } from '#src/site/config.ts';
import { organization, organizationId } from '#src/site/organization.ts';
import { escapeHtml, scriptJson } from '#functions/portfolio/html.ts';

// What the careers pages show of the offers open today: a card per offer on
// /careers, and an offer's own page (facts, description and requirements as
// formatted text through the site's one renderer, the application form's
// slot), its head and its JobPosting JSON-LD. In the page's language: the
// French texts where the offer has them, else the English marked lang="en".
// Every stored text is escaped; the JSON-LD cannot close its script element.

const DESCRIPTION_LIMIT = 160;

interface Shown {
  text: string;
  english: boolean;
}

/** An offer's texts in a language: the French ones where it has them, else the English. */
function jobIn(job: Job, locale: Locale): Record<'title' | 'location' | 'description' | 'requirements', Shown> {
  const french = locale === 'fr';
  const pick = (field: 'title' | 'location' | 'description' | 'requirements'): Shown =>
    french && job.fr[field] ? { text: job.fr[field], english: false } : { text: job[field], english: french && job[field] !== '' };
  return { title: pick('title'), location: pick('location'), description: pick('description'), requirements: pick('requirements') };
}

const marked = ({ text, english }: Shown) => (english ? `<span lang="en">${escapeHtml(text)}</span>` : escapeHtml(text));

/** An offer's address in a language. */
export const jobPath = (slug: string, locale: Locale) => localizedHref(`/careers/${slug}`, locale);

/** A YYYY-MM-DD day as the page's language writes it, the day itself whatever the server's zone. */
function dayIn(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const dated = (day: string, locale: Locale) => `<time datetime="${escapeHtml(day)}">${dayIn(day, locale)}</time>`;

/** The yearly salary range in euros as the language writes it, or none. */
function salaryIn(job: Pick<Job, 'salary_min' | 'salary_max'>, locale: Locale): string | undefined {
  const texts = careersTexts[locale];
  const euros = new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const { salary_min: min, salary_max: max } = job;
  if (min !== null && max !== null) return texts.perYear(min === max ? euros.format(min) : euros.formatRange(min, max));
  if (min !== null) return texts.perYear(texts.salaryFrom(euros.format(min)));
  if (max !== null) return texts.perYear(texts.salaryUpTo(euros.format(max)));
  return undefined;
}

/** The contract and the place, as the hero's lead and a card's line say them. */
const summaryOf = (job: Job, locale: Locale) => `${careersTexts[locale].contracts[job.contract_type]} · `;

function card(job: Job, locale: Locale): string {
  const texts = careersTexts[locale];
  const shown = jobIn(job, locale);
  return (
    `<li class="job-card"><h3><a href="${escapeHtml(jobPath(job.slug, locale))}">${marked(shown.title)}</a></h3>` +
    `<p>${summaryOf(job, locale)}${marked(shown.location)}</p>` +
    `<p>${texts.postedOn(dated(job.date_posted, locale))}</p></li>`
  );
}

/** The open offers, newest first, each linking its page, named `label` (the page's, ADR 0084); or a line saying none is open today. */
export function jobsList(jobs: readonly Job[], locale: Locale, label: string): string {
  const texts = careersTexts[locale];
  if (jobs.length === 0) return `<p class="jobs__empty">${texts.empty}</p>`;
  return `<ul class="jobs" aria-label="${escapeHtml(label)}">${jobs.map((job) => card(job, locale)).join('')}</ul>`;
}

/** An offer's page below its hero: facts, the formatted texts, and the application form's slot for this offer. */
export function jobMain(job: Job, locale: Locale): string {
  const texts = careersTexts[locale];
  const shown = jobIn(job, locale);
  const salary = salaryIn(job, locale);
  const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
  const facts = [
    fact(texts.location, marked(shown.location)),
    fact(texts.contract, texts.contracts[job.contract_type]),
    salary ? fact(texts.salary, escapeHtml(salary)) : '',
    fact(texts.posted, dated(job.date_posted, locale)),
    fact(texts.validThrough, dated(job.valid_through, locale)),
  ].join('');
  const text = ({ text: value, english }: Shown) => {
    const html = formattedHtml(value, { french: locale === 'fr' && !english, headingLevel: 3 });
    return `<div class="job-text"${english ? ' lang="en"' : ''}>${html}</div>`;
  };
  const requirements = shown.requirements.text
    ? `<h2 id="job-requirements">${texts.requirementsTitle}</h2>${text(shown.requirements)}`
    : '';
  return (
    `<div class="section"><div class="container"><dl class="job-facts">${facts}</dl>` +
    `<h2 id="job-description">${texts.descriptionTitle}</h2>${text(shown.description)}${requirements}</div></div>` +
    `<section class="section" aria-label="${escapeHtml(texts.applyTitle)}"><div class="container careers__apply">` +
    `<div id="apply" data-application-slot data-job-id="${escapeHtml(job.id)}"><h2>${texts.applyTitle}</h2>` +
    `<p><a href="mailto:${escapeHtml(site.email)}">${escapeHtml(texts.applyFallback(site.email))}</a></p></div></div></section>`
  );
}

/** The hero's texts: the contract as the eyebrow, the title, and the place as the lead. */
export function jobHero(job: Job, locale: Locale): { title: Shown; eyebrow: string; lead: Shown } {
  const shown = jobIn(job, locale);
  return { title: shown.title, eyebrow: careersTexts[locale].contracts[job.contract_type], lead: shown.location };
}

// Google's employment types (developers.google.com/search/docs/appearance/structured-data/job-posting):
// an alternance is a student's work-study contract and a stage an internship,
// both the training positions candidates find under INTERN (ADR 0075).
const employmentTypes: Record<Job['contract_type'], string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  alternance: 'INTERN',
  stage: 'INTERN',
};

/** The offer as schema.org's JobPosting, with every property Google requires and those it recommends that the offer has. */
function jobPostingJsonLd(job: Job, locale: Locale, origin: string): string {
  const shown = jobIn(job, locale);
  const french = (field: Shown) => locale === 'fr' && !field.english;
  const description =
    formattedHtml(shown.description.text, { french: french(shown.description) }) +
    (shown.requirements.text ? formattedHtml(shown.requirements.text, { french: french(shown.requirements) }) : '');
  const salary = job.salary_min !== null || job.salary_max !== null;
  const value = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    url: new URL(jobPath(job.slug, locale), origin).href,
    title: shown.title.text,
    description,
    inLanguage: locale,
    identifier: job.id,
    datePosted: job.date_posted,
    validThrough: new Date(jobClosesAt(job)).toISOString(),
    employmentType: employmentTypes[job.contract_type],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId,
      name: organization.name,
      url: organization.url,
      logo: organization.logo,
    },
    jobLocation: {
      '@type': 'Place',
      name: shown.location.text,
      address: { '@type': 'PostalAddress', addressLocality: shown.location.text, addressCountry: site.address.countryCode },
    },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              unitText: 'YEAR',
              ...(job.salary_min === null ? {} : { minValue: job.salary_min }),
              ...(job.salary_max === null ? {} : { maxValue: job.salary_max }),
            },
          },
        }
      : {}),
    directApply: true,
  };
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

/** The meta description: the offer's words, cut at a word, or a sentence naming it. */
function metaDescription(job: Job, locale: Locale): string {
  const shown = jobIn(job, locale);
  const words = formattedPlainText(shown.description.text).replace(/\s+/g, ' ').trim();
  const text = words || careersTexts[locale].jobDescription(shown.title.text, shown.location.text);
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** An offer page's head: title, description, canonical, its twins, social card texts and the JobPosting. */
export function jobHead(job: Job, locale: Locale, origin: string): string {
  const shown = jobIn(job, locale);
  const title = escapeHtml(`${shown.title.text} | ${site.name}`);
  const description = escapeHtml(metaDescription(job, locale));
  const url = (language: Locale) => escapeHtml(new URL(jobPath(job.slug, language), origin).href);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    '<meta name="robots" content="index, follow">',
    `<link rel="canonical" href="${url(locale)}">`,
    ...locales.map((language) => `<link rel="alternate" hreflang="${language}" href="${url(language)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:locale" content="${ogLocales[locale]}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url(locale)}">`,
    jobPostingJsonLd(job, locale, origin),
  ].join('');
}

/** /sitemap-careers.xml: each open offer's page in both languages, naming its twins. */
export function careersSitemap(jobs: readonly Job[], origin: string): string {
  const urls = jobs.flatMap((job) => {
    const address = (locale: Locale) => escapeHtml(new URL(jobPath(job.slug, locale), origin).href);
    const alternates = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
    ].join('');
    // An offer saved before the day it opens changed for visitors on that day.
    const lastmod = job.date_posted > job.updated_at.slice(0, 10) ? job.date_posted : job.updated_at;
    return locales.map((locale) => `<url><loc>${address(locale)}</loc><lastmod>${escapeHtml(lastmod)}</lastmod>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}
