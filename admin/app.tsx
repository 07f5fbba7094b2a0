import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { ConfirmProvider } from '#admin/components/confirm-dialog.tsx';
import { ToastProvider } from '#admin/components/toast.tsx';
import { ApiError, setUnauthorizedHandler } from '#admin/lib/api-client.ts';
import { AdminLanguageProvider } from '#admin/lib/language.tsx';
import { goToLogin } from '#admin/lib/login-redirect.ts';
import { ADMIN_BASE, paths } from '#admin/lib/paths.ts';
import { getToken } from '#admin/lib/session.ts';
import { storedLanguage } from '#admin/lib/language-store.ts';
import { preloadFrench } from '#admin/lib/texts/split-texts.ts';
import { summaryQueryOptions } from '#admin/lib/summary.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { ShellRoute } from '#admin/routes/shell.tsx';
import { RestrictedRoute } from '#admin/features/auth/components/restricted-route.tsx';
import { verifyQueryOptions } from '#admin/features/auth/api.ts';

// The admin SPA at /admin: React Query for server state, a data router (for
// useBlocker). The login page is a page of its own (src/pages/admin/login.astro,
// ADR 0026), reached with a full load. The shell comes with the app; every
// screen, the dashboard where signing in lands included, is loaded when its
// route needs it (route-level code splitting, ADR 0080). The router starts as
// soon as this module runs, before React first renders, so the first screen's
// chunk and its data are asked for at once (ADR 0066).

const clients = () => import('#admin/routes/clients.tsx');
const credentials = () => import('#admin/routes/credentials.tsx');
const documents = () => import('#admin/routes/documents.tsx');
const jobs = () => import('#admin/routes/jobs.tsx');
const projects = () => import('#admin/routes/projects.tsx');
const pages = () => import('#admin/routes/pages.tsx');
const projectEnhancedEdit = () => import('#admin/routes/project-enhanced-edit.tsx');
const taxonomy = async (type: TaxonomyType) => {
  const { TaxonomyRoute } = await import('#admin/routes/taxonomy.tsx');
  return { element: <TaxonomyRoute type={type} /> };
};

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

const prefetchProjectsEnhanced =
  (queryClient: QueryClient) =>
  ({ request }: { request: Request }) => {
    readProjectList(queryClient, new URL(request.url));
    return null;
  };

const routesFor = (queryClient: QueryClient): RouteObject[] => [
  {
    // Outside the shell: the invited person has no session yet.
    path: paths.invitation,
    lazy: async () => ({ Component: (await import('#admin/features/auth/components/invitation-page.tsx')).InvitationPage }),
  },
  {
    path: '/',
    Component: ShellRoute,
    // While the first screen's chunk loads, the shell (its frame, then its navigation) paints without it (ADR 0079, 0080).
    HydrateFallback: ShellRoute,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, lazy: async () => ({ Component: (await import('#admin/routes/dashboard.tsx')).DashboardRoute }) },
      { path: paths.projects.list, lazy: async () => ({ Component: (await projects()).ProjectsRoute }) },
      { path: paths.projects.create, lazy: async () => ({ Component: (await projects()).ProjectCreateRoute }) },
      { path: '/projects/:id/edit', lazy: async () => ({ Component: (await projects()).ProjectEditRoute }) },
      {
        path: paths.projectsEnhanced.list,
        loader: prefetchProjectsEnhanced(queryClient),
        // Once on the list, it reads its pages itself (its search once typing pauses): the loader is for arriving.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: async () => ({ Component: (await import('#admin/routes/projects-enhanced.tsx')).ProjectsEnhancedRoute }),
      },
      {
        path: paths.projectsEnhanced.create,
        lazy: async () => ({ Component: (await projectEnhancedEdit()).ProjectEnhancedCreateRoute }),
      },
      { path: '/projects-enhanced/:id/edit', lazy: async () => ({ Component: (await projectEnhancedEdit()).ProjectEnhancedEditRoute }) },
      { path: paths.clients.list, lazy: async () => ({ Component: (await clients()).ClientsRoute }) },
      { path: paths.clients.create, lazy: async () => ({ Component: (await clients()).ClientCreateRoute }) },
      { path: '/clients/:id/edit', lazy: async () => ({ Component: (await clients()).ClientEditRoute }) },
      { path: paths.credentials.list, lazy: async () => ({ Component: (await credentials()).CredentialsRoute }) },
      { path: paths.credentials.create, lazy: async () => ({ Component: (await credentials()).CredentialCreateRoute }) },
      { path: '/credentials/:id/edit', lazy: async () => ({ Component: (await credentials()).CredentialEditRoute }) },
      { path: paths.documents, lazy: async () => ({ Component: (await documents()).DocumentsRoute }) },
      { path: paths.jobs.list, lazy: async () => ({ Component: (await jobs()).JobsRoute }) },
      { path: paths.jobs.create, lazy: async () => ({ Component: (await jobs()).JobCreateRoute }) },
      { path: '/jobs/:id/edit', lazy: async () => ({ Component: (await jobs()).JobEditRoute }) },
      { path: paths.pages.list, lazy: async () => ({ Component: (await pages()).PagesRoute }) },
      { path: `${paths.pages.list}/*`, lazy: async () => ({ Component: (await pages()).PageEditRoute }) },
      { path: paths.media, lazy: async () => ({ Component: (await import('#admin/routes/media.tsx')).MediaRoute }) },
      { path: paths.categories, lazy: () => taxonomy('categories') },
      { path: paths.sectors, lazy: () => taxonomy('sectors') },
      { path: paths.technologies, lazy: () => taxonomy('technologies') },
      {
        // Personal data (ADR 0044): administrators and the editors allowed; others get a screen that says so.
        element: <RestrictedRoute to="enquiries" />,
        children: [
          { path: paths.enquiries, lazy: async () => ({ Component: (await import('#admin/routes/enquiries.tsx')).EnquiriesRoute }) },
        ],
      },
      {
        // Job applications and CVs (ADR 0071): administrators and the editors allowed.
        element: <RestrictedRoute to="applications" />,
        children: [
          {
            path: paths.applications,
            lazy: async () => ({ Component: (await import('#admin/routes/applications.tsx')).ApplicationsRoute }),
          },
        ],
      },
      {
        // Audience figures (ADR 0073): administrators and the editors allowed.
        element: <RestrictedRoute to="audience" />,
        children: [{ path: paths.audience, lazy: async () => ({ Component: (await import('#admin/routes/audience.tsx')).AudienceRoute }) }],
      },
      {
        // Administrators only (ADR 0033): an editor gets a screen that says so.
        element: <RestrictedRoute to="admin" />,
        children: [
          { path: paths.settings, lazy: async () => ({ Component: (await import('#admin/routes/settings.tsx')).SettingsRoute }) },
          { path: paths.audit, lazy: async () => ({ Component: (await import('#admin/routes/audit.tsx')).AuditRoute }) },
          { path: paths.staff, lazy: async () => ({ Component: (await import('#admin/routes/staff.tsx')).StaffRoute }) },
          { path: paths.backup, lazy: async () => ({ Component: (await import('#admin/routes/backup.tsx')).BackupRoute }) },
          { path: paths.privacy, lazy: async () => ({ Component: (await import('#admin/routes/privacy.tsx')).PrivacyRoute }) },
        ],
      },
      {
        path: paths.recentlyDeleted,
        lazy: async () => ({ Component: (await import('#admin/routes/recently-deleted.tsx')).RecentlyDeletedRoute }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('#admin/routes/not-found.tsx')).NotFoundRoute }) },
    ],
  },
];

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

interface Admin {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

let admin: Admin | undefined;

/** The page's one query cache and router; the router matches the address at once, loading its screen and data. */
function startAdmin(): Admin {
  if (admin) return admin;
  const queryClient = createQueryClient();
  // In French, the shell's French texts (a chunk of their own, ADR 0080) go out now, beside the session check.
  if (storedLanguage() === 'fr') preloadFrench();
  // Every screen waits for the session check (RequireAuth), which the shell would only ask for once the router
  // had the screen's chunk and data: asked for now, beside them; the shell finds it done or under way.
  const token = getToken();
  if (token) queryClient.query(verifyQueryOptions(token)).catch(() => undefined);
  // The dashboard's one read goes out beside the check, not after it (ADR 0079); it shows once the session is verified.
  if (token && ['', '/', paths.dashboard].includes(window.location.pathname.slice(ADMIN_BASE.length)))
    queryClient.query(summaryQueryOptions()).catch(() => undefined);
  // Landing on the list, its read goes out before the router asks for the screen's chunks, which would
  // otherwise hold the browser's few connections to the site first (ADR 0066); the loader then finds it under way.
  if (window.location.pathname === `${ADMIN_BASE}${paths.projectsEnhanced.list}`)
    readProjectList(queryClient, new URL(window.location.href));
  const router = createBrowserRouter(routesFor(queryClient), { basename: ADMIN_BASE });
  // Any 401, the first screen's read included: the helper has removed the stored session; go to login and come back here after.
  setUnauthorizedHandler(() => {
    // The router's own state keeps the full path; routes are relative to the basename.
    const { pathname: fullPath, search } = router.state.location;
    const pathname = fullPath.startsWith(ADMIN_BASE) ? fullPath.slice(ADMIN_BASE.length) || '/' : fullPath;
    goToLogin({ from: `${pathname}${search}`, reason: 'expired' });
  });
  admin = { queryClient, router };
  return admin;
}

// In the browser, at once: React's first render comes a task later, after the island's renderer has loaded.
if (typeof window !== 'undefined') startAdmin();

export function AdminApp() {
  const [{ queryClient, router }] = useState(startAdmin);

  return (
    <AdminLanguageProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AdminLanguageProvider>
  );
}
