import { Link } from 'react-router-dom';
import type { StaffPermission } from '#src/schemas/staff-roles.ts';
import { EmptyState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

/** What a screen says to a member of staff it is not for, in place of the screen. */
export function NotAllowed({ audience }: { audience: 'admin' | StaffPermission }) {
  const texts = useTexts(itemTexts);
  const { title, text } = texts.restricted[audience];
  useDocumentTitle(title);
  return (
    <EmptyState
      title={title}
      text={text}
      action={
        <Link to={paths.dashboard} className="button button--primary">
          {texts.toDashboard}
        </Link>
      }
    />
  );
}
