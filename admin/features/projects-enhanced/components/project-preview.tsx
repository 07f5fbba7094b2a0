import { Badge } from '#admin/components/badge.tsx';
import { Dialog } from '#admin/components/dialog.tsx';
import { formatDateTime, joinParts } from '#admin/lib/format.ts';
import type { ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';

// Preview & Print: everything about one project as a data sheet. The print
// stylesheet (admin/styles/print.css) prints only this sheet, so Print / Save
// as PDF gives a clean one-project document.

function ListOrNone({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return <p className="sheet__none">None</p>;
  return (
    <ul className="sheet__list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ProjectPreview({ project, onClose }: { project: ProjectEnhanced; onClose: () => void }) {
  const location = joinParts(project.location_city, project.location_country);
  const dates = [project.start_date, project.is_ongoing ? 'ongoing' : project.end_date].filter(Boolean).join(' – ');
  return (
    <Dialog
      title="Project data sheet"
      onClose={onClose}
      size="large"
      className="print-sheet"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
        </>
      }
    >
      <article className="sheet">
        <header className="sheet__header">
          <div className="sheet__logo">
            {project.logo_url ? (
              <img src={project.logo_url} alt={`${project.client} logo`} />
            ) : (
              <span className="sheet__logo-placeholder" role="img" aria-label="No logo">
                {project.title.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <div>
            <h3 className="sheet__title">{project.title}</h3>
            <p className="sheet__client">{project.client}</p>
            <p className="sheet__flags">
              {project.is_ongoing ? <Badge tone="info">Ongoing</Badge> : null}
              {project.is_featured ? <Badge tone="featured">Featured</Badge> : null}
              {project.is_published ? <Badge tone="success">Published</Badge> : <Badge tone="draft">Draft</Badge>}
            </p>
          </div>
        </header>

        <dl className="sheet__facts">
          <div>
            <dt>Client</dt>
            <dd>{project.client}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{location || '—'}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{project.duration_display || '—'}</dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>{dates || '—'}</dd>
          </div>
          <div>
            <dt>Ongoing</dt>
            <dd>{project.is_ongoing ? 'Yes' : 'No'}</dd>
          </div>
        </dl>

        {project.project_summary ? (
          <section className="sheet__section">
            <h4>Summary</h4>
            <p>{project.project_summary}</p>
          </section>
        ) : null}

        <section className="sheet__section">
          <h4>Description</h4>
          {project.description ? <p className="sheet__prose">{project.description}</p> : <p className="sheet__none">None</p>}
        </section>

        <div className="sheet__columns">
          <section className="sheet__section">
            <h4>Categories</h4>
            <ListOrNone items={project.categories.map((item) => item.name)} label="Categories" />
          </section>
          <section className="sheet__section">
            <h4>Sectors</h4>
            <ListOrNone items={project.sectors.map((item) => item.name)} label="Sectors" />
          </section>
        </div>

        <section className="sheet__section">
          <h4>Technologies</h4>
          {project.technologies.length === 0 ? (
            <p className="sheet__none">None</p>
          ) : (
            <div className="table-wrap">
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                    <th scope="col">Vendor</th>
                    <th scope="col">Description</th>
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
            <h4>Scope and objectives</h4>
            <ListOrNone items={project.scope_objectives} label="Scope and objectives" />
          </section>
          <section className="sheet__section">
            <h4>Key results</h4>
            <ListOrNone items={project.key_results} label="Key results" />
          </section>
        </div>

        <dl className="sheet__footer">
          <div>
            <dt>Display order</dt>
            <dd>{project.display_order}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDateTime(project.created_at)}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{formatDateTime(project.updated_at)}</dd>
          </div>
        </dl>
      </article>
    </Dialog>
  );
}
