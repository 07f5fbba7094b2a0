import { Link } from 'react-router-dom';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';

// An ordered item's buttons in its list: show or hide it on the site (in the
// collection's words), edit it, delete it; each named with the item for screen
// readers.

export interface ItemActionsProps {
  name: string;
  toggleLabel: string;
  /** The toggle's name with `{name}` filled in. */
  toggleName: string;
  onToggle: () => void;
  toggleBusy: boolean;
  editPath: string;
  onDelete: () => void;
}

export function ItemActions({ name, toggleLabel, toggleName, onToggle, toggleBusy, editPath, onDelete }: ItemActionsProps) {
  const common = useTexts(itemTexts);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={onToggle}
        disabled={toggleBusy}
        aria-label={fill(toggleName, { name })}
      >
        {toggleLabel}
      </button>
      <Link to={editPath} className="button button--secondary button--small" aria-label={fill(common.editItem, { name })}>
        {common.edit}
      </Link>
      <button
        type="button"
        className="button button--danger-ghost button--small"
        onClick={onDelete}
        aria-label={fill(common.deleteItem, { name })}
      >
        {common.delete}
      </button>
    </>
  );
}
