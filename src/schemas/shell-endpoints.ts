import { successSchema, verifyFailureSchema } from '#src/schemas/api.ts';
import type { Endpoint } from '#src/schemas/endpoints.ts';
import { verifyResponseSchema } from '#src/schemas/session.ts';
import { adminSummarySchema } from '#src/schemas/summary.ts';

// The endpoints of the table (src/schemas/endpoints.ts, which lists them with
// every other) that the admin's shell and first screen call: the session check,
// sign-out and the site's counts. A module of their own, so that the admin's
// first load builds these schemas only and the rest of the table comes with the
// screens that call it (ADR 0079); sign-in's, the password change's and the
// invitation's, whose bodies carry field messages, are in auth-endpoints.ts
// (ADR 0090). Declared here once, as every endpoint is.

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

export const adminSummary = {
  name: 'admin/summary',
  path: '/api/admin/summary',
  methods: { GET: { access: 'staff', answer: adminSummarySchema } },
} as const satisfies Endpoint;
