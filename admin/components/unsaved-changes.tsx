import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '#admin/components/confirm-dialog.tsx';
import { getToken } from '#admin/lib/session.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// Work in a form is never lost by accident: leaving for another admin screen
// asks first (react-router's useBlocker), and closing or reloading the tab gets
// the browser's own warning (beforeunload). A session that just ended is not
// blocked: the user must reach the login page.

/** Forms with unsaved work right now; sign-out asks before it ends the session. */
const dirtyForms = new Set<object>();
export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const form = {};
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !bypassRef.current && getToken() !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const texts = useTexts(commonTexts);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Call right before navigating away after a successful save. */
  const allowNavigation = useCallback(() => {
    bypassRef.current = true;
  }, []);

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        options={{
          title: texts.discardTitle,
          message: texts.discardText,
          confirmLabel: texts.discard,
          cancelLabel: texts.keepEditing,
          tone: 'danger',
        }}
        onSettle={(leave) => (leave ? blocker.proceed() : blocker.reset())}
      />
    ) : null;

  return { allowNavigation, dialog };
}
