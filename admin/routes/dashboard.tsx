import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { clientsQueryOptions } from '#admin/features/clients/api.ts';
import { countNew, enquiriesQueryOptions } from '#admin/features/enquiries/api.ts';
import { projectsQueryOptions } from '#admin/features/projects/api.ts';
import { projectsEnhancedQueryOptions } from '#admin/features/projects-enhanced/api.ts';
import { taxonomyQueryOptions } from '#admin/features/taxonomy/api.ts';

// The dashboard: counts that link to their managers, quick actions, a System
// Overview of totals and the Content Management list.

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const [enhanced, projects, clients, categories, sectors, technologies, enquiries] = useQueries({
    queries: [
      projectsEnhancedQueryOptions(),
      projectsQueryOptions(),
      clientsQueryOptions(),
      taxonomyQueryOptions('categories'),
      taxonomyQueryOptions('sectors'),
      taxonomyQueryOptions('technologies'),
      enquiriesQueryOptions(),
    ],
  });
  const content = [enhanced, projects, clients, categories, sectors, technologies];

  if (content.some((query) => query.isPending)) return <LoadingState label="Loading dashboard..." />;
  if (content.some((query) => query.isError)) {
    return (
      <ErrorState
        message="Some figures could not be loaded."
        onRetry={() => {
          for (const query of content) if (query.isError) void query.refetch();
        }}
      />
    );
  }

  const enhancedList = enhanced.data ?? [];
  const oldList = projects.data ?? [];
  const clientList = clients.data ?? [];
  const newEnquiries = countNew(enquiries.data);

  const stats = [
    {
      label: 'Projects',
      value: enhancedList.length,
      to: paths.projectsEnhanced.list,
      detail: `${enhancedList.filter((p) => !p.is_published).length} drafts`,
    },
    {
      label: 'Projects (Old)',
      value: oldList.length,
      to: paths.projects.list,
      detail: `${oldList.filter((p) => !p.is_published).length} drafts`,
    },
    {
      label: 'Clients',
      value: clientList.length,
      to: paths.clients.list,
      detail: `${clientList.filter((c) => !c.is_active).length} hidden`,
    },
    { label: 'Categories', value: categories.data?.length ?? 0, to: paths.categories },
    { label: 'Sectors', value: sectors.data?.length ?? 0, to: paths.sectors },
    { label: 'Technologies', value: technologies.data?.length ?? 0, to: paths.technologies },
    {
      label: 'New enquiries',
      value: enquiries.isSuccess ? newEnquiries : '—',
      to: paths.enquiries,
      detail: enquiries.isSuccess ? `${enquiries.data.length} in total` : 'Not available',
    },
  ];

  const overview = [
    ['Published projects', enhancedList.filter((p) => p.is_published).length],
    ['Draft projects', enhancedList.filter((p) => !p.is_published).length],
    ['Featured projects', enhancedList.filter((p) => p.is_featured).length],
    ['Ongoing projects', enhancedList.filter((p) => p.is_ongoing).length],
    ['Old projects', oldList.length],
    ['Clients in the carousel', clientList.filter((c) => c.is_active).length],
    ['Hidden clients', clientList.filter((c) => !c.is_active).length],
    [
      'Categories · sectors · technologies',
      `${categories.data?.length ?? 0} · ${sectors.data?.length ?? 0} · ${technologies.data?.length ?? 0}`,
    ],
  ] as const;

  const management = [
    {
      to: paths.projectsEnhanced.list,
      label: 'All Projects',
      text: 'Enhanced projects shown on the website, with their logos, results and technologies.',
    },
    { to: paths.categories, label: 'Categories', text: 'What kind of work each project is.' },
    { to: paths.sectors, label: 'Sectors', text: 'The industries your projects serve.' },
    { to: paths.technologies, label: 'Technologies', text: 'Systems, protocols and tools, with vendor and type.' },
    { to: paths.projects.list, label: 'Projects (Old)', text: 'The simple project records of the first website.' },
    { to: paths.clients.list, label: 'Clients', text: 'Logos of the home-page carousel; hide one to take it off the website.' },
    { to: paths.enquiries, label: 'Enquiries', text: 'Messages from the contact form, with CSV export.' },
    { to: paths.settings, label: 'Settings', text: 'Logo size and speed of the carousel, or turn it off.' },
  ];

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="An overview of the website's content."
        actions={
          <a className="button button--secondary" href={paths.website} target="_blank" rel="noopener">
            View Website<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        }
      />

      <ul className="stat-grid" aria-label="Content counts">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Link to={stat.to} className="stat-card">
              <span className="stat-card__value">{stat.value}</span>
              <span className="stat-card__label">{stat.label}</span>
              {stat.detail ? <span className="stat-card__detail">{stat.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>

      <section className="panel" aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="panel__title">
          Quick actions
        </h2>
        <div className="quick-actions">
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            New Project
          </Link>
          <Link to={paths.clients.create} className="button button--secondary">
            Add Client
          </Link>
          <Link to={paths.categories} className="button button--secondary">
            Add Category
          </Link>
          <Link to={paths.technologies} className="button button--secondary">
            Add Technology
          </Link>
          <Link to={paths.settings} className="button button--secondary">
            Carousel Settings
          </Link>
          {newEnquiries > 0 ? (
            <Link to={`${paths.enquiries}?show=new`} className="button button--secondary">
              Read {newEnquiries} new {newEnquiries === 1 ? 'enquiry' : 'enquiries'}
            </Link>
          ) : null}
        </div>
      </section>

      <div className="dashboard-columns">
        <section className="panel" aria-labelledby="system-overview">
          <h2 id="system-overview" className="panel__title">
            System Overview
          </h2>
          <dl className="overview-list">
            {overview.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="panel" aria-labelledby="content-management">
          <h2 id="content-management" className="panel__title">
            Content Management
          </h2>
          <ul className="manage-list">
            {management.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="panel__tip">
            Tip: enhanced projects are shown publicly on{' '}
            <a href={paths.publicProjects} target="_blank" rel="noopener">
              the projects page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
