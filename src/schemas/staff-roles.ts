import * as z from '#src/schemas/zod-mini.ts';

// Staff roles and permissions (ADR 0033, 0044): what a signed-in session says
// its user may do. A module of their own, free of the field messages, so the
// admin's first load can read a session without the forms' schemas (ADR 0090).

export const staffRoleSchema = z.enum(['admin', 'editor']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** What an administrator may grant an editor beyond content, one area of personal data each. */
const staffPermissions = ['enquiries', 'audience', 'applications'] as const;
export const staffPermissionSchema = z.enum(staffPermissions);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** What an account may do beyond its role: every permission for an admin, those granted for an editor. */
export function effectivePermissions(role: StaffRole, granted: readonly StaffPermission[]): StaffPermission[] {
  return staffPermissions.filter((permission) => role === 'admin' || granted.includes(permission));
}
