import { Link, Outlet } from 'react-router-dom';
import type { StaffPermission } from '#src/schemas/staff-roles.ts';
import { EmptyState } from '#admin/components/states.tsx';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// The screens not every member of staff may use: those of administrators only
// (staff, settings, audit log, backup; ADR 0033) and those of a permission an
// administrator grants editors (enquiries; ADR 0044). The API refuses the
// others (403); the screens say so rather than fail.

/** Who a screen is for: administrators, or the staff who hold a permission. */
type Audience = 'admin' | StaffPermission;

export function RestrictedRoute({ to }: { to: Audience }) {
  const { user } = useSession();
  const allowed = to === 'admin' ? user.role === 'admin' : user.permissions.includes(to);
  return allowed ? <Outlet /> : <NotAllowed audience={to} />;
}

function NotAllowed({ audience }: { audience: Audience }) {
  const texts = useTexts(commonTexts);
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
