import { randomUUID } from 'node:crypto';
import { localeOfPath, localizedHref, type Locale } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { Job } from '#src/schemas/job.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { hasClosedAt } from '#src/lib/careers/job-status.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { noteUnkept } from '#functions/platform/read-log.ts';
import { route } from '#functions/platform/route.ts';
import { holdingAnswers } from '#functions/platform/held-answers.ts';
import { readOpenJobs } from '#functions/careers/jobs-view.ts';
import type { CareersFrames } from '#functions/careers/frames.ts';
import { careersSitemap, jobHead, jobHero, jobMain, jobPath, jobsList } from '#functions/careers/render.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { withLanguageSwitch } from '#functions/portfolio/shells.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { readSiteParts, withSiteParts } from '#functions/site-pages/site-parts.ts';
import { fillFrame } from '#functions/site-pages/pages.ts';
import { readPublishedPage } from '#functions/pages/live.ts';
import { fillMarks } from '#functions/site-pages/fill-marks.ts';
import { careersView } from '#src/site-pages/careers-page.ts';
import { careersSeed } from '#src/site-pages/careers-seed.ts';
import { decodedSegment } from '#functions/platform/requests.ts';

// GET /careers, /careers/<slug>, the same under /fr, and /sitemap-careers.xml
// (ADR 0075): the offers open today, from the public view /api/jobs serves
// (functions/careers/jobs-view.ts), filled into the pages Astro built, with no
// rebuild. Every answer is kept by the CDN under the `jobs` tag, which every
// job write purges, and no longer than the next instant an offer opens or
// closes, so an offer leaves the list, its page and the sitemap by itself at
// its date. An offer whose last day is past answers 410 Gone with a page
// saying so; a slug no published offer has (a draft's, one not posted yet, a
// typo) gets the site's 404 page, which tells nothing of drafts. /careers's
// own words (head, hero, its sections' headings) are its published page
// document's (ADR 0084), under the `page-careers` tag its publish purges, held
// no longer than its scheduled publish (ADR 0085); when that cannot be read,
// the page as built from its seed, for a minute.

const HTML = 'text/html; charset=utf-8';
/** How long the CDN keeps /careers built from the seed answered in place of the published one. */
const FALLBACK_SECONDS = 60;
const PAGE_ID = 'careers';
const SITEMAP = '/sitemap-careers.xml';
const SLUG = /^(?:\/fr)?\/careers\/([^/]+)\/?$/;

interface Answer {
  html: string;
  status: number;
  locale: Locale;
  /** /careers's own: its page's tag and until when its published words hold. */
  page?: { freshUntil: number | undefined };
}

/** /careers: its published words filled into its frame around the offers, or the page as built when they cannot be read. */
async function listAnswer(frames: CareersFrames, jobs: readonly Job[], locale: Locale): Promise<Answer> {
  let filled: { html: string; label: string; freshUntil: number | undefined };
  try {
    const page = await readPublishedPage(PAGE_ID, locale);
    if (!page) throw new Error(`No page ${PAGE_ID}`);
    const { html, view } = await fillFrame(frames[locale].listFrame, frames.origin, page);
    filled = { html, label: view.attributes?.list ?? '', freshUntil: page.freshUntil };
  } catch (error) {
    // The reason and the page only: nothing of the request is personal data kept.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'site_page_fallback', page: PAGE_ID, locale, error: reason }));
    // The page as built stands in for a minute: made again by the next read, never kept (ADR 0092).
    noteUnkept();
    const seed = careersView(careersSeed(locale), locale);
    filled = { html: frames[locale].list, label: seed.attributes?.list ?? '', freshUntil: Date.now() + FALLBACK_SECONDS * 1000 };
  }
  const html = filled.html.replace(careersMarks.list, () => jobsList(jobs, locale, filled.label));
  return { html, status: 200, locale, page: { freshUntil: filled.freshUntil } };
}

function filledJob(frames: CareersFrames, job: Job, locale: Locale): string {
  const hero = jobHero(job, locale);
  const text = ({ text: value, english }: { text: string; english: boolean }) =>
    english ? `<span lang="en">${escapeHtml(value)}</span>` : escapeHtml(value);
  const page = fillMarks(
    frames[locale].job,
    new Map([
      [frameMarks.head, () => jobHead(job, locale, frames.origin)],
      [careersMarks.job, () => jobMain(job, locale)],
      [frameMarks.title, () => text(hero.title)],
      [frameMarks.eyebrow, () => escapeHtml(hero.eyebrow)],
      [frameMarks.lead, () => text(hero.lead)],
    ]),
  );
  return withLanguageSwitch(page, jobPath(job.slug, locale === 'en' ? 'fr' : 'en'));
}

async function jobAnswer(frames: CareersFrames, jobs: readonly Job[], slug: string, locale: Locale): Promise<Answer> {
  const open = jobs.find((job) => job.slug === slug);
  if (open) return { html: filledJob(frames, open, locale), status: 200, locale };
  // Not open: closed (410) only when a published offer with this slug is past its last day.
  const { items } = await readCollection(collections.jobs);
  const closed = items.find((job) => job.slug === slug && hasClosedAt(job, Date.now()));
  if (closed) {
    const twin = localizedHref(`/careers/${slug}`, locale === 'en' ? 'fr' : 'en');
    return { html: withLanguageSwitch(frames[locale].closed, twin), status: 410, locale };
  }
  return { html: frames[locale].notFound, status: 404, locale };
}

export function careersHandler(frames: () => Promise<CareersFrames>) {
  return route(endpoints.careers, {
    // Answered again while what they show holds (ADR 0092).
    GET: holdingAnswers(async (req) => {
      const { pathname } = new URL(req.url);
      const [loaded, { jobs, freshUntil }, parts] = await Promise.all([frames(), readOpenJobs(), readSiteParts()]);
      if (pathname === SITEMAP) {
        return publicBody(req, careersSitemap(jobs, loaded.origin), {
          contentType: 'application/xml; charset=utf-8',
          tags: [cacheTags.jobs],
          varyQuery: [],
          headers: pageHeaders,
          freshUntil,
        });
      }
      const locale = localeOfPath(pathname);
      const slug = SLUG.exec(pathname)?.[1];
      const answer: Answer = slug ? await jobAnswer(loaded, jobs, decodedSegment(slug), locale) : await listAnswer(loaded, jobs, locale);
      // The footer names the services as published (ADR 0074) and shows the credentials valid today (ADR 0076).
      return publicBody(req, withSiteParts(answer.html, parts, locale), {
        contentType: HTML,
        tags: [...(answer.page ? [cacheTags.page(PAGE_ID)] : []), cacheTags.jobs, cacheTags.navigation, cacheTags.credentials],
        varyQuery: [],
        headers: pageHeaders,
        status: answer.status,
        freshUntil: earliest(earliest(freshUntil, parts.freshUntil), answer.page?.freshUntil),
      });
    }),
  });
}
