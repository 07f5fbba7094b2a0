import { Link } from 'react-router-dom';
import { EmptyState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      title="This admin page does not exist"
      text="The address may be mistyped, or the page has moved."
      action={
        <Link to={paths.dashboard} className="button button--primary">
          Go to the dashboard
        </Link>
      }
    />
  );
}
