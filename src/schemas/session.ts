import * as z from '#src/schemas/zod-mini.ts';
import { deployContextSchema } from '#src/schemas/deploy.ts';
import { staffPermissionSchema, staffRoleSchema } from '#src/schemas/staff-roles.ts';

// The admin session (spec sections 3, 4 and 8): where the browser keeps it and
// what the session check answers. Apart from sign-in's forms (auth.ts), whose
// field messages the admin's first load does without (ADR 0090).

export const STORAGE_KEYS = { token: 'admin_token', user: 'admin_user' } as const;

/** Who is signed in, and what their role and permissions let them do (src/schemas/staff-roles.ts): the admin shows what they may use. */
export const sessionUserSchema = z.object({ username: z.string(), role: staffRoleSchema, permissions: z.array(staffPermissionSchema) });

/** POST /api/auth/verify with a live session; `deploy_context` says whose content the admin edits. */
export const verifyResponseSchema = z.object({
  authenticated: z.literal(true),
  user: sessionUserSchema,
  deploy_context: deployContextSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
