import { successSchema, verifyFailureSchema } from '#src/schemas/api.ts';
import { loginResponseSchema, loginSchema, resetPasswordSchema, verifyResponseSchema } from '#src/schemas/auth.ts';
import type { Endpoint } from '#src/schemas/endpoints.ts';
import { acceptInvitationSchema, invitationCheckSchema, invitationDetailsSchema } from '#src/schemas/staff.ts';
import { adminSummarySchema } from '#src/schemas/summary.ts';

// The endpoints of the table (src/schemas/endpoints.ts, which lists them with
// every other) that the admin's shell and first screen call: the session's
// and the site's counts. A module of their own, so that the admin's first load
// builds these schemas only and the rest of the table comes with the screens
// that call it (ADR 0079). Declared here once, as every endpoint is.

export const authLogin = {
  name: 'auth/login',
  path: '/api/auth/login',
  methods: { POST: { access: 'public', body: loginSchema, answer: loginResponseSchema } },
} as const satisfies Endpoint;

export const authVerify = {
  name: 'auth/verify',
  path: '/api/auth/verify',
  // Anyone may ask whether the token they hold is a live session: without one the answer is `failure`.
  methods: { POST: { access: 'public', answer: verifyResponseSchema, failure: verifyFailureSchema, audit: false } },
} as const satisfies Endpoint;

export const authLogout = {
  name: 'auth/logout',
  path: '/api/auth/logout',
  methods: { POST: { access: 'staff', answer: successSchema, audit: { action: 'logout', collection: 'auth' } } },
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

export const adminSummary = {
  name: 'admin/summary',
  path: '/api/admin/summary',
  methods: { GET: { access: 'staff', answer: adminSummarySchema } },
} as const satisfies Endpoint;
