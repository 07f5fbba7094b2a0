import { useId } from 'react';
import type { Invitation } from '#src/schemas/staff.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { staffTexts } from '#admin/features/staff/texts.ts';
import { useRevokeInvitation } from '#admin/features/staff/api.ts';
import { fill } from '#src/i18n/fill.ts';

// Invitations not yet accepted: for whom, which role, until when; revoke after confirmation.

export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  const texts = useTexts(staffTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const revoke = useRevokeInvitation();
  const headingId = useId();

  const askRevoke = async (invitation: Invitation) => {
    const ok = await confirm({
      title: texts.revokeTitle,
      message: fill(texts.revokeText, { username: invitation.username }),
      confirmLabel: texts.revoke,
      tone: 'danger',
    });
    if (!ok) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(fill(texts.revoked, { username: invitation.username })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.revokeFailed));
      },
    });
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.pending}
      </h2>
      {invitations.length === 0 ? (
        <p className="panel__text">{texts.pendingEmpty}</p>
      ) : (
        <ul className="invitation-list" aria-labelledby={headingId}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className="invitation-list__item">
              <div>
                <p className="invitation-list__name">
                  <strong>{invitation.username}</strong> · {texts.roleNames[invitation.role]}
                </p>
                <p className="panel__text invitation-list__meta">
                  {fill(texts.expires, { date: formatDateTime(invitation.expires_at, language) })} ·{' '}
                  {fill(texts.invitedBy, { username: invitation.invited_by })}
                </p>
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={fill(texts.revokeLabel, { username: invitation.username })}
                onClick={() => void askRevoke(invitation)}
              >
                {texts.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
