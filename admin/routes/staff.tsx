import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { staffQueryOptions } from '#admin/features/staff/api.ts';
import { InvitationList } from '#admin/features/staff/components/invitation-list.tsx';
import { InviteForm } from '#admin/features/staff/components/invite-form.tsx';
import { StaffTable } from '#admin/features/staff/components/staff-table.tsx';
import { failureMessage } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { staffTexts } from '#admin/features/staff/texts.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// /admin/users: the staff accounts, invitations and their roles (admins only, ADR 0033).

export function StaffRoute() {
  const texts = useTexts(staffTexts);
  useDocumentTitle(texts.title);
  const { user } = useSession();
  const query = useQuery(staffQueryOptions());
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error, texts.failed)} onRetry={() => void query.refetch()} />
      ) : (
        <div className="stack staff-screen">
          <StaffTable users={query.data.users} self={user.username} />
          <InviteForm />
          <InvitationList invitations={query.data.invitations} />
        </div>
      )}
    </>
  );
}
