import { localeOfPath, localizedHref, type Locale } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { Job } from '#src/schemas/job.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { hasClosedAt } from '#src/lib/careers/job-status.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { route } from '#functions/platform/route.ts';
import { readOpenJobs } from '#functions/careers/jobs-view.ts';
import type { CareersFrames } from '#functions/careers/frames.ts';
import { careersSitemap, jobHead, jobHero, jobMain, jobPath, jobsList } from '#functions/careers/render.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { withLanguageSwitch } from '#functions/portfolio/shells.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { readSiteParts, withSiteParts } from '#functions/site-pages/site-parts.ts';

// GET /careers, /careers/<slug>, the same under /fr, and /sitemap-careers.xml
// (ADR 0075): the offers open today, from the public view /api/jobs serves
// (functions/careers/jobs-view.ts), filled into the pages Astro built, with no
// rebuild. Every answer is kept by the CDN under the `jobs` tag, which every
// job write purges, and no longer than the next instant an offer opens or
// closes, so an offer leaves the list, its page and the sitemap by itself at
// its date. An offer whose last day is past answers 410 Gone with a page
// saying so; a slug no published offer has (a draft's, one not posted yet, a
// typo) gets the site's 404 page, which tells nothing of drafts.

const HTML = 'text/html; charset=utf-8';
const SITEMAP = '/sitemap-careers.xml';
const SLUG = /^(?:\/fr)?\/careers\/([^/]+)\/?$/;

interface Answer {
  html: string;
  status: number;
  locale: Locale;
}

function filledJob(frames: CareersFrames, job: Job, locale: Locale): string {
  const hero = jobHero(job, locale);
  const text = ({ text: value, english }: { text: string; english: boolean }) =>
    english ? `<span lang="en">${escapeHtml(value)}</span>` : escapeHtml(value);
  const page = frames[locale].job
    .replace(frameMarks.head, () => jobHead(job, locale, frames.origin))
    .replace(careersMarks.job, () => jobMain(job, locale))
    .replaceAll(frameMarks.title, () => text(hero.title))
    .replace(frameMarks.eyebrow, () => escapeHtml(hero.eyebrow))
    .replace(frameMarks.lead, () => text(hero.lead));
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
    GET: async (req) => {
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
      const answer: Answer = slug
        ? await jobAnswer(loaded, jobs, decodeURIComponent(slug), locale)
        : { html: loaded[locale].list.replace(careersMarks.list, () => jobsList(jobs, locale)), status: 200, locale };
      // The footer names the services as published (ADR 0074) and shows the credentials valid today (ADR 0076).
      return publicBody(req, withSiteParts(answer.html, parts, locale), {
        contentType: HTML,
        tags: [cacheTags.jobs, cacheTags.navigation, cacheTags.credentials],
        varyQuery: [],
        headers: pageHeaders,
        status: answer.status,
        freshUntil: earliest(freshUntil, parts.freshUntil),
      });
    },
  });
}
