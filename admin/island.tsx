import { Component, lazy, Suspense, type ReactNode } from 'react';

// The admin's island (src/pages/admin/index.astro). Its own file imports React
// only: the app (admin/app.tsx: the router, React Query, the schemas, the shell)
// is a dynamic import, asked for as soon as this module runs, so the browser
// evaluates the app's module graph in a task of its own once React's has run,
// rather than both in one task that blocks the page for as long as the two
// together (ADR 0112). Its modules are preloaded with the island's
// (src/integrations/only-islands-preloaded.ts).

const loading = typeof window === 'undefined' ? undefined : import('#admin/app.tsx');
const App = lazy(async () => ({ default: (await (loading ?? import('#admin/app.tsx'))).AdminApp }));

/** In the page's language (set before the first paint by admin/lib/first-screen-script.ts): the app's texts never came. */
const failedTexts = {
  en: { title: 'The admin could not be loaded.', text: 'Check your connection, then reload the page.', reload: 'Reload' },
  fr: {
    title: 'L’administration n’a pas pu être chargée.',
    text: 'Vérifiez votre connexion, puis rechargez la page.',
    reload: 'Recharger',
  },
};

/**
 * When the app's code cannot be loaded (the connection dropped, a deploy removed the chunks an open page names) or
 * it fails before any screen of its own catches it: a message in place of the frame, where there was none, and a
 * reload, which asks for the code again. Its `main` takes the page frame's place (the first script's rule).
 */
class AppFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(JSON.stringify({ level: 'error', event: 'admin_app_failed', message: String(error) }));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const texts = document.documentElement.lang === 'fr' ? failedTexts.fr : failedTexts.en;
    return (
      <main className="app-failed">
        <div className="state state--error" role="alert">
          <p className="state__title">{texts.title}</p>
          <p className="state__text">{texts.text}</p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </div>
      </main>
    );
  }
}

export function AdminIsland() {
  return (
    <AppFailed>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </AppFailed>
  );
}
