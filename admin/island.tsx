import { lazy, Suspense } from 'react';

// The admin's island (src/pages/admin/index.astro). Its own file imports React
// only: the app (admin/app.tsx: the router, React Query, the schemas, the shell)
// is a dynamic import, asked for as soon as this module runs, so the browser
// evaluates the app's module graph in a task of its own once React's has run,
// rather than both in one task that blocks the page for as long as the two
// together (ADR 0112). Its modules are preloaded with the island's
// (src/integrations/only-islands-preloaded.ts).

const loading = typeof window === 'undefined' ? undefined : import('#admin/app.tsx');
const App = lazy(async () => ({ default: (await (loading ?? import('#admin/app.tsx'))).AdminApp }));

export function AdminIsland() {
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}
