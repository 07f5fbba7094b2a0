import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { ConfirmProvider } from '#admin/components/confirm-dialog.tsx';
import { ToastProvider } from '#admin/components/toast.tsx';
import type { LoginState } from '#admin/features/auth/components/session.tsx';
import { ApiError, setUnauthorizedHandler } from '#admin/lib/api-client.ts';
import { ADMIN_BASE, paths } from '#admin/lib/paths.ts';
import { ClientCreateRoute, ClientEditRoute, ClientsRoute } from '#admin/routes/clients.tsx';
import { DashboardRoute } from '#admin/routes/dashboard.tsx';
import { EnquiriesRoute } from '#admin/routes/enquiries.tsx';
import { LoginRoute } from '#admin/routes/login.tsx';
import { NotFoundRoute } from '#admin/routes/not-found.tsx';
import { ProjectCreateRoute, ProjectEditRoute, ProjectsRoute } from '#admin/routes/projects.tsx';
import { ProjectEnhancedCreateRoute, ProjectEnhancedEditRoute, ProjectsEnhancedRoute } from '#admin/routes/projects-enhanced.tsx';
import { SettingsRoute } from '#admin/routes/settings.tsx';
import { ShellRoute } from '#admin/routes/shell.tsx';
import { TaxonomyRoute } from '#admin/routes/taxonomy.tsx';

// The admin SPA at /admin: React Query for server state, a data router (for
// useBlocker) with the login page outside the protected shell.

const routes: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  {
    path: '/',
    element: <ShellRoute />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <DashboardRoute /> },
      { path: paths.projects.list, element: <ProjectsRoute /> },
      { path: paths.projects.create, element: <ProjectCreateRoute /> },
      { path: '/projects/:id/edit', element: <ProjectEditRoute /> },
      { path: paths.projectsEnhanced.list, element: <ProjectsEnhancedRoute /> },
      { path: paths.projectsEnhanced.create, element: <ProjectEnhancedCreateRoute /> },
      { path: '/projects-enhanced/:id/edit', element: <ProjectEnhancedEditRoute /> },
      { path: paths.clients.list, element: <ClientsRoute /> },
      { path: paths.clients.create, element: <ClientCreateRoute /> },
      { path: '/clients/:id/edit', element: <ClientEditRoute /> },
      { path: paths.categories, element: <TaxonomyRoute type="categories" /> },
      { path: paths.sectors, element: <TaxonomyRoute type="sectors" /> },
      { path: paths.technologies, element: <TaxonomyRoute type="technologies" /> },
      { path: paths.settings, element: <SettingsRoute /> },
      { path: paths.enquiries, element: <EnquiriesRoute /> },
      { path: '*', element: <NotFoundRoute /> },
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

export function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: ADMIN_BASE }));

  useEffect(() => {
    // Any 401: the helper has removed the stored session; go to login and come back here after.
    setUnauthorizedHandler(() => {
      // The router's own state keeps the full path; routes are relative to the basename.
      const { pathname: fullPath, search } = router.state.location;
      const pathname = fullPath.startsWith(ADMIN_BASE) ? fullPath.slice(ADMIN_BASE.length) || '/' : fullPath;
      if (pathname === paths.login) return;
      queryClient.clear();
      const state: LoginState = { from: `${pathname}${search}`, reason: 'expired' };
      void router.navigate(paths.login, { replace: true, state });
    });
  }, [router, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
