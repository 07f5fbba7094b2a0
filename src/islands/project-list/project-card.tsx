import type { Ref } from 'react';
import { inFrench, langOf, nameIn, projectInLanguage } from '#src/lib/project-language.ts';
import { formattedPlainText } from '#src/lib/formatted-text/render.ts';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { capped } from '#src/lib/portfolio/filters.ts';
import { useListLanguage } from '#src/islands/project-list/list-language.tsx';
import type { ListProject, ListRef } from '#src/lib/portfolio/list-page.ts';
import { PlaceLine } from '#src/lib/portfolio/place-line.tsx';
import { ProjectLogo } from '#src/islands/project-list/project-logo.tsx';
import { Photo } from '#src/lib/images/photo.tsx';
import { libraryPhoto } from '#src/lib/images/responsive-image.ts';

// One project of the public list (spec section 2): logo, title, client and
// place, duration, a summary clamped to three lines, and capped lists of
// sectors (4), technologies (6) and key results (3). The title is a link to
// the project's own page that stretches over the whole card; in the browser a
// click or Enter opens the detail in a modal instead (a new tab still gets the page).
// A project whose featured image is a library photo shows it on top, cropped
// 16:9 around its focal point.

const CARD_LIMITS = { sectors: 4, technologies: 6, results: 3 } as const;
/** The grid's columns (21rem at least, 1.5rem apart, in a 72rem container): three, two, or the whole screen. */
const PHOTO_SIZES = '(min-width: 72rem) 22rem, (min-width: 48rem) calc(50vw - 2.75rem), calc(100vw - 2rem)';
const PHOTO_ASPECT = 16 / 9;

interface Props {
  project: ListProject;
  onOpen: (project: ListProject) => void;
  linkRef: Ref<HTMLAnchorElement>;
  /** The list's first card: its photo is the page's largest paint, so it is fetched first and not lazily. */
  first?: boolean;
}

export function ProjectCard({ project: stored, onOpen, linkRef, first = false }: Props) {
  const { texts, paths, locale, say } = useListLanguage();
  const { shown: project, english } = projectInLanguage(stored, locale);
  const sectors = capped(project.sectors, CARD_LIMITS.sectors);
  const technologies = capped(project.technologies, CARD_LIMITS.technologies);
  const results = capped(project.key_results, CARD_LIMITS.results);
  const summaryField = project.project_summary ? 'project_summary' : 'description';
  // A card shows no formatting: the description, when it stands in for the summary, is its words alone.
  const summary = project.project_summary || formattedPlainText(project.description, { french: inFrench(locale, english, 'description') });
  const photo = libraryPhoto(stored.featured_image, stored.media);

  return (
    <article className={photo ? 'project-card project-card--photo' : 'project-card'} data-testid="project-card">
      {photo && (
        <Photo className="project-card__photo" photo={photo} locale={locale} sizes={PHOTO_SIZES} aspect={PHOTO_ASPECT} priority={first} />
      )}
      <div className="project-card__head">
        <ProjectLogo src={project.logo_url} size={56} />
        <div className="project-card__heading">
          <h2>
            <a
              ref={linkRef}
              href={paths.project(project.slug)}
              className="project-card__open"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(stored);
              }}
              // Spec section 2: Space opens the detail too, as on a button.
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                onOpen(stored);
              }}
              lang={langOf(english, 'title')}
            >
              {project.title}
            </a>
          </h2>
          <PlaceLine className="project-card__place" project={project} english={english} />
        </div>
      </div>
      {(project.duration_display || project.is_ongoing) && (
        <p className="project-card__duration">
          {project.duration_display && <span lang={langOf(english, 'duration_display')}>{project.duration_display}</span>}
          {project.is_ongoing && <span className="badge badge--live">{texts.ongoing}</span>}
        </p>
      )}
      {summary && (
        <p className="project-card__summary" lang={langOf(english, summaryField)}>
          {summary}
        </p>
      )}
      <Chips label={texts.sectors} items={sectors} className="chip chip--sector" />
      <Chips label={texts.technologies} items={technologies} className="chip" />
      {results.shown.length > 0 && (
        <div className="project-card__results">
          <h3>{texts.keyResults}</h3>
          <ul lang={langOf(english, 'key_results')}>
            {results.shown.map((result, index) => (
              <FormattedText key={index} as="li" inline text={result} french={inFrench(locale, english, 'key_results')} />
            ))}
          </ul>
          {results.more > 0 && <p className="project-card__more">{say(texts.moreResults, { count: results.more })}</p>}
        </div>
      )}
    </article>
  );
}

/** A capped list of taxonomy names as chips, in the list's language, with "+N more". */
function Chips({ label, items, className }: { label: string; items: { shown: readonly ListRef[]; more: number }; className: string }) {
  const { texts, locale, say } = useListLanguage();
  if (items.shown.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {items.shown.map((item) => {
        const { name, lang } = nameIn(item, locale);
        return (
          <li key={item.slug} className={className} lang={lang}>
            {name}
          </li>
        );
      })}
      {items.more > 0 && <li className="chip chip--more">{say(texts.more, { count: items.more })}</li>}
    </ul>
  );
}
