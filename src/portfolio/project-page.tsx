import { fill } from '#src/i18n/fill.ts';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { projectPageTexts } from '#src/i18n/texts/portfolio.ts';
import type { NamedRef, ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { FEATURED_IMAGE_SIZE } from '#src/schemas/project-enhanced.ts';
import { PlaceLine } from '#src/lib/portfolio/place-line.tsx';
import { Photo } from '#src/lib/images/photo.tsx';
import { libraryPhoto } from '#src/lib/images/responsive-image.ts';
import { ProjectGallery } from '#src/portfolio/project-gallery.tsx';
import { inFrench, langOf, nameIn, projectInLanguage } from '#src/lib/project-language.ts';
import { FormattedListSection } from '#src/lib/formatted-text/formatted-list-section.tsx';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';

// The body of a project's own page, /projects-enhanced/<slug>,
// below the hero that carries its title: the featured image, the full story,
// the facts beside it, and other projects of the same sectors. Rendered to
// static HTML on the server (no state, no handlers): it is the page a search
// engine, a link preview or a visitor without JavaScript reads. On the French
// page each field is the project's French text, or its English one marked lang="en".

const RELATED_LIMIT = 4;
/** The story column: beside the facts from 62rem (72rem container, 20rem facts, 3rem gap), the screen less its gutters below. */
const HERO_SIZES = '(min-width: 72rem) 49rem, (min-width: 62rem) calc(100vw - 25rem), calc(100vw - 2rem)';
/** The photo is shown 2:1 (the size the admin recommends), cropped around its focal point. */
const HERO_ASPECT = 2;

interface Props {
  project: ProjectEnhanced;
  /** Every published project, in the list's order: the related ones come from it. */
  all: readonly ProjectEnhanced[];
  locale: Locale;
}

export function ProjectPage({ project: stored, all, locale }: Props) {
  const texts = projectPageTexts[locale];
  const paths = portfolioPathsIn(locale);
  const { shown: project, english } = projectInLanguage(stored, locale);
  const related = relatedProjects(stored, all).map((other) => projectInLanguage(other, locale));
  const term = (item: NamedRef) => nameIn(item, locale);
  const hero = libraryPhoto(project.featured_image, project.media);
  return (
    <section className="section project-page" aria-label={texts.details}>
      <div className="container project-page__grid">
        <div className="project-page__story">
          {hero ? (
            <Photo className="project-page__image" photo={hero} locale={locale} sizes={HERO_SIZES} aspect={HERO_ASPECT} priority />
          ) : (
            project.featured_image && (
              // An address from before the media library, shown as it is. It has no alt text of its own, and the
              // title is the heading right above it: a screen reader skips it rather than read the title twice.
              <img
                className="project-page__image"
                src={project.featured_image}
                alt=""
                width={FEATURED_IMAGE_SIZE.width}
                height={FEATURED_IMAGE_SIZE.height}
                fetchPriority="high"
                decoding="async"
              />
            )
          )}
          {project.description.trim() && (
            <section aria-labelledby="project-description">
              <h2 id="project-description">{texts.about}</h2>
              <FormattedText
                text={project.description}
                lang={langOf(english, 'description')}
                french={inFrench(locale, english, 'description')}
                headingLevel={3}
              />
            </section>
          )}
          <ProjectGallery gallery={project.gallery} media={project.media} locale={locale} />
          <FormattedListSection
            id="project-scope"
            heading="h2"
            listClassName="project-page__list"
            title={texts.scope}
            items={project.scope_objectives}
            lang={langOf(english, 'scope_objectives')}
            french={inFrench(locale, english, 'scope_objectives')}
          />
          <FormattedListSection
            id="project-results"
            heading="h2"
            listClassName="project-page__list"
            title={texts.results}
            items={project.key_results}
            lang={langOf(english, 'key_results')}
            french={inFrench(locale, english, 'key_results')}
          />
          {project.technologies.length > 0 && (
            <section aria-labelledby="project-technologies">
              <h2 id="project-technologies">{texts.technologies}</h2>
              <ul className="project-page__technologies list-reset">
                {project.technologies.map((technology) => (
                  <li key={technology.id}>
                    <strong lang={term(technology).lang}>{term(technology).name}</strong>
                    {(technology.vendor || technology.type) && (
                      <span>{[technology.vendor, technology.type].filter(Boolean).join(' · ')}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="project-page__facts" aria-labelledby="project-facts">
          <div className="project-page__facts-head">
            {project.logo_url ? (
              <img
                className="project-page__logo"
                src={project.logo_url}
                alt={fill(texts.logo, { client: project.client })}
                width={72}
                height={72}
                // Below the story on a phone: lazy, so it is neither preloaded nor fetched before the hero photo.
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h2 id="project-facts">{texts.facts}</h2>
          </div>
          <dl>
            <dt>{texts.client}</dt>
            <dd>{project.client}</dd>
            {(project.location_city || project.location_country) && (
              <>
                <dt>{texts.location}</dt>
                <PlaceLine as="dd" project={{ ...project, client: '' }} english={english} />
              </>
            )}
            {(project.duration_display || project.is_ongoing) && (
              <>
                <dt>{texts.duration}</dt>
                <dd>
                  {project.duration_display && <span lang={langOf(english, 'duration_display')}>{project.duration_display}</span>}
                  {project.is_ongoing && <span className="project-page__badge">{texts.ongoing}</span>}
                </dd>
              </>
            )}
            <TermLinks title={texts.sectors} items={project.sectors} filter="sector" locale={locale} />
            <TermLinks title={texts.categories} items={project.categories} filter="category" locale={locale} />
          </dl>
          <a className="btn btn--primary project-page__cta" href={localizedHref('/contact', locale)}>
            {texts.discuss}
          </a>
        </aside>
      </div>
      {related.length > 0 && (
        <div className="container project-page__related">
          <h2 id="project-related">{fill(texts.moreIn, { sectors: project.sectors.map((sector) => term(sector).name).join(', ') })}</h2>
          <ul className="list-reset" aria-labelledby="project-related">
            {related.map(({ shown: other, english: otherEnglish }) => (
              <li key={other.id}>
                <a href={paths.project(other.slug)}>
                  <strong lang={langOf(otherEnglish, 'title')}>{other.title}</strong>
                  <PlaceLine as="span" project={other} english={otherEnglish} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Other published projects sharing a sector, most shared sectors first, then in the list's order. */
function relatedProjects(project: ProjectEnhanced, all: readonly ProjectEnhanced[]): ProjectEnhanced[] {
  const sectors = new Set(project.sectors.map((sector) => sector.id));
  return all
    .filter((other) => other.id !== project.id)
    .map((other, index) => ({ other, index, shared: other.sectors.filter((sector) => sectors.has(sector.id)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, RELATED_LIMIT)
    .map(({ other }) => other);
}

interface TermLinksProps {
  title: string;
  items: readonly NamedRef[];
  filter: 'sector' | 'category';
  locale: Locale;
}

function TermLinks({ title, items, filter, locale }: TermLinksProps) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <ul className="list-reset project-page__terms">
          {items.map((item) => (
            <li key={item.id}>
              <a href={portfolioPathsIn(locale).filtered(filter, item.slug)} lang={nameIn(item, locale).lang}>
                {nameIn(item, locale).name}
              </a>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
