import { Link } from 'react-router-dom';
import { FormError } from '#admin/components/form-fields.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';

// The foot of an item's form: the form's error, Cancel back to the list and a
// submit that says what it does (add, save changes, saving…), held while an
// upload runs.

export interface FormFooterProps {
  error: Shown | null;
  listPath: string;
  cancelLabel: string;
  /** The submit's words for a new item. */
  addLabel: string;
  editing: boolean;
  busy: boolean;
  uploading: boolean;
}

export function FormFooter({ error, listPath, cancelLabel, addLabel, editing, busy, uploading }: FormFooterProps) {
  const common = useTexts(itemTexts);
  return (
    <>
      <FormError message={error} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          {cancelLabel}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading}>
          {busy ? common.saving : editing ? common.saveChanges : addLabel}
        </button>
      </div>
    </>
  );
}
