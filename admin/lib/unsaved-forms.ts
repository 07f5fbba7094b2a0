// Forms with unsaved work right now: sign-out asks before it ends the session.
// Apart from the guard and its dialog (unsaved-changes.tsx), which come with the
// forms: the shell asks this on its first load (ADR 0090).

const unsavedForms = new Set<object>();

export const hasUnsavedChanges = (): boolean => unsavedForms.size > 0;

/** Counts a form as unsaved until the returned function is called. */
export function markUnsaved(): () => void {
  const form = {};
  unsavedForms.add(form);
  return () => {
    unsavedForms.delete(form);
  };
}
