import type { DeployContext } from '#src/schemas/deploy.ts';
import { useQuery } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SessionUser } from '#src/schemas/session.ts';
import { ApiError } from '#admin/lib/api-client.ts';
import { goToLogin, type LoginState } from '#admin/lib/login-redirect.ts';
import { clearSession, getStoredUser, getToken } from '#admin/lib/session.ts';
import { ConfirmDialog } from '#admin/components/confirm-dialog.tsx';
import { SessionCheck } from '#admin/components/session-check.tsx';
import { hasUnsavedChanges } from '#admin/lib/unsaved-forms.ts';
import { revokeSession, verifyQueryOptions } from '#admin/features/auth/api.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The verified session, provided to the admin's screens (useSession): who is
// signed in, whose content they edit, and signing out. The token it verifies
// is kept in the browser by admin/lib/session.ts.
// RequireAuth is the guard of spec section 4: no stored token → login; a token
// is verified with the server before any admin screen shows; a rejected token is
// removed (by the API helper, on its 401) and the user is sent to login. The page
// first asked for goes with them (admin/lib/login-redirect.ts) so sign-in can
// return to it.

interface SessionValue {
  user: SessionUser;
  /** Whose content this admin edits: a preview's own store, or production's. */
  deployContext: DeployContext;
  /** Asks first when a form has unsaved changes, then ends the session (see signOutNow). */
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** What shows while there is no verified session: the check, its failure, the way to login. */
type Frame = (content: ReactNode) => ReactNode;

const unframed: Frame = (content) => content;

/**
 * `frame` draws what may paint before the session is verified (the shell's
 * brand and frame, ADR 0079): it holds the session check and its outcomes,
 * never the screen, whose content and data wait for the verified session.
 */
export function RequireAuth({ children, frame = unframed }: { children: ReactNode; frame?: Frame }) {
  const location = useLocation();
  const token = getToken();
  if (!token) return frame(<RedirectToLogin state={{ from: `${location.pathname}${location.search}` }} />);
  return (
    <VerifiedSession token={token} frame={frame}>
      {children}
    </VerifiedSession>
  );
}

function VerifiedSession({ token, frame, children }: { token: string; frame: Frame; children: ReactNode }) {
  const location = useLocation();
  const verify = useQuery(verifyQueryOptions(token));
  const [confirming, setConfirming] = useState(false);
  const texts = useTexts(commonTexts);

  /**
   * The spec's order: both stored keys go first, so nothing in this browser can
   * use the token again even while the server is slow; then the session is
   * revoked with the token held in memory; then the login page, a full load
   * that leaves nothing of this session's cache behind.
   */
  const signOutNow = () => {
    clearSession();
    void revokeSession(token);
    goToLogin({ reason: 'signed-out' });
  };

  // admin.html's own frame (admin/routes/first-frame.tsx) already shows the check (ADR 0095): the app shows nothing
  // of its own until the check answers, when the page's first script removes that frame.
  if (verify.isPending) return document.querySelector('[data-first-frame]') ? null : frame(<CheckingSession />);

  if (verify.isError) {
    if (verify.error instanceof ApiError && verify.error.status === 401) {
      return frame(<RedirectToLogin state={{ from: `${location.pathname}${location.search}`, reason: 'expired' }} />);
    }
    return frame(
      <div className="session-check" role="alert">
        <p>{texts.connectionFailed}</p>
        <button type="button" className="button button--primary" onClick={() => void verify.refetch()}>
          {texts.tryAgain}
        </button>
      </div>,
    );
  }

  const value: SessionValue = {
    user: verify.data.user.username ? verify.data.user : (getStoredUser() ?? verify.data.user),
    deployContext: verify.data.deploy_context,
    signOut: () => {
      if (hasUnsavedChanges()) setConfirming(true);
      else signOutNow();
    },
  };
  return (
    <SessionContext value={value}>
      {children}
      {confirming ? (
        <ConfirmDialog
          options={{
            title: texts.discardTitle,
            message: texts.logoutDiscardText,
            confirmLabel: texts.logoutDiscard,
            cancelLabel: texts.keepEditing,
            tone: 'danger',
          }}
          onSettle={(leave) => {
            setConfirming(false);
            if (leave) signOutNow();
          }}
        />
      ) : null}
    </SessionContext>
  );
}

/** The login page is outside the app: leave with a full load, showing the session check meanwhile. */
function RedirectToLogin({ state }: { state: LoginState }) {
  const { from, reason } = state;
  useEffect(() => {
    goToLogin({ ...(from === undefined ? {} : { from }), ...(reason === undefined ? {} : { reason }) });
  }, [from, reason]);
  return <CheckingSession />;
}

function CheckingSession() {
  return <SessionCheck label={useTexts(commonTexts).checkingSession} />;
}

export function useSession(): SessionValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession is only available inside RequireAuth');
  return session;
}
