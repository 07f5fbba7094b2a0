import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The sidebar of the spec: Dashboard, the collapsible Projects group (All
// Projects, Categories, Sectors, Technologies), Projects (Old), Clients,
// Pages (the site's texts), Enquiries with the count of new ones, Settings; then Recently deleted, the Audit log and Staff.
// Settings, the Audit log, Staff and Backup are for administrators only (ADR 0033): editors do not see them.
// Enquiries are for administrators and the editors allowed to see them (ADR 0044): no count, no item for others.

const projectGroup = [
  { to: paths.projectsEnhanced.list, label: 'allProjects', icon: 'grid' },
  { to: paths.categories, label: 'categories', icon: 'tag' },
  { to: paths.sectors, label: 'sectors', icon: 'factory' },
  { to: paths.technologies, label: 'technologies', icon: 'chip' },
] as const;

type IconName =
  | 'external'
  | 'dashboard'
  | 'folder'
  | 'grid'
  | 'tag'
  | 'factory'
  | 'chip'
  | 'archive'
  | 'users'
  | 'award'
  | 'file'
  | 'inbox'
  | 'settings'
  | 'restore'
  | 'audit'
  | 'staff'
  | 'backup'
  | 'privacy'
  | 'image'
  | 'page'
  | 'chart'
  | 'briefcase'
  | 'applicant';

const iconPaths: Record<IconName, ReactNode> = {
  external: <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />,
  dashboard: <path d="M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z" />,
  folder: <path d="M2.5 5.5a1 1 0 0 1 1-1h4l2 2h7a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1z" />,
  grid: <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />,
  tag: <path d="M3 3h7l7 7-7 7-7-7zM6.5 6.5h.01" />,
  factory: <path d="M2 17V9l5 3V9l5 3V4h4v13zM5 14h2M9 14h2M13 14h2" />,
  chip: <path d="M6 6h8v8H6zM8 2v4M12 2v4M8 14v4M12 14v4M2 8h4M2 12h4M14 8h4M14 12h4" />,
  archive: <path d="M2.5 4h15v4h-15zM4 8v8h12V8M8 11h4" />,
  restore: <path d="M3.5 10a6.5 6.5 0 1 0 2-4.7M3.5 3v3.5H7M10 6.5V10l2.5 1.5" />,
  audit: <path d="M5 2.5h7l3 3v12H5zM8 8h5M8 11h5M8 14h3" />,
  backup: (
    <path d="M3 5c0-1.4 3.1-2.5 7-2.5s7 1.1 7 2.5-3.1 2.5-7 2.5S3 6.4 3 5zM3 5v10c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V5M3 10c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
  ),
  staff: (
    <path d="M10 2.5l6 2.5v4.5c0 4-2.6 6.9-6 8-3.4-1.1-6-4-6-8V5zM10 8.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5zM7 13c.5-1.6 1.6-2.5 3-2.5s2.5.9 3 2.5" />
  ),
  privacy: <path d="M5.5 9V6.5a4.5 4.5 0 0 1 9 0V9M4 9h12v8.5H4zM10 12.5v2" />,
  chart: <path d="M3 3v14h14M6.5 13.5v-3M10 13.5V7M13.5 13.5v-5" />,
  briefcase: <path d="M2.5 6.5h15v10h-15zM7 6.5V4h6v2.5M2.5 10.5h15" />,
  applicant: <path d="M4.5 2.5h11v15h-11zM10 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 13.5c.5-1.5 1.6-2.5 3-2.5s2.5 1 3 2.5" />,
  page: <path d="M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15M7.5 9.5h5M7.5 12.5h5M7.5 15h3" />,
  image: <path d="M2.5 4.5h15v11h-15zM2.5 13l4.5-4.5 3.5 3.5 2-2 5 5M13 8a1 1 0 1 0 0-.01" />,
  file: <path d="M5 2.5h7l3.5 3.5v11.5h-10.5zM12 2.5v3.5h3.5M7.5 10h5M7.5 13h5" />,
  award: <path d="M10 12.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM7 11.5l-1.5 6 4.5-2.5 4.5 2.5-1.5-6" />,
  users: <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM1.5 17c.5-3 2.8-5 5.5-5s5 2 5.5 5M13 3.5a3 3 0 0 1 0 5.5M15 12c1.8.6 3 2.5 3.5 5" />,
  inbox: <path d="M2.5 11l2.5-7h10l2.5 7v5h-15zM2.5 11h4.5l1 2h4l1-2h4.5" />,
  settings: (
    <path d="M10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2L16 16M4 16l1.8-1.8M14.2 5.8L16 4" />
  ),
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="nav-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round">
        {iconPaths[name]}
      </g>
    </svg>
  );
}

function Item({ to, label, icon, badge }: { to: string; label: string; icon: IconName; badge?: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className="nav-link">
        <Icon name={icon} />
        <span className="nav-link__label">{label}</span>
        {badge}
      </NavLink>
    </li>
  );
}

interface SidebarProps {
  id: string;
  open: boolean;
  /** The count of new enquiries; null when the signed-in person may not see enquiries. */
  newEnquiries: number | null;
  isAdmin: boolean;
  /** Whether the signed-in person may see the audience (ADR 0073). */
  mayReadAudience: boolean;
  /** Whether the signed-in person may see job applications (ADR 0071). */
  mayReadApplications: boolean;
}

export function Sidebar({ id, open, newEnquiries, isAdmin, mayReadAudience, mayReadApplications }: SidebarProps) {
  const groupId = useId();
  const [expanded, setExpanded] = useState(true);
  const texts = useTexts(commonTexts);
  const nav = texts.nav;

  return (
    <nav id={id} className={['sidebar', open ? 'sidebar--open' : ''].filter(Boolean).join(' ')} aria-label={nav.label}>
      <ul className="nav-list">
        <Item to={paths.dashboard} label={nav.dashboard} icon="dashboard" />
        <li>
          <button
            type="button"
            className="nav-group__toggle"
            aria-expanded={expanded}
            aria-controls={groupId}
            onClick={() => setExpanded(!expanded)}
          >
            <Icon name="folder" />
            <span className="nav-link__label">{nav.projects}</span>
            <svg className="nav-group__chevron" viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <ul id={groupId} className="nav-list nav-list--nested" hidden={!expanded}>
            {projectGroup.map((item) => (
              <Item key={item.to} to={item.to} label={nav[item.label]} icon={item.icon} />
            ))}
          </ul>
        </li>
        <Item to={paths.projects.list} label={nav.oldProjects} icon="archive" />
        <Item to={paths.clients.list} label={nav.clients} icon="users" />
        <Item to={paths.credentials.list} label={nav.credentials} icon="award" />
        <Item to={paths.documents} label={nav.documents} icon="file" />
        <Item to={paths.jobs.list} label={nav.jobs} icon="briefcase" />
        <Item to={paths.pages.list} label={nav.pages} icon="page" />
        <Item to={paths.media} label={nav.media} icon="image" />
        {newEnquiries === null ? null : (
          <Item
            to={paths.enquiries}
            label={nav.enquiries}
            icon="inbox"
            badge={
              newEnquiries > 0 ? (
                <span className="nav-badge">
                  {newEnquiries}
                  <span className="visually-hidden">{nav.newCount}</span>
                </span>
              ) : null
            }
          />
        )}
        {mayReadApplications ? <Item to={paths.applications} label={nav.applications} icon="applicant" /> : null}
        {mayReadAudience ? <Item to={paths.audience} label={nav.audience} icon="chart" /> : null}
        {isAdmin ? <Item to={paths.settings} label={nav.settings} icon="settings" /> : null}
        <Item to={paths.recentlyDeleted} label={nav.recentlyDeleted} icon="restore" />
        {isAdmin ? (
          <>
            <Item to={paths.audit} label={nav.audit} icon="audit" />
            <Item to={paths.staff} label={nav.staff} icon="staff" />
            <Item to={paths.backup} label={nav.backup} icon="backup" />
            <Item to={paths.privacy} label={nav.privacy} icon="privacy" />
          </>
        ) : null}
      </ul>
      <a className="nav-link sidebar__website" href={paths.website} target="_blank" rel="noopener">
        <Icon name="external" />
        <span className="nav-link__label">{texts.viewWebsite}</span>
        <span className="visually-hidden">{texts.newTab}</span>
      </a>
    </nav>
  );
}
