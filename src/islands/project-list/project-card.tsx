import type { Ref } from 'react';
import { portfolioPaths } from '#src/portfolio/paths.ts';
import type { PublicProject } from '#src/schemas/portfolio.ts';
import { placeLine } from '#src/lib/project-text.ts';
import { capped } from '#src/islands/project-list/filters.ts';
import { ProjectLogo } from '#src/islands/project-list/project-logo.tsx';

// One project of the public list (spec section 2): logo, title, client and
// place, duration, a summary clamped to three lines, and capped lists of
// sectors (4), technologies (6) and key results (3). The title is a link to
// the project's own page that stretches over the whole card; in the browser a
// click or Enter opens the detail in a modal instead (a new tab still gets the page).

const CARD_LIMITS = { sectors: 4, technologies: 6, results: 3 } as const;

interface Props {
  project: PublicProject;
  onOpen: (project: PublicProject) => void;
  linkRef: Ref<HTMLAnchorElement>;
}

export function ProjectCard({ project, onOpen, linkRef }: Props) {
  const sectors = capped(project.sectors, CARD_LIMITS.sectors);
  const technologies = capped(project.technologies, CARD_LIMITS.technologies);
  const results = capped(project.key_results, CARD_LIMITS.results);
  const summary = project.project_summary || project.description;

  return (
    <article className="project-card" data-testid="project-card">
      <div className="project-card__head">
        <ProjectLogo src={project.logo_url} size={56} />
        <div className="project-card__heading">
          <h2>
            <a
              ref={linkRef}
              href={portfolioPaths.project(project.slug)}
              className="project-card__open"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(project);
              }}
              // Spec section 2: Space opens the detail too, as on a button.
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                onOpen(project);
              }}
            >
              {project.title}
            </a>
          </h2>
          <p className="project-card__place">{placeLine(project)}</p>
        </div>
      </div>
      {(project.duration_display || project.is_ongoing) && (
        <p className="project-card__duration">
          {project.duration_display}
          {project.is_ongoing && <span className="badge badge--live">Ongoing</span>}
        </p>
      )}
      {summary && <p className="project-card__summary">{summary}</p>}
      {sectors.shown.length > 0 && (
        <ul className="chips" aria-label="Sectors">
          {sectors.shown.map((sector) => (
            <li key={sector.id} className="chip chip--sector">
              {sector.name}
            </li>
          ))}
          {sectors.more > 0 && <li className="chip chip--more">+{sectors.more} more</li>}
        </ul>
      )}
      {technologies.shown.length > 0 && (
        <ul className="chips" aria-label="Technologies">
          {technologies.shown.map((technology) => (
            <li key={technology.id} className="chip">
              {technology.name}
            </li>
          ))}
          {technologies.more > 0 && <li className="chip chip--more">+{technologies.more} more</li>}
        </ul>
      )}
      {results.shown.length > 0 && (
        <div className="project-card__results">
          <h3>Key results</h3>
          <ul>
            {results.shown.map((result, index) => (
              <li key={index}>{result}</li>
            ))}
          </ul>
          {results.more > 0 && <p className="project-card__more">+{results.more} more results...</p>}
        </div>
      )}
    </article>
  );
}
