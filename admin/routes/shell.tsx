import { isPreviewContext } from '#src/schemas/deploy.ts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Brand } from '#admin/components/brand.tsx';
import { ShellFrame } from '#admin/components/shell-frame.tsx';
import { Sidebar } from '#admin/components/sidebar.tsx';
import { AccountMenu } from '#admin/features/auth/components/account-menu.tsx';
import { RequireAuth, useSession } from '#admin/features/auth/components/session-provider.tsx';
import { paths } from '#admin/lib/paths.ts';
import { summaryQueryOptions } from '#admin/lib/summary.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The protected shell: header (welcome text, account menu, Logout, View
// Website), the sidebar, and the current screen. Below 960 px the sidebar
// folds away behind a Menu button.

export function ShellRoute() {
  return (
    <RequireAuth frame={(content) => <ShellFrame>{content}</ShellFrame>}>
      <Shell />
    </RequireAuth>
  );
}

function Shell() {
  const { user, signOut, deployContext } = useSession();
  const location = useLocation();
  const sidebarId = useId();
  // The menu belongs to the screen it was opened on: moving to another screen closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // Enquiries are personal data (ADR 0044): only those allowed to see them are offered them. The count of
  // new ones comes from the site's counts, not from the inbox's list, whose every read is in the audit log.
  const mayReadEnquiries = user.permissions.includes('enquiries');
  // New enquiries arrive without any action in the admin: look again now and then.
  const summary = useQuery({ ...summaryQueryOptions(), refetchInterval: 60_000, enabled: mayReadEnquiries });
  const texts = useTexts(commonTexts);
  const newEnquiries = summary.data?.enquiries.new ?? 0;

  // A new screen: move focus to the content, so keyboard and screen-reader
  // users start at the top of what they asked for.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        menuButtonRef.current?.focus();
      }
    };
    // A tap outside the open menu (on the dimmed page) closes it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!document.getElementById(sidebarId)?.contains(target) && !menuButtonRef.current?.contains(target)) setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, sidebarId]);

  return (
    <div className="shell">
      <a className="skip-link" href="#admin-main">
        {texts.skipLink}
      </a>
      <header className="topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="topbar__menu"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span>{menuOpen ? texts.close : texts.menu}</span>
        </button>
        <Link to={paths.dashboard} className="topbar__brand">
          <Brand tone="dark" />
        </Link>
        <p className="topbar__welcome">
          {texts.welcome} <strong>{user.username}</strong>
        </p>
        <div className="topbar__actions">
          <a className="topbar__link" href={paths.website} target="_blank" rel="noopener">
            {texts.viewWebsite}
            <span className="visually-hidden">{texts.newTab}</span>
          </a>
          <AccountMenu user={user} />
          <button type="button" className="button button--on-dark button--small" onClick={signOut}>
            {texts.logout}
          </button>
        </div>
      </header>
      {isPreviewContext(deployContext) ? (
        <p className="preview-banner" role="note">
          <strong>{texts.previewTitle}</strong> {texts.previewText}
        </p>
      ) : null}
      <div className="shell__body">
        <Sidebar
          id={sidebarId}
          open={menuOpen}
          newEnquiries={mayReadEnquiries ? newEnquiries : null}
          isAdmin={user.role === 'admin'}
          mayReadAudience={user.permissions.includes('audience')}
          mayReadApplications={user.permissions.includes('applications')}
        />
        {menuOpen ? <div className="shell__scrim" aria-hidden="true" /> : null}
        <main id="admin-main" ref={mainRef} className="shell__main" tabIndex={-1}>
          {/* The first screen's code may still be on its way: the shell paints meanwhile (ADR 0080). Later screens
          replace the one shown when their code is in, the navigation being a transition. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
