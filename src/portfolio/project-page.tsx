import type { NamedRef, ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { FEATURED_IMAGE_SIZE } from '#src/schemas/project-enhanced.ts';
import { paragraphsOf, placeLine } from '#src/lib/project-text.ts';
import { portfolioPaths } from '#src/portfolio/paths.ts';

// The body of a project's own page, /projects-enhanced/<slug> (issue 13),
// below the hero that carries its title: the featured image, the full story,
// the facts beside it, and other projects of the same sectors. Rendered to
// static HTML on the server (no state, no handlers): it is the page a search
// engine, a link preview or a visitor without JavaScript reads.

const RELATED_LIMIT = 4;

interface Props {
  project: ProjectEnhanced;
  /** Every published project, in the list's order: the related ones come from it. */
  all: readonly ProjectEnhanced[];
}

export function ProjectPage({ project, all }: Props) {
  const paragraphs = paragraphsOf(project.description);
  const related = relatedProjects(project, all);
  return (
    <section className="section project-page" aria-label="Project details">
      <div className="container project-page__grid">
        <div className="project-page__story">
          {project.featured_image && (
            <img
              className="project-page__image"
              src={project.featured_image}
              alt={project.title}
              width={FEATURED_IMAGE_SIZE.width}
              height={FEATURED_IMAGE_SIZE.height}
              fetchPriority="high"
              decoding="async"
            />
          )}
          {paragraphs.length > 0 && (
            <section aria-labelledby="project-description">
              <h2 id="project-description">About the project</h2>
              {paragraphs.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </section>
          )}
          <TextList id="project-scope" title="Scope and objectives" items={project.scope_objectives} />
          <TextList id="project-results" title="Key results" items={project.key_results} />
          {project.technologies.length > 0 && (
            <section aria-labelledby="project-technologies">
              <h2 id="project-technologies">Technologies</h2>
              <ul className="project-page__technologies list-reset">
                {project.technologies.map((technology) => (
                  <li key={technology.id}>
                    <strong>{technology.name}</strong>
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
                alt={`${project.client} logo`}
                width={72}
                height={72}
                decoding="async"
              />
            ) : null}
            <h2 id="project-facts">Project facts</h2>
          </div>
          <dl>
            <dt>Client</dt>
            <dd>{project.client}</dd>
            {(project.location_city || project.location_country) && (
              <>
                <dt>Location</dt>
                <dd>{[project.location_city, project.location_country].filter(Boolean).join(', ')}</dd>
              </>
            )}
            {(project.duration_display || project.is_ongoing) && (
              <>
                <dt>Duration</dt>
                <dd>
                  {project.duration_display}
                  {project.is_ongoing && <span className="project-page__badge">Ongoing</span>}
                </dd>
              </>
            )}
            <TermLinks title="Sectors" items={project.sectors} filter="sector" />
            <TermLinks title="Categories" items={project.categories} filter="category" />
          </dl>
          <a className="btn btn--primary project-page__cta" href="/contact">
            Discuss a similar project
          </a>
        </aside>
      </div>
      {related.length > 0 && (
        <div className="container project-page__related">
          <h2 id="project-related">More projects in {project.sectors.map((sector) => sector.name).join(', ')}</h2>
          <ul className="list-reset" aria-labelledby="project-related">
            {related.map((other) => (
              <li key={other.id}>
                <a href={portfolioPaths.project(other.slug)}>
                  <strong>{other.title}</strong>
                  <span>{placeLine(other)}</span>
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

function TermLinks({ title, items, filter }: { title: string; items: readonly NamedRef[]; filter: 'sector' | 'category' }) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <ul className="list-reset project-page__terms">
          {items.map((item) => (
            <li key={item.id}>
              <a href={portfolioPaths.filtered(filter, item.slug)}>{item.name}</a>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

function TextList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="project-page__list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
