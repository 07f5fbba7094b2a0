import type { ReactNode } from 'react';
import { Brand } from '#admin/components/brand.tsx';

/**
 * What paints before the session is verified (ADR 0079): the brand and the
 * frame, with the session check where the screen goes. Nothing of the user's,
 * the navigation their permissions give or the screen shows until then.
 * admin.html paints the same frame before the app runs (ADR 0095).
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <header className="topbar">
        <span className="topbar__brand">
          <Brand tone="dark" />
        </span>
      </header>
      <div className="shell__body">
        <div aria-hidden="true" />
        <main id="admin-main" className="shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}
