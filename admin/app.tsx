import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ConfirmProvider } from '#admin/components/confirm-dialog.tsx';
import { ToastProvider } from '#admin/components/toast.tsx';
import { ApiError, setUnauthorizedHandler } from '#admin/lib/api-client.ts';
import { AdminLanguageProvider } from '#admin/lib/language.tsx';
import { adminHistory } from '#admin/lib/admin-history.ts';
import { goToLogin } from '#admin/lib/login-redirect.ts';
import { ADMIN_BASE, paths } from '#admin/lib/paths.ts';
import { getToken } from '#admin/lib/session.ts';
import { storedLanguage } from '#admin/lib/language-store.ts';
import { preloadFrench } from '#admin/lib/texts/split-texts.ts';
import { summaryQueryOptions } from '#admin/lib/summary.ts';
import { ShellRoute } from '#admin/routes/shell.tsx';
import { RestrictedRoute } from '#admin/features/auth/components/restricted-route.tsx';
import { verifyQueryOptions } from '#admin/features/auth/api.ts';

// The admin SPA at /admin: React Query for server state, react-router's
// declarative router over a history that guards unsaved work (ADR 0090). The login page is a page of its own (src/pages/admin/login.astro,
// ADR 0026), reached with a full load. The shell comes with the app; every
// screen, the dashboard where signing in lands included, is loaded when its
// route needs it (route-level code splitting, ADR 0080). The first screen's
// chunk and its data are asked for as soon as this module runs, before React
// first renders (ADR 0066).

/**
 * Resolves once no stylesheet on the page is still loading: the ones a screen's modules added as they ran
 * (admin/lib/stylesheets.ts, ADR 0098). A loaded sheet has its `sheet`; a failed one is taken off the page.
 */
function stylesheetsArrived(): Promise<unknown> {
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    loading.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/**
 * A screen's module, loaded when its route first renders, or earlier by `preload` (the first screen's, at start). It
 * renders once the stylesheets its modules added have arrived too.
 */
function screen<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  const component = async () => (await load())[name];
  return Object.assign(
    lazy(async () => {
      const loaded = await component();
      await stylesheetsArrived();
      return { default: loaded };
    }),
    { preload: component },
  );
}

const Invitation = screen(() => import('#admin/features/auth/components/invitation-page.tsx'), 'InvitationPage');
const Dashboard = screen(() => import('#admin/routes/dashboard.tsx'), 'DashboardRoute');
const clients = () => import('#admin/routes/clients.tsx');
const Clients = screen(clients, 'ClientsRoute');
const ClientCreate = screen(clients, 'ClientCreateRoute');
const ClientEdit = screen(clients, 'ClientEditRoute');
const credentials = () => import('#admin/routes/credentials.tsx');
const Credentials = screen(credentials, 'CredentialsRoute');
const CredentialCreate = screen(credentials, 'CredentialCreateRoute');
const CredentialEdit = screen(credentials, 'CredentialEditRoute');
const Documents = screen(() => import('#admin/routes/documents.tsx'), 'DocumentsRoute');
const jobs = () => import('#admin/routes/jobs.tsx');
const Jobs = screen(jobs, 'JobsRoute');
const JobCreate = screen(jobs, 'JobCreateRoute');
const JobEdit = screen(jobs, 'JobEditRoute');
const projects = () => import('#admin/routes/projects.tsx');
const Projects = screen(projects, 'ProjectsRoute');
const ProjectCreate = screen(projects, 'ProjectCreateRoute');
const ProjectEdit = screen(projects, 'ProjectEditRoute');
const ProjectsEnhanced = screen(() => import('#admin/routes/projects-enhanced.tsx'), 'ProjectsEnhancedRoute');
const projectEnhancedEdit = () => import('#admin/routes/project-enhanced-edit.tsx');
const ProjectEnhancedCreate = screen(projectEnhancedEdit, 'ProjectEnhancedCreateRoute');
const ProjectEnhancedEdit = screen(projectEnhancedEdit, 'ProjectEnhancedEditRoute');
const pages = () => import('#admin/routes/pages.tsx');
const Pages = screen(pages, 'PagesRoute');
const PageEdit = screen(pages, 'PageEditRoute');
const Media = screen(() => import('#admin/routes/media.tsx'), 'MediaRoute');
const Taxonomy = screen(() => import('#admin/routes/taxonomy.tsx'), 'TaxonomyRoute');
const Enquiries = screen(() => import('#admin/routes/enquiries.tsx'), 'EnquiriesRoute');
const Applications = screen(() => import('#admin/routes/applications.tsx'), 'ApplicationsRoute');
const Audience = screen(() => import('#admin/routes/audience.tsx'), 'AudienceRoute');
const Settings = screen(() => import('#admin/routes/settings.tsx'), 'SettingsRoute');
const Audit = screen(() => import('#admin/routes/audit.tsx'), 'AuditRoute');
const Staff = screen(() => import('#admin/routes/staff.tsx'), 'StaffRoute');
const Backup = screen(() => import('#admin/routes/backup.tsx'), 'BackupRoute');
const Privacy = screen(() => import('#admin/routes/privacy.tsx'), 'PrivacyRoute');
const RecentlyDeleted = screen(() => import('#admin/routes/recently-deleted.tsx'), 'RecentlyDeletedRoute');
const NotFound = screen(() => import('#admin/routes/not-found.tsx'), 'NotFoundRoute');

/**
 * The project list's read, started as soon as the admin runs (bench/admin-list.ts):
 * the page of the view the address holds (ADR 0057), beside the route's code
 * and the session check rather than after them. Its two small modules come
 * with the list's code, not the app's: they hold the list's part of the
 * endpoint table, which the first load leaves out (ADR 0079). Without a stored
 * token there is nothing to read; a refused token ends the session as any 401 does.
 */
function readProjectList(queryClient: QueryClient, url: URL): void {
  if (!getToken()) return;
  // A failure is the list's to show: it reads again when it mounts.
  Promise.all([import('#admin/features/projects-enhanced/api.ts'), import('#admin/features/projects-enhanced/list-query.ts')])
    .then(([{ projectListQueryOptions }, { listQueryOf }]) => queryClient.query(projectListQueryOptions(listQueryOf(url.searchParams))))
    .catch(() => undefined);
}

/** Each route's screen: `handle` is what starts its code loading, for the first screen before React renders. */
const routes: RouteObject[] = [
  // Outside the shell: the invited person has no session yet.
  { path: paths.invitation, element: <Invitation />, handle: Invitation.preload },
  {
    path: '/',
    // While a screen's chunk loads, the shell (its frame, then its navigation) paints without it (ADR 0079, 0080).
    element: <ShellRoute />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <Dashboard />, handle: Dashboard.preload },
      { path: paths.projects.list, element: <Projects />, handle: Projects.preload },
      { path: paths.projects.create, element: <ProjectCreate />, handle: ProjectCreate.preload },
      { path: '/projects/:id/edit', element: <ProjectEdit />, handle: ProjectEdit.preload },
      { path: paths.projectsEnhanced.list, element: <ProjectsEnhanced />, handle: ProjectsEnhanced.preload },
      { path: paths.projectsEnhanced.create, element: <ProjectEnhancedCreate />, handle: ProjectEnhancedCreate.preload },
      { path: '/projects-enhanced/:id/edit', element: <ProjectEnhancedEdit />, handle: ProjectEnhancedEdit.preload },
      { path: paths.clients.list, element: <Clients />, handle: Clients.preload },
      { path: paths.clients.create, element: <ClientCreate />, handle: ClientCreate.preload },
      { path: '/clients/:id/edit', element: <ClientEdit />, handle: ClientEdit.preload },
      { path: paths.credentials.list, element: <Credentials />, handle: Credentials.preload },
      { path: paths.credentials.create, element: <CredentialCreate />, handle: CredentialCreate.preload },
      { path: '/credentials/:id/edit', element: <CredentialEdit />, handle: CredentialEdit.preload },
      { path: paths.documents, element: <Documents />, handle: Documents.preload },
      { path: paths.jobs.list, element: <Jobs />, handle: Jobs.preload },
      { path: paths.jobs.create, element: <JobCreate />, handle: JobCreate.preload },
      { path: '/jobs/:id/edit', element: <JobEdit />, handle: JobEdit.preload },
      { path: paths.pages.list, element: <Pages />, handle: Pages.preload },
      { path: `${paths.pages.list}/*`, element: <PageEdit />, handle: PageEdit.preload },
      { path: paths.media, element: <Media />, handle: Media.preload },
      { path: paths.categories, element: <Taxonomy type="categories" />, handle: Taxonomy.preload },
      { path: paths.sectors, element: <Taxonomy type="sectors" />, handle: Taxonomy.preload },
      { path: paths.technologies, element: <Taxonomy type="technologies" />, handle: Taxonomy.preload },
      {
        // Personal data (ADR 0044): administrators and the editors allowed; others get a screen that says so.
        element: <RestrictedRoute to="enquiries" />,
        children: [{ path: paths.enquiries, element: <Enquiries />, handle: Enquiries.preload }],
      },
      {
        // Job applications and CVs (ADR 0071): administrators and the editors allowed.
        element: <RestrictedRoute to="applications" />,
        children: [{ path: paths.applications, element: <Applications />, handle: Applications.preload }],
      },
      {
        // Audience figures (ADR 0073): administrators and the editors allowed.
        element: <RestrictedRoute to="audience" />,
        children: [{ path: paths.audience, element: <Audience />, handle: Audience.preload }],
      },
      {
        // Administrators only (ADR 0033): an editor gets a screen that says so.
        element: <RestrictedRoute to="admin" />,
        children: [
          { path: paths.settings, element: <Settings />, handle: Settings.preload },
          { path: paths.audit, element: <Audit />, handle: Audit.preload },
          { path: paths.staff, element: <Staff />, handle: Staff.preload },
          { path: paths.backup, element: <Backup />, handle: Backup.preload },
          { path: paths.privacy, element: <Privacy />, handle: Privacy.preload },
        ],
      },
      { path: paths.recentlyDeleted, element: <RecentlyDeleted />, handle: RecentlyDeleted.preload },
      { path: '*', element: <NotFound />, handle: NotFound.preload },
    ],
  },
];

function AdminRoutes() {
  return useRoutes(routes);
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // An answer from the server (404, 401…) will not change on retry; a dropped connection may.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      },
    },
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!(error instanceof ApiError))
          console.error(JSON.stringify({ level: 'error', event: 'admin_mutation_failed', message: String(error) }));
      },
    }),
  });
}

let queryClient: QueryClient | undefined;

/**
 * The page's one query cache, and what the first screen needs, asked for at once: its code, the session check and
 * its data go out together, before React first renders (ADR 0066, 0079, 0090).
 */
function startAdmin(): QueryClient {
  if (queryClient) return queryClient;
  const client = createQueryClient();
  queryClient = client;
  const history = adminHistory();
  // In French, the shell's French texts (a chunk of their own, ADR 0080) go out now, beside the session check.
  if (storedLanguage() === 'fr') preloadFrench();
  // Every screen waits for the session check (RequireAuth), which the shell would only ask for once the router
  // had the screen's chunk and data: asked for now, beside them; the shell finds it done or under way.
  const token = getToken();
  if (token) client.query(verifyQueryOptions(token)).catch(() => undefined);
  // The dashboard's one read goes out beside the check, not after it (ADR 0079); it shows once the session is verified.
  if (token && ['', '/', paths.dashboard].includes(window.location.pathname.slice(ADMIN_BASE.length)))
    client.query(summaryQueryOptions()).catch(() => undefined);
  // Landing on the list, its read goes out before the screen's chunks, which would otherwise hold the
  // browser's few connections to the site first (ADR 0066); arriving on it later, as the navigation starts.
  const listPath = `${ADMIN_BASE}${paths.projectsEnhanced.list}`;
  if (window.location.pathname === listPath) readProjectList(client, new URL(window.location.href));
  let shownPath = window.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === listPath && shownPath !== listPath) readProjectList(client, new URL(history.createURL(location)));
    shownPath = location.pathname;
  });
  // The first screen's code: React would ask for it a task later, once the island's renderer has loaded.
  const first = matchRoutes(routes, window.location, ADMIN_BASE)?.at(-1)?.route.handle as (() => Promise<unknown>) | undefined;
  first?.().catch(() => undefined);
  // Any 401, the first screen's read included: the helper has removed the stored session; go to login and come back here after.
  setUnauthorizedHandler(() => {
    const { pathname: fullPath, search } = history.location;
    const pathname = fullPath.startsWith(ADMIN_BASE) ? fullPath.slice(ADMIN_BASE.length) || '/' : fullPath;
    goToLogin({ from: `${pathname}${search}`, reason: 'expired' });
  });
  return client;
}

// In the browser, at once: React's first render comes a task later, after the island's renderer has loaded.
if (typeof window !== 'undefined') startAdmin();

export function AdminApp() {
  const [client] = useState(startAdmin);

  return (
    <AdminLanguageProvider>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>
            <HistoryRouter history={adminHistory()} basename={ADMIN_BASE}>
              <Suspense fallback={null}>
                <AdminRoutes />
              </Suspense>
            </HistoryRouter>
          </ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AdminLanguageProvider>
  );
}
