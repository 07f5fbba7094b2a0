import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '#admin/components/confirm-dialog.tsx';
import { adminHistory } from '#admin/lib/admin-history.ts';
import { markUnsaved } from '#admin/lib/unsaved-forms.ts';
import { getToken } from '#admin/lib/session.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// Work in a form is never lost by accident: leaving for another admin screen
// asks first (the admin history's guard, ADR 0090), and closing or reloading the tab gets
// the browser's own warning (beforeunload). A session that just ended is not
// blocked: the user must reach the login page.

export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    return markUnsaved();
  }, [dirty]);

  const owner = useId();
  const history = adminHistory();
  useEffect(
    () => history.guard(owner, (from, to) => dirtyRef.current && !bypassRef.current && getToken() !== null && from !== to),
    [history, owner],
  );
  const held = useSyncExternalStore(history.subscribe, history.held);
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
    held?.owner === owner ? (
      <ConfirmDialog
        options={{
          title: texts.discardTitle,
          message: texts.discardText,
          confirmLabel: texts.discard,
          cancelLabel: texts.keepEditing,
          tone: 'danger',
        }}
        onSettle={(leave) => (leave ? held.proceed() : held.reset())}
      />
    ) : null;

  return { allowNavigation, dialog };
}
