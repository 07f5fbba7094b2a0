import type { ReactNode } from 'react';

/**
 * The session check as it shows while a stored session is verified: in the
 * app (admin/features/auth/components/session-provider.tsx) and in admin.html's
 * first frame (admin/routes/first-frame.tsx). Its rule is the shell's
 * (admin/styles/shell.css), inlined in the page.
 */
export function SessionCheck({ label }: { label: ReactNode }) {
  return (
    <div className="session-check" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
