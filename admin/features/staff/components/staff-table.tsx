import { versionOf } from '#src/schemas/versions.ts';
import type { StaffUser } from '#src/schemas/staff.ts';
import type { StaffPermission, StaffRole } from '#src/schemas/staff-roles.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { SwitchField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { staffTexts } from '#admin/features/staff/texts.ts';
import { roleInSentenceTexts } from '#admin/lib/texts/roles.ts';
import { useChangeRole, useRemoveUser, useSetPermissions } from '#admin/features/staff/api.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import staffStylesheet from '#admin/features/staff/staff.css?url';

addStylesheet(staffStylesheet);

// The staff accounts: role (changed in place), whether an editor may see the
// enquiries (granted and withdrawn in place, ADR 0044) and removal after
// confirmation. The owner's account and one's own show their role without a
// control: the API refuses to change them (ADR 0033). An administrator may see
// the enquiries whatever is granted, so their switch is on, disabled, and says why.

const roles: readonly StaffRole[] = ['admin', 'editor'];

export function StaffTable({ users, self }: { users: readonly StaffUser[]; self: string }) {
  const texts = useTexts(staffTexts);
  const roleInSentence = useTexts(roleInSentenceTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const changeRole = useChangeRole();
  const setPermissions = useSetPermissions();
  const remove = useRemoveUser();

  const setRole = (user: StaffUser, role: StaffRole) =>
    changeRole.mutate(
      { username: user.username, role, version: versionOf(user) },
      {
        onSuccess: (saved) => toast.success(fill(texts.roleChanged, { username: saved.username, role: roleInSentence[saved.role] })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.roleFailed));
        },
      },
    );

  const setPermission = (user: StaffUser, permission: StaffPermission, allowed: boolean) => {
    // The list sent is the whole of what they are granted: the others stay as they are.
    const permissions = new Set(user.permissions);
    if (allowed) permissions.add(permission);
    else permissions.delete(permission);
    const said: Record<StaffPermission, readonly [string, string]> = {
      enquiries: [texts.enquiriesGranted, texts.enquiriesWithdrawn],
      audience: [texts.audienceGranted, texts.audienceWithdrawn],
      applications: [texts.applicationsGranted, texts.applicationsWithdrawn],
    };
    const [granted, withdrawn] = said[permission];
    setPermissions.mutate(
      { username: user.username, permissions: [...permissions], version: versionOf(user) },
      {
        onSuccess: (saved) =>
          toast.success(fill(saved.permissions.includes(permission) ? granted : withdrawn, { username: saved.username })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.permissionFailed));
        },
      },
    );
  };

  const askRemove = async (user: StaffUser) => {
    const ok = await confirm({
      title: texts.removeTitle,
      message: fill(texts.removeText, { username: user.username }),
      confirmLabel: texts.remove,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(user.username, {
      onSuccess: () => toast.success(fill(texts.removed, { username: user.username })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.removeFailed));
      },
    });
  };

  return (
    <div className="table-wrap">
      <table className="table table--stack staff-table">
        <caption className="visually-hidden">{texts.accounts}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.user}</th>
            <th scope="col">{texts.columns.role}</th>
            <th scope="col">{texts.columns.permissions}</th>
            <th scope="col">{texts.columns.since}</th>
            <th scope="col">
              <span className="visually-hidden">{texts.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const fixed = user.owner || user.username === self;
            return (
              <tr key={user.username}>
                <th scope="row" className="staff-table__user">
                  <span className="account-menu__avatar" aria-hidden="true">
                    {user.username.slice(0, 1).toUpperCase()}
                  </span>
                  <span>{user.username}</span>
                  {user.owner ? <Badge tone="info">{texts.owner}</Badge> : null}
                  {user.username === self ? <Badge tone="neutral">{texts.you}</Badge> : null}
                </th>
                <td data-label={texts.columns.role}>
                  {fixed ? (
                    texts.roleNames[user.role]
                  ) : (
                    <select
                      className="input select staff-table__role"
                      aria-label={fill(texts.roleOf, { username: user.username })}
                      value={user.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => {
                        const role = roles.find((candidate) => candidate === event.target.value);
                        if (role) setRole(user, role);
                      }}
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {texts.roleNames[role]}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td data-label={texts.columns.permissions}>
                  <div className="staff-table__permissions">
                    <SwitchField
                      label={texts.mayReadEnquiries}
                      checked={user.permissions.includes('enquiries')}
                      onCheckedChange={(allowed) => setPermission(user, 'enquiries', allowed)}
                      disabled={user.role === 'admin' || setPermissions.isPending}
                      {...(user.role === 'admin' ? { hint: texts.adminsAlwaysMay } : {})}
                    />
                    <SwitchField
                      label={texts.maySeeAudience}
                      checked={user.permissions.includes('audience')}
                      onCheckedChange={(allowed) => setPermission(user, 'audience', allowed)}
                      disabled={user.role === 'admin' || setPermissions.isPending}
                    />
                    <SwitchField
                      label={texts.maySeeApplications}
                      checked={user.permissions.includes('applications')}
                      onCheckedChange={(allowed) => setPermission(user, 'applications', allowed)}
                      disabled={user.role === 'admin' || setPermissions.isPending}
                    />
                  </div>
                </td>
                <td data-label={texts.columns.since}>
                  <time dateTime={user.created_at}>{formatDateTime(user.created_at, language)}</time>
                </td>
                <td className="table__actions">
                  {fixed ? null : (
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={fill(texts.removeLabel, { username: user.username })}
                      onClick={() => void askRemove(user)}
                    >
                      {texts.remove}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
