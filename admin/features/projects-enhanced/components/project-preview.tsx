import { Badge } from '#admin/components/badge.tsx';
import { Dialog } from '#admin/components/dialog.tsx';
import { formatDateTime, joinParts } from '#admin/lib/format.ts';
import type { ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { projectSheetTexts } from '#admin/features/projects-enhanced/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import formattedTextStylesheet from '#src/lib/formatted-text/formatted-text.css?url';
import projectsEnhancedStylesheet from '#admin/features/projects-enhanced/projects-enhanced.css?url';

addStylesheet(formattedTextStylesheet);
addStylesheet(projectsEnhancedStylesheet);

// Preview & Print: everything about one project as a data sheet. The print
// stylesheet (admin/styles/print.css) prints only this sheet, so Print / Save
// as PDF gives a clean one-project document.

function ListOrNone({ items, label, formatted = false }: { items: string[]; label: string; formatted?: boolean }) {
  const texts = useTexts(projectSheetTexts);
  if (items.length === 0) return <p className="sheet__none">{texts.none}</p>;
  return (
    <ul className="sheet__list" aria-label={label}>
      {items.map((item) => (formatted ? <FormattedText key={item} as="li" inline text={item} /> : <li key={item}>{item}</li>))}
    </ul>
  );
}

export function ProjectPreview({ project, onClose }: { project: ProjectEnhanced; onClose: () => void }) {
  const texts = useTexts(projectSheetTexts);
  const { language } = useAdminLanguage();
  const location = joinParts(project.location_city, project.location_country);
  const dates = [project.start_date, project.is_ongoing ? texts.ongoingLower : project.end_date].filter(Boolean).join(' – ');
  return (
    <Dialog
      title={texts.title}
      onClose={onClose}
      size="large"
      className="print-sheet"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.close}
          </button>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {texts.print}
          </button>
        </>
      }
    >
      <article className="sheet">
        <header className="sheet__header">
          <div className="sheet__logo">
            {project.logo_url ? (
              <img src={project.logo_url} alt={fill(texts.logoOf, { client: project.client })} />
            ) : (
              <span className="sheet__logo-placeholder" role="img" aria-label={texts.noLogo}>
                {project.title.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <div>
            <h3 className="sheet__title">{project.title}</h3>
            <p className="sheet__client">{project.client}</p>
            <p className="sheet__flags">
              {project.is_ongoing ? <Badge tone="info">{texts.ongoing}</Badge> : null}
              {project.is_featured ? <Badge tone="featured">{texts.featured}</Badge> : null}
              {project.is_published ? <Badge tone="success">{texts.published}</Badge> : <Badge tone="draft">{texts.draft}</Badge>}
            </p>
          </div>
        </header>

        <dl className="sheet__facts">
          <div>
            <dt>{texts.client}</dt>
            <dd>{project.client}</dd>
          </div>
          <div>
            <dt>{texts.location}</dt>
            <dd>{location || '—'}</dd>
          </div>
          <div>
            <dt>{texts.duration}</dt>
            <dd>{project.duration_display || '—'}</dd>
          </div>
          <div>
            <dt>{texts.dates}</dt>
            <dd>{dates || '—'}</dd>
          </div>
          <div>
            <dt>{texts.ongoing}</dt>
            <dd>{project.is_ongoing ? texts.yes : texts.no}</dd>
          </div>
        </dl>

        {project.project_summary ? (
          <section className="sheet__section">
            <h4>{texts.summary}</h4>
            <p>{project.project_summary}</p>
          </section>
        ) : null}

        <section className="sheet__section">
          <h4>{texts.description}</h4>
          {project.description.trim() ? (
            <FormattedText className="sheet__formatted" text={project.description} headingLevel={5} />
          ) : (
            <p className="sheet__none">{texts.none}</p>
          )}
        </section>

        <div className="sheet__columns">
          <section className="sheet__section">
            <h4>{texts.categories}</h4>
            <ListOrNone items={project.categories.map((item) => item.name)} label={texts.categories} />
          </section>
          <section className="sheet__section">
            <h4>{texts.sectors}</h4>
            <ListOrNone items={project.sectors.map((item) => item.name)} label={texts.sectors} />
          </section>
        </div>

        <section className="sheet__section">
          <h4>{texts.technologies}</h4>
          {project.technologies.length === 0 ? (
            <p className="sheet__none">{texts.none}</p>
          ) : (
            <div className="table-wrap">
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">{texts.name}</th>
                    <th scope="col">{texts.type}</th>
                    <th scope="col">{texts.vendor}</th>
                    <th scope="col">{texts.description}</th>
                  </tr>
                </thead>
                <tbody>
                  {project.technologies.map((technology) => (
                    <tr key={technology.id}>
                      <th scope="row">{technology.name}</th>
                      <td>{technology.type || '—'}</td>
                      <td>{technology.vendor || '—'}</td>
                      <td>{technology.description || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <div className="sheet__columns">
          <section className="sheet__section">
            <h4>{texts.scope}</h4>
            <ListOrNone items={project.scope_objectives} label={texts.scope} formatted />
          </section>
          <section className="sheet__section">
            <h4>{texts.results}</h4>
            <ListOrNone items={project.key_results} label={texts.results} formatted />
          </section>
        </div>

        <dl className="sheet__footer">
          <div>
            <dt>{texts.displayOrder}</dt>
            <dd>{project.display_order}</dd>
          </div>
          <div>
            <dt>{texts.created}</dt>
            <dd>{formatDateTime(project.created_at, language)}</dd>
          </div>
          <div>
            <dt>{texts.updated}</dt>
            <dd>{formatDateTime(project.updated_at, language)}</dd>
          </div>
        </dl>
      </article>
    </Dialog>
  );
}
