import { Link, Outlet } from 'react-router-dom';
import { EmptyState } from '#admin/components/states.tsx';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// The screens of administrators only (staff, settings, audit log; ADR 0033).
// The API refuses an editor there (403); the screens say so rather than fail.

export function AdminOnlyRoute() {
  const { user } = useSession();
  return user.role === 'admin' ? <Outlet /> : <NotAllowed />;
}

function NotAllowed() {
  const texts = useTexts(commonTexts);
  useDocumentTitle(texts.adminOnlyTitle);
  return (
    <EmptyState
      title={texts.adminOnlyTitle}
      text={texts.adminOnlyText}
      action={
        <Link to={paths.dashboard} className="button button--primary">
          {texts.toDashboard}
        </Link>
      }
    />
  );
}
