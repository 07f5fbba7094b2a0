import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import type { StaffPermission } from '#src/schemas/staff-roles.ts';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';

// The screens not every member of staff may use: those of administrators only
// (staff, settings, audit log, backup; ADR 0033) and those of a permission an
// administrator grants editors (enquiries; ADR 0044). The API refuses the
// others (403); the screens say so rather than fail. What they say is loaded
// only when it is said, as a screen is with its route: the first load carries
// the check alone.

/** Who a screen is for: administrators, or the staff who hold a permission. */
type Audience = 'admin' | StaffPermission;

const NotAllowed = lazy(async () => ({ default: (await import('#admin/features/auth/components/not-allowed.tsx')).NotAllowed }));

export function RestrictedRoute({ to }: { to: Audience }) {
  const { user } = useSession();
  const allowed = to === 'admin' ? user.role === 'admin' : user.permissions.includes(to);
  return allowed ? <Outlet /> : <NotAllowed audience={to} />;
}
