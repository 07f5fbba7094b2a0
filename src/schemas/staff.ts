import * as z from '#src/schemas/zod-mini.ts';
import { requiredText } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { staffPermissionSchema, staffRoleSchema } from '#src/schemas/staff-roles.ts';

// Staff accounts and roles (ADR 0033): an admin does everything and
// manages the staff; an editor manages content but not the staff, the settings,
// the audit log or imports. Accounts are added by invitation: the admin gets a
// one-time link, and the person it is for sets their own password. Personal
// data is a permission of its own (ADR 0044): an administrator always has it,
// an editor only once an administrator grants it.

export const PASSWORD_MIN_LENGTH = 12;

/** A password a person chooses: the same rules for a change and for an invitation. */
export const newPasswordSchema = (field: Extract<Field, 'password' | 'new_password'>) =>
  z.string({ error: zodMessage('required', { field }) }).check(
    // Half a character (a lone surrogate) is hashed as U+FFFD, so two such passwords would be one: refused.
    z.refine((value) => value.isWellFormed(), zodMessage('not_valid', { field })),
    // Counted as it is hashed (NFKC): e and a combining accent are one character.
    z.refine(
      (value) => value.normalize('NFKC').length >= PASSWORD_MIN_LENGTH,
      zodMessage('min_length', { field, min: PASSWORD_MIN_LENGTH }),
    ),
    z.maxLength(200, zodMessage('max_length', { field, max: 200 })),
  );

/** Usernames are what people type to sign in: letters, digits and . _ @ - only. */
const usernameSchema = requiredText('username', 64).check(
  z.minLength(2, zodMessage('min_length', { field: 'username', min: 2 })),
  z.regex(/^[A-Za-z0-9._@-]*$/, zodMessage('username_format')),
);

export const staffUserSchema = z.object({
  username: z.string(),
  role: staffRoleSchema,
  created_at: z.iso.datetime(),
  /** The account configured in the site's environment: always an admin, never removed. */
  owner: z.boolean(),
  /** What the account may do beyond its role, as it counts now: an admin has every permission. */
  permissions: z.array(staffPermissionSchema),
  /** When the role or permissions last changed: the version a change is based on (none before the first). */
  updated_at: z.optional(z.iso.datetime()),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  invited_by: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/admin/users: the accounts and the invitations not yet accepted. */
export const staffListSchema = z.object({ users: z.array(staffUserSchema), invitations: z.array(invitationSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/admin/users: invite someone. */
export const inviteInputSchema = z.object({ username: usernameSchema, role: staffRoleSchema });
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** The invitation and its one-time token: the only time the token is given out. */
export const invitedSchema = z.object({ invitation: invitationSchema, token: z.string() });

/**
 * PUT /api/admin/users: change a user's role, the permissions granted them
 * (the whole list: what is left out is withdrawn), or both at once.
 */
export const staffChangeSchema = z
  .object({
    username: requiredText('username', 64),
    role: z.optional(staffRoleSchema),
    permissions: z.optional(z.array(staffPermissionSchema)),
  })
  .check(z.refine((change) => change.role !== undefined || change.permissions !== undefined, zodMessage('role_or_permissions')));

const tokenRequired = zodMessage('required', { field: 'invitation_token' });
const tokenSchema = z.string({ error: tokenRequired }).check(z.minLength(1, tokenRequired), z.maxLength(200));

/** POST /api/auth/invitation: what an invitation link is for, before its password is chosen. */
export const invitationCheckSchema = z.object({ token: tokenSchema });
export const invitationDetailsSchema = z.object({ username: z.string(), role: staffRoleSchema, expires_at: z.iso.datetime() });
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /api/auth/accept-invitation: the invited person's own password; answered like a sign-in. */
export const acceptInvitationSchema = z.object({ token: tokenSchema, password: newPasswordSchema('password') });
