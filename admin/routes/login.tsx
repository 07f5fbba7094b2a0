import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Brand } from '#admin/components/brand.tsx';
import { authKeys, logout } from '#admin/features/auth/api.ts';
import { LoginForm } from '#admin/features/auth/components/login-form.tsx';
import type { LoginState } from '#admin/features/auth/components/session.tsx';
import { paths, safeReturnPath } from '#admin/lib/paths.ts';
import { clearSession, getToken, saveSession } from '#admin/lib/session.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// /admin/login. Also where Logout lands: the token is revoked on the server,
// then both stored keys are removed, whatever the server answered.

function readState(state: unknown): LoginState {
  return typeof state === 'object' && state !== null ? state : {};
}

export function LoginRoute() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = readState(location.state);
  const [signingOut, setSigningOut] = useState(Boolean(state.signOut && getToken()));
  const started = useRef(false);

  useEffect(() => {
    if (!state.signOut || started.current) return;
    started.current = true;
    const finish = () => {
      clearSession();
      queryClient.clear();
      setSigningOut(false);
      const next: LoginState = { reason: 'signed-out' };
      void navigate(paths.login, { replace: true, state: next });
    };
    if (!getToken()) {
      finish();
      return;
    }
    logout().then(finish, finish);
  }, [state.signOut, navigate, queryClient]);

  if (!state.signOut && !signingOut && getToken()) return <Navigate to={safeReturnPath(state.from)} replace />;

  const notice =
    state.reason === 'expired'
      ? 'Your session has ended. Please sign in again.'
      : state.reason === 'signed-out'
        ? 'You have been signed out.'
        : null;

  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="login-title">
        <Brand tone="light" />
        <h1 id="login-title" className="login-card__title">
          Admin Login
        </h1>
        <p className="login-card__subtitle">Sign in to access the dashboard</p>
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        {signingOut ? (
          <p className="notice" role="status">
            Signing out…
          </p>
        ) : (
          <LoginForm
            onSignedIn={(token, user) => {
              saveSession(token, user);
              queryClient.clear();
              queryClient.setQueryData(authKeys.verify(token), { authenticated: true as const, user });
              void navigate(safeReturnPath(state.from), { replace: true });
            }}
          />
        )}
        <p className="login-card__back">
          <a href={paths.website}>← Back to the website</a>
        </p>
      </main>
    </div>
  );
}
