import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Brand } from '#admin/components/brand.tsx';
import { authKeys } from '#admin/features/auth/api.ts';
import { LoginForm } from '#admin/features/auth/components/login-form.tsx';
import type { LoginState } from '#admin/features/auth/components/session.tsx';
import { paths, safeReturnPath } from '#admin/lib/paths.ts';
import { getToken, saveSession } from '#admin/lib/session.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// /admin/login. Also where Logout lands, after the session has been removed
// from storage and its revocation sent (features/auth/components/session.tsx).

function readState(state: unknown): LoginState {
  return typeof state === 'object' && state !== null ? state : {};
}

export function LoginRoute() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = readState(location.state);

  if (getToken()) return <Navigate to={safeReturnPath(state.from)} replace />;

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
        <LoginForm
          onSignedIn={(token, user, deployContext) => {
            saveSession(token, user);
            queryClient.clear();
            queryClient.setQueryData(authKeys.verify(token), { authenticated: true as const, user, deploy_context: deployContext });
            void navigate(safeReturnPath(state.from), { replace: true });
          }}
        />
        <p className="login-card__back">
          <a href={paths.website}>← Back to the website</a>
        </p>
      </main>
    </div>
  );
}
