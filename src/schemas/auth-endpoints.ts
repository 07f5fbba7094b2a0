import { successSchema } from '#src/schemas/api.ts';
import { loginResponseSchema, loginSchema, resetPasswordSchema } from '#src/schemas/auth.ts';
import type { Endpoint } from '#src/schemas/endpoints.ts';
import { acceptInvitationSchema, invitationCheckSchema, invitationDetailsSchema } from '#src/schemas/staff.ts';

// The endpoints of /api/auth/* with a body to check: sign-in, the password
// change and the invitation. Apart from the shell's (shell-endpoints.ts): their
// schemas carry the field messages, which the admin's first load does without;
// they come with the login page, the password dialog and the invitation page
// (ADR 0090). Listed in the one table (src/schemas/endpoints.ts).

export const authLogin = {
  name: 'auth/login',
  path: '/api/auth/login',
  methods: { POST: { access: 'public', body: loginSchema, answer: loginResponseSchema } },
} as const satisfies Endpoint;

export const authResetPassword = {
  name: 'auth/reset-password',
  path: '/api/auth/reset-password',
  methods: {
    POST: { access: 'staff', body: resetPasswordSchema, answer: successSchema, audit: { action: 'password_change', collection: 'auth' } },
  },
} as const satisfies Endpoint;

export const authInvitation = {
  name: 'auth/invitation',
  path: '/api/auth/invitation',
  methods: { POST: { access: 'public', body: invitationCheckSchema, answer: invitationDetailsSchema, audit: false } },
} as const satisfies Endpoint;

export const authAcceptInvitation = {
  name: 'auth/accept-invitation',
  path: '/api/auth/accept-invitation',
  methods: {
    POST: {
      access: 'public',
      body: acceptInvitationSchema,
      answer: loginResponseSchema,
      audit: { action: 'accept_invitation', collection: 'users' },
    },
  },
} as const satisfies Endpoint;
