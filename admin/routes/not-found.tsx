import { Link } from 'react-router-dom';
import { EmptyState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';

export function NotFoundRoute() {
  const texts = useTexts(itemTexts);
  useDocumentTitle(texts.notFoundTitle);
  return (
    <EmptyState
      title={texts.notFoundHeading}
      text={texts.notFoundText}
      action={
        <Link to={paths.dashboard} className="button button--primary">
          {texts.toDashboard}
        </Link>
      }
    />
  );
}
