import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { summaryQueryOptions } from '#admin/lib/summary.ts';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { dashboardTexts, type DashboardTexts } from '#admin/lib/texts/dashboard.ts';
import { DashboardHeader } from '#admin/routes/dashboard-header.tsx';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import type { AdminSummary } from '#src/schemas/summary.ts';

// The dashboard: counts that link to their managers, quick actions, a System
// Overview of totals and the Content Management list, all from one summary.

export function DashboardRoute() {
  const texts = useTexts(dashboardTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(texts.title);
  const summary = useQuery(summaryQueryOptions());
  // The title shows at once, as admin.html's first frame shows it (ADR 0095); the figures follow.
  return (
    <>
      <DashboardHeader title={texts.title} description={texts.description} viewWebsite={common.viewWebsite} newTab={common.newTab} />
      {summary.isPending ? (
        <LoadingState label={texts.loading} />
      ) : summary.isError ? (
        <ErrorState message={texts.failed} onRetry={() => void summary.refetch()} />
      ) : (
        <DashboardFigures summary={summary.data} texts={texts} newTab={common.newTab} />
      )}
    </>
  );
}

function DashboardFigures({ summary, texts, newTab }: { summary: AdminSummary; texts: DashboardTexts; newTab: string }) {
  const { language } = useAdminLanguage();
  const { user } = useSession();
  // Settings are an administrator's (ADR 0033): editors are not offered them.
  const isAdmin = user.role === 'admin';
  // The counts of enquiries are no personal data, but their screen is only for those allowed to see them (ADR 0044).
  const mayReadEnquiries = user.permissions.includes('enquiries');

  const {
    projects_enhanced: enhanced,
    projects,
    clients,
    categories,
    sectors,
    technologies,
    enquiries,
    pages,
    credentials,
    jobs,
  } = summary;
  const newEnquiries = enquiries.new;

  const stats = [
    {
      label: texts.projects,
      value: enhanced.total,
      to: paths.projectsEnhanced.list,
      detail: fill(plural(language, enhanced.drafts, texts.drafts), { count: enhanced.drafts }),
    },
    {
      label: texts.oldProjects,
      value: projects.total,
      to: paths.projects.list,
      detail: fill(plural(language, projects.drafts, texts.drafts), { count: projects.drafts }),
    },
    {
      label: texts.clients,
      value: clients.total,
      to: paths.clients.list,
      detail: fill(plural(language, clients.hidden, texts.hidden), { count: clients.hidden }),
    },
    {
      label: texts.credentials,
      value: credentials.total,
      to: paths.credentials.list,
      detail: fill(plural(language, credentials.expiring, texts.expiring), { count: credentials.expiring }),
    },
    {
      label: texts.jobs,
      value: jobs.total,
      to: paths.jobs.list,
      detail: fill(plural(language, jobs.open, texts.openJobs), { count: jobs.open }),
    },
    { label: texts.categories, value: categories, to: paths.categories },
    { label: texts.sectors, value: sectors, to: paths.sectors },
    { label: texts.technologies, value: technologies, to: paths.technologies },
    ...(mayReadEnquiries
      ? [
          {
            label: texts.newEnquiries,
            value: newEnquiries,
            to: paths.enquiries,
            detail: fill(texts.inTotal, { count: enquiries.total }),
          },
        ]
      : []),
  ];

  const overview = [
    [texts.overview.published, enhanced.published],
    [texts.overview.scheduled, enhanced.scheduled],
    [texts.overview.scheduledPages, pages.scheduled],
    [texts.overview.expired, enhanced.expired],
    [texts.overview.drafts, enhanced.drafts],
    [texts.overview.featured, enhanced.featured],
    [texts.overview.ongoing, enhanced.ongoing],
    [texts.overview.old, projects.total],
    [texts.overview.inCarousel, clients.active],
    [texts.overview.hiddenClients, clients.hidden],
    [texts.overview.expiringCredentials, credentials.expiring],
    [texts.overview.expiredCredentials, credentials.expired],
    [texts.overview.openJobs, jobs.open],
    [texts.overview.taxonomies, `${categories} · ${sectors} · ${technologies}`],
  ] as const;

  const management = [
    {
      to: paths.projectsEnhanced.list,
      label: texts.manage.allProjects,
      text: texts.manage.allProjectsText,
    },
    { to: paths.categories, label: texts.categories, text: texts.manage.categoriesText },
    { to: paths.sectors, label: texts.sectors, text: texts.manage.sectorsText },
    { to: paths.technologies, label: texts.technologies, text: texts.manage.technologiesText },
    { to: paths.projects.list, label: texts.oldProjects, text: texts.manage.oldProjectsText },
    { to: paths.clients.list, label: texts.clients, text: texts.manage.clientsText },
    ...(mayReadEnquiries ? [{ to: paths.enquiries, label: texts.manage.enquiries, text: texts.manage.enquiriesText }] : []),
    ...(isAdmin ? [{ to: paths.settings, label: texts.manage.settings, text: texts.manage.settingsText }] : []),
  ];

  return (
    <>
      <ul className="stat-grid" aria-label={texts.counts}>
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
          {texts.quickActions}
        </h2>
        <div className="quick-actions">
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            {texts.newProject}
          </Link>
          <Link to={paths.clients.create} className="button button--secondary">
            {texts.addClient}
          </Link>
          <Link to={paths.categories} className="button button--secondary">
            {texts.addCategory}
          </Link>
          <Link to={paths.technologies} className="button button--secondary">
            {texts.addTechnology}
          </Link>
          {isAdmin ? (
            <Link to={paths.settings} className="button button--secondary">
              {texts.carouselSettings}
            </Link>
          ) : null}
          {mayReadEnquiries && newEnquiries > 0 ? (
            <Link to={`${paths.enquiries}?show=new`} className="button button--secondary">
              {fill(plural(language, newEnquiries, { one: texts.readOne, other: texts.readMany }), { count: newEnquiries })}
            </Link>
          ) : null}
        </div>
      </section>

      <div className="dashboard-columns">
        <section className="panel" aria-labelledby="system-overview">
          <h2 id="system-overview" className="panel__title">
            {texts.systemOverview}
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
            {texts.contentManagement}
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
            {texts.tipBefore}{' '}
            <a href={paths.publicProjects} target="_blank" rel="noopener">
              {texts.tipLink}
              <span className="visually-hidden">{newTab}</span>
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
