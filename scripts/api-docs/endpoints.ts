import { z } from 'zod';
import * as zm from 'zod/mini';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import {
  contactRelayFailedSchema,
  contactSentSchema,
  errorSchema,
  successSchema,
  taxonomyDeleteSchema,
  taxonomyRowSchemas,
  uploadPartSchema,
  uploadResultSchema,
  verifyFailureSchema,
} from '#src/schemas/api.ts';
import { loginResponseSchema, loginSchema, resetPasswordSchema, verifyResponseSchema } from '#src/schemas/auth.ts';
import { clientInputSchema, clientSchema } from '#src/schemas/client.ts';
import { updateEnvelope } from '#src/schemas/common.ts';
import { contactSchema, enquirySchema, enquiryStatusUpdateSchema, HONEYPOT_FIELD } from '#src/schemas/contact.ts';
import { projectInputSchema, projectSchema } from '#src/schemas/project.ts';
import { projectEnhancedInputSchema, projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { auditEntrySchema } from '#src/schemas/audit.ts';
import { deletedItemSchema, restoredSchema, restoreInputSchema, revisionSchema } from '#src/schemas/history.ts';
import { notFoundReportSchema } from '#src/schemas/not-found.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import { importSummarySchema, storedBackupSchema, takeBackupRequestSchema } from '#src/schemas/backup.ts';
import {
  acceptInvitationSchema,
  invitationCheckSchema,
  invitationDetailsSchema,
  invitedSchema,
  inviteInputSchema,
  roleChangeSchema,
  staffListSchema,
  staffUserSchema,
} from '#src/schemas/staff.ts';
import { categoryInputSchema, categorySchema, technologyInputSchema, technologySchema } from '#src/schemas/taxonomy.ts';

// The API contract as data: every endpoint, who may call it, what it takes and
// what it answers, with the zod schemas of src/schemas as the types. docs/api.md
// is generated from this table (`npm run docs:api`) and a test fails when the
// file is out of date.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'public, admin token optional' | 'admin token' | 'admin token, admin role';

export interface TypeDoc {
  /** Heading in the Types section; endpoints link to it. */
  name: string;
  schema: z.core.$ZodType;
  /** input: a request body (defaults and coercions apply); output: what the API answers. */
  io: 'input' | 'output';
  description: string;
  /** Rules the JSON Schema cannot express (refinements, server checks). */
  notes?: string[];
  /** An update body: missing fields keep their stored value, so no defaults apply. */
  partial?: boolean;
}

export interface Body {
  type: TypeDoc;
  /** `[]` after the name: an array of it. */
  list?: boolean;
}

export interface ResponseDoc {
  status: number;
  description: string;
  body?: Body;
  contentType?: string;
}

export interface EndpointDoc {
  method: Method;
  path: string;
  summary: string;
  access: Access;
  query?: Record<string, string>;
  request?: { description?: string; body?: Body; contentType?: string };
  responses: ResponseDoc[];
  /** Error statuses besides those listed in responses, with when they happen. */
  errors: Partial<Record<400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 416 | 429 | 502 | 503, string>>;
  notes?: string[];
}

export interface Section {
  title: string;
  intro: string;
  endpoints: EndpointDoc[];
}

// The shared schemas are zod/mini's (ADR 0025), composed with its functions.
const partialOf = (schema: zm.ZodMiniObject) => zm.extend(updateEnvelope, zm.partial(schema).shape);

export const types = {
  error: {
    name: 'Error',
    schema: errorSchema,
    io: 'output',
    description: 'Every error response. `issues` lists each invalid field (400) with its message.',
  },
  success: { name: 'Success', schema: successSchema, io: 'output', description: 'A completed delete, logout or password change.' },
  login: { name: 'LoginInput', schema: loginSchema, io: 'input', description: 'Sign-in credentials.' },
  loginResponse: {
    name: 'LoginResult',
    schema: loginResponseSchema.def.options[0],
    io: 'output',
    description: 'A session token (HS256 JWT, 8 hours) for the `Authorization: Bearer` header, and the user.',
  },
  loginFailure: {
    name: 'LoginFailure',
    schema: loginResponseSchema.def.options[1],
    io: 'output',
    description: 'The same answer for an unknown user and a wrong password.',
  },
  verifyResponse: {
    name: 'VerifyResult',
    schema: verifyResponseSchema,
    io: 'output',
    description: 'The token is valid and not revoked.',
  },
  verifyFailure: {
    name: 'VerifyFailure',
    schema: verifyFailureSchema,
    io: 'output',
    description: 'Missing, invalid, expired or revoked token.',
  },
  resetPassword: { name: 'ResetPasswordInput', schema: resetPasswordSchema, io: 'input', description: 'A password change.' },
  project: { name: 'Project', schema: projectSchema, io: 'output', description: 'An "old" simple project.' },
  projectInput: {
    name: 'ProjectInput',
    schema: projectInputSchema,
    io: 'input',
    description: 'The body of POST /api/projects. Blank technologies and outcomes are dropped; unknown fields are ignored.',
  },
  projectUpdate: {
    name: 'ProjectUpdate',
    partial: true,
    schema: partialOf(projectInputSchema),
    io: 'input',
    description:
      'The body of PUT /api/projects: the id and any subset of ProjectInput, laid over the stored record and validated as a whole.',
  },
  projectEnhanced: {
    name: 'ProjectEnhanced',
    schema: projectEnhancedSchema,
    io: 'output',
    description: 'An enhanced project as read: the stored ids plus their categories, sectors and technologies resolved.',
  },
  portfolioPage: {
    name: 'PortfolioPage',
    schema: portfolioPageSchema,
    io: 'output',
    description:
      'A page of the published portfolio (24 projects) for the filters given, each filter’s choices with their counts over all published projects, and how many match. Projects leave out the draft flag and the relation ids.',
  },
  projectEnhancedInput: {
    name: 'ProjectEnhancedInput',
    schema: projectEnhancedInputSchema,
    io: 'input',
    description: 'The body of POST /api/projects-enhanced.',
    notes: ['Every id in category_ids, sector_ids and technology_ids must exist (400 naming the unknown ids otherwise).'],
  },
  projectEnhancedUpdate: {
    name: 'ProjectEnhancedUpdate',
    partial: true,
    schema: partialOf(projectEnhancedInputSchema),
    io: 'input',
    description: 'The body of PUT /api/projects-enhanced: the id and any subset of ProjectEnhancedInput.',
    notes: ['A relation list sent in the body replaces the stored one and its ids must exist.'],
  },
  upload: {
    name: 'UploadResult',
    schema: uploadResultSchema,
    io: 'output',
    description: 'Where the uploaded file is served: `/api/uploads/<uuid>.<ext>`.',
  },
  uploadPart: {
    name: 'UploadPartReceived',
    schema: uploadPartSchema,
    io: 'output',
    description: 'The answer to every part of a chunked upload but the last.',
  },
  client: { name: 'Client', schema: clientSchema, io: 'output', description: 'A client logo of the home-page carousel.' },
  clientInput: { name: 'ClientInput', schema: clientInputSchema, io: 'input', description: 'The body of POST /api/clients.' },
  clientUpdate: {
    name: 'ClientUpdate',
    partial: true,
    schema: partialOf(clientInputSchema),
    io: 'input',
    description: 'The body of PUT /api/clients (the carousel toggle sends `{ id, is_active }`).',
  },
  category: {
    name: 'Category',
    schema: categorySchema,
    io: 'output',
    description: 'A category or a sector (same fields). Admin reads add `project_count`.',
  },
  categoryInput: {
    name: 'CategoryInput',
    schema: categoryInputSchema,
    io: 'input',
    description: 'The body of POST /api/metadata?type=categories (and sectors).',
    notes: ['The slug must be unique within its taxonomy (409 otherwise).'],
  },
  categoryCounted: {
    name: 'CategoryWithCount',
    schema: taxonomyRowSchemas.categories,
    io: 'output',
    description: 'A category or sector as the admin reads it.',
  },
  technology: { name: 'Technology', schema: technologySchema, io: 'output', description: 'A technology. Admin reads add `project_count`.' },
  technologyInput: {
    name: 'TechnologyInput',
    schema: technologyInputSchema,
    io: 'input',
    description: 'The body of POST /api/metadata?type=technologies.',
    notes: ['The slug must be unique among technologies (409 otherwise).'],
  },
  taxonomyUpdate: {
    name: 'TaxonomyUpdate',
    partial: true,
    schema: partialOf(technologyInputSchema),
    io: 'input',
    description:
      'The body of PUT /api/metadata?type=…: the id and any subset of the item (vendor, type and description apply to technologies only).',
  },
  taxonomyDelete: {
    name: 'TaxonomyDeleteResult',
    schema: taxonomyDeleteSchema,
    io: 'output',
    description: 'The item is gone and was removed from `projects_updated` enhanced projects.',
  },
  settings: {
    name: 'Settings',
    schema: settingsSchema,
    io: 'output',
    description: 'Carousel settings. Defaults: 256, 40, true.',
    notes: ['carousel_logo_size: 100, 500, or a multiple of 16 in between.', 'carousel_speed: a multiple of 5 seconds.'],
  },
  settingsInput: {
    name: 'SettingsInput',
    schema: settingsSchema,
    io: 'input',
    description: 'The body of POST /api/settings: all three fields.',
    notes: ['carousel_logo_size: 100, 500, or a multiple of 16 in between.', 'carousel_speed: a multiple of 5 seconds.'],
  },
  contact: {
    name: 'ContactInput',
    schema: zm.extend(contactSchema, { [HONEYPOT_FIELD]: z.string().optional().describe('Hidden field; must stay empty') }),
    io: 'input',
    description: 'The contact form. A filled honeypot is answered like a success and never relayed.',
  },
  contactSent: {
    name: 'ContactResult',
    schema: contactSentSchema,
    io: 'output',
    description: 'The enquiry is stored and relayed by email.',
  },
  contactRelayFailed: {
    name: 'ContactRelayFailure',
    schema: contactRelayFailedSchema,
    io: 'output',
    description: 'The enquiry is stored but the email relay failed.',
  },
  enquiry: { name: 'Enquiry', schema: enquirySchema, io: 'output', description: 'A stored contact enquiry and its relay status.' },
  notFoundReport: {
    name: 'NotFoundReport',
    schema: notFoundReportSchema,
    io: 'input',
    description: 'What the 404 page reports about the address it was shown for.',
  },
  revision: {
    name: 'Revision',
    schema: revisionSchema,
    io: 'output',
    description: 'One version of an item (or of the settings) as a write stored it, with who wrote it and the fields that changed.',
  },
  deletedItem: {
    name: 'DeletedItem',
    schema: deletedItemSchema,
    io: 'output',
    description: 'An item deleted less than 30 days ago, as it was, restorable until `expires_at`.',
  },
  restoreInput: {
    name: 'RestoreInput',
    schema: restoreInputSchema,
    io: 'input',
    description: 'What to restore: a version of an item (`revision`), or a deleted item as it was (no `revision`).',
    notes: [
      '`collection` is one of projects, projects-enhanced, clients, categories, sectors, technologies, settings (whose `id` is `settings`).',
      '`current_revision`, the newest version the admin saw: when the item changed since, the restore is refused with 409 and nothing is written.',
    ],
  },
  restored: { name: 'Restored', schema: restoredSchema, io: 'output', description: 'The item as the restore stored it.' },
  auditEntry: {
    name: 'AuditEntry',
    schema: auditEntrySchema,
    io: 'output',
    description: 'One admin action as the audit log keeps it: who, when, from which address, on what, and how it ended.',
  },
  enquiryUpdate: {
    name: 'EnquiryStatusUpdate',
    schema: enquiryStatusUpdateSchema,
    io: 'input',
    description: 'The body of PUT /api/enquiries.',
  },
  staffList: {
    name: 'StaffList',
    schema: staffListSchema,
    io: 'output',
    description: 'The staff accounts and the invitations not yet accepted (an invitation id is its token’s SHA-256, never the token).',
  },
  staffUser: {
    name: 'StaffUser',
    schema: staffUserSchema,
    io: 'output',
    description: 'A staff account; `owner` is the account of the site’s environment.',
  },
  inviteInput: { name: 'InviteInput', schema: inviteInputSchema, io: 'input', description: 'The body of POST /api/admin/users.' },
  invited: {
    name: 'Invited',
    schema: invitedSchema,
    io: 'output',
    description: 'The invitation and its one-time token, given out only here: the link is `/admin/invitation#<token>`, valid 7 days.',
  },
  roleChange: { name: 'RoleChange', schema: roleChangeSchema, io: 'input', description: 'The body of PUT /api/admin/users.' },
  invitationCheck: { name: 'InvitationCheck', schema: invitationCheckSchema, io: 'input', description: 'An invitation link’s token.' },
  invitationDetails: {
    name: 'InvitationDetails',
    schema: invitationDetailsSchema,
    io: 'output',
    description: 'Whom a live invitation is for, as its page shows it.',
  },
  importSummary: {
    name: 'ImportSummary',
    schema: importSummarySchema,
    io: 'output',
    description:
      'What an import does (`dry_run: true`) or did: per collection the items created, changed, removed and unchanged; the settings; uploads added or already present; enquiries added (never removed).',
  },
  storedBackup: {
    name: 'StoredBackup',
    schema: storedBackupSchema,
    io: 'output',
    description:
      'A backup kept in the store: taken nightly, before an import, on request (`manual`) or sent in parts to be restored (`uploaded`); kept 14 days.',
  },
  takeBackup: {
    name: 'TakeBackupInput',
    schema: takeBackupRequestSchema,
    io: 'input',
    description: 'The body of POST /api/admin/backups.',
  },
  acceptInvitation: {
    name: 'AcceptInvitationInput',
    schema: acceptInvitationSchema,
    io: 'input',
    description: 'An invitation link’s token and the password its owner chose (the rules of a password change).',
  },
} satisfies Record<string, TypeDoc>;

const ERR_JSON = {
  400: 'invalid input (`issues` lists each field)',
  413: 'body over 1 MB',
  415: 'Content-Type is not application/json',
} as const;
const ERR_ADMIN = { 401: 'missing, invalid, expired or revoked token' } as const;
const ERR_ROLE = { 403: 'the signed-in user is an editor' } as const;
const ERR_READ_TOKEN = { 401: 'an Authorization header was sent but its token is not valid' } as const;
const ERR_ID = { 400: 'id missing or invalid' } as const;

const optionalId = { id: 'one record by id (404 when unknown, or a draft/hidden record for visitors)' };
const requiredId = { id: 'the record to delete (required)' };
const taxonomyType = { type: '`categories`, `sectors` or `technologies` (required)' };

function contentResource(options: {
  path: string;
  name: string;
  visibility: string;
  record: TypeDoc;
  input: TypeDoc;
  update: TypeDoc;
}): EndpointDoc[] {
  const { path, name, record } = options;
  return [
    {
      method: 'GET',
      path,
      summary: `List ${name}, or one with \`?id=\`. ${options.visibility}`,
      access: 'public, admin token optional',
      query: optionalId,
      responses: [
        { status: 200, description: 'Sorted by display_order, then title or name.', body: { type: record, list: true } },
        { status: 200, description: 'With `?id=`: the record.', body: { type: record } },
        { status: 304, description: 'If-None-Match matched the ETag (public reads).' },
      ],
      errors: { ...ERR_READ_TOKEN, 404: 'unknown id' },
    },
    {
      method: 'POST',
      path,
      summary: `Create one of the ${name}. The server sets id, created_at and updated_at.`,
      access: 'admin token',
      request: { body: { type: options.input } },
      responses: [{ status: 201, description: 'Created.', body: { type: record } }],
      errors: { ...ERR_JSON, ...ERR_ADMIN },
    },
    {
      method: 'PUT',
      path,
      summary: 'Update: the id in the body and any subset of the fields.',
      access: 'admin token',
      request: { body: { type: options.update } },
      responses: [{ status: 200, description: 'The updated record.', body: { type: record } }],
      errors: { ...ERR_JSON, ...ERR_ADMIN, 404: 'unknown id' },
    },
    {
      method: 'DELETE',
      path,
      summary: `Delete one of the ${name}.`,
      access: 'admin token',
      query: requiredId,
      responses: [{ status: 200, description: 'Deleted.', body: { type: types.success } }],
      errors: { ...ERR_ID, ...ERR_ADMIN, 404: 'unknown id' },
    },
  ];
}

export const sections: Section[] = [
  {
    title: 'Authentication',
    intro:
      'Sign-in gives a bearer token for every admin call. Failed sign-ins are limited to 5 per username and per client IP in 15 minutes (then 429 with Retry-After).',
    endpoints: [
      {
        method: 'POST',
        path: '/api/auth/login',
        summary: 'Sign in.',
        access: 'public',
        request: { body: { type: types.login } },
        responses: [
          { status: 200, description: 'Signed in.', body: { type: types.loginResponse } },
          { status: 401, description: 'Unknown user or wrong password.', body: { type: types.loginFailure } },
        ],
        errors: { ...ERR_JSON, 429: 'too many failed attempts for this username or IP (Retry-After)' },
      },
      {
        method: 'POST',
        path: '/api/auth/verify',
        summary: 'Check a token.',
        access: 'admin token',
        responses: [
          { status: 200, description: 'Valid.', body: { type: types.verifyResponse } },
          { status: 401, description: 'Not valid.', body: { type: types.verifyFailure } },
        ],
        errors: {},
      },
      {
        method: 'POST',
        path: '/api/auth/logout',
        summary: 'Revoke the token sent: it never verifies again.',
        access: 'admin token',
        responses: [{ status: 200, description: 'Signed out.', body: { type: types.success } }],
        errors: ERR_ADMIN,
      },
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        summary: "Change the signed-in user's password; every other session of that user is revoked.",
        access: 'admin token',
        request: { body: { type: types.resetPassword } },
        responses: [{ status: 200, description: 'Changed.', body: { type: types.success } }],
        errors: {
          ...ERR_JSON,
          ...ERR_ADMIN,
          400: '`Current password is incorrect`, or invalid input',
          429: 'too many wrong current passwords',
        },
      },
    ],
  },
  {
    title: 'Projects (old)',
    intro: 'The simple project kind managed at /admin/projects.',
    endpoints: contentResource({
      path: '/api/projects',
      name: 'projects',
      visibility: 'Visitors get published projects only; an admin token gets drafts too.',
      record: types.project,
      input: types.projectInput,
      update: types.projectUpdate,
    }),
  },
  {
    title: 'Enhanced projects',
    intro: 'The portfolio shown on /projects-enhanced, with categories, sectors and technologies.',
    endpoints: [
      ...contentResource({
        path: '/api/projects-enhanced',
        name: 'enhanced projects',
        visibility: 'Visitors get published projects only (a draft by id is 404); an admin token gets drafts too.',
        record: types.projectEnhanced,
        input: types.projectEnhancedInput,
        update: types.projectEnhancedUpdate,
      }),
      {
        method: 'GET',
        path: '/api/projects-enhanced?page=',
        summary:
          'A page of the published portfolio, filtered as the list page is: what the list island reads, a few kilobytes whatever the size of the catalogue. Cached at the edge and revalidated with ETag/304 like the other public reads.',
        access: 'public',
        query: {
          page: 'the page number, from 1 (a page past the end gives the last one)',
          sector: 'a sector slug',
          technology: 'a technology slug',
          category: 'a category slug',
        },
        responses: [
          { status: 200, description: 'The page (an unknown slug is ignored, as on the list page).', body: { type: types.portfolioPage } },
        ],
        errors: {},
      },
      {
        method: 'POST',
        path: '/api/projects-enhanced/upload-logo',
        summary: 'Upload a logo (JPEG, PNG, GIF, SVG or WebP, at most 5 MB), checked by its bytes; SVGs are rebuilt from an allowlist.',
        access: 'admin token',
        request: {
          contentType: 'multipart/form-data',
          description:
            'File field `logo`. Files over 2 MB go in parts (Netlify buffers at most 6 MB per request and base64-encodes binary bodies): fields `chunk_index` (from 0), `chunk_count` (2 or 3) and, from the second part on, the `upload_id` the first part answered, with `logo` holding at most 2 MB. Parts are sent in order, one at a time; the last one answers like a single upload. admin/lib/logo-upload.ts implements the protocol.',
        },
        responses: [
          { status: 201, description: 'Stored under a server-generated name.', body: { type: types.upload } },
          { status: 202, description: 'A part other than the last was received.', body: { type: types.uploadPart } },
        ],
        errors: {
          ...ERR_ADMIN,
          400: 'no `logo` file field, invalid part fields, a part out of order or a `chunk_count` that changed',
          404: '`upload_id` unknown, expired (1 hour) or opened by another admin',
          409: 'a part sent twice',
          413: '`Logo file size must be less than 5MB` (a part over 2 MB: `Each part must be at most 2 MB`)',
          415: '`Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)` (an SVG that cannot be parsed lists why in `issues`), or not multipart/form-data',
        },
      },
      {
        method: 'GET',
        path: '/api/uploads/:key',
        summary:
          'A stored upload, with its sniffed content type, `Cache-Control: public, max-age=31536000, immutable`, `X-Content-Type-Options: nosniff` and an ETag.',
        access: 'public',
        responses: [
          {
            status: 200,
            description:
              "The file. Every upload carries `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox`.",
            contentType: 'image/*',
          },
          { status: 304, description: 'With a matching `If-None-Match`.' },
        ],
        errors: { 404: 'no such upload, or a key that is not `<uuid>.<ext>`' },
      },
    ],
  },
  {
    title: 'Clients',
    intro: 'The logos of the home-page carousel.',
    endpoints: contentResource({
      path: '/api/clients',
      name: 'clients',
      visibility: 'Visitors get active clients only; an admin token gets hidden ones too.',
      record: types.client,
      input: types.clientInput,
      update: types.clientUpdate,
    }),
  },
  {
    title: 'Taxonomies',
    intro: 'Categories, sectors and technologies, at `/api/metadata` and selected with `?type=`.',
    endpoints: [
      {
        method: 'GET',
        path: '/api/metadata',
        summary: 'List the items of a taxonomy, or one with `&id=`. With an admin token each item also has `project_count`.',
        access: 'public, admin token optional',
        query: { ...taxonomyType, ...optionalId },
        responses: [
          {
            status: 200,
            description: 'Categories or sectors, sorted by display_order then name.',
            body: { type: types.category, list: true },
          },
          { status: 200, description: 'Technologies.', body: { type: types.technology, list: true } },
          {
            status: 200,
            description: 'With an admin token (categories and sectors; technologies likewise).',
            body: { type: types.categoryCounted, list: true },
          },
          { status: 304, description: 'If-None-Match matched the ETag (public reads).' },
        ],
        errors: { 400: 'type missing or unknown', ...ERR_READ_TOKEN, 404: 'unknown id' },
      },
      {
        method: 'POST',
        path: '/api/metadata',
        summary: 'Create an item.',
        access: 'admin token',
        query: taxonomyType,
        request: { body: { type: types.categoryInput }, description: 'TechnologyInput for `type=technologies`.' },
        responses: [{ status: 201, description: 'Created.', body: { type: types.technology } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, 409: '`A category with this slug already exists` (sector, technology likewise)' },
      },
      {
        method: 'PUT',
        path: '/api/metadata',
        summary: 'Update an item: the id in the body and any subset of its fields.',
        access: 'admin token',
        query: taxonomyType,
        request: { body: { type: types.taxonomyUpdate } },
        responses: [{ status: 200, description: 'The updated item.', body: { type: types.technology } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, 404: 'unknown id', 409: 'the slug is used by another item' },
      },
      {
        method: 'DELETE',
        path: '/api/metadata',
        summary: 'Delete an item and remove it from every enhanced project that used it.',
        access: 'admin token',
        query: { ...taxonomyType, id: 'the item to delete (required)' },
        responses: [{ status: 200, description: 'Deleted.', body: { type: types.taxonomyDelete } }],
        errors: { ...ERR_ID, ...ERR_ADMIN, 404: 'unknown id' },
      },
    ],
  },
  {
    title: 'Settings',
    intro: 'Logo carousel configuration.',
    endpoints: [
      {
        method: 'GET',
        path: '/api/settings',
        summary: 'The carousel settings (defaults until saved).',
        access: 'public, admin token optional',
        responses: [{ status: 200, description: 'Current settings.', body: { type: types.settings } }],
        errors: ERR_READ_TOKEN,
      },
      {
        method: 'POST',
        path: '/api/settings',
        summary: 'Save the carousel settings.',
        access: 'admin token, admin role',
        request: { body: { type: types.settingsInput } },
        responses: [{ status: 200, description: 'Saved.', body: { type: types.settings } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, ...ERR_ROLE },
      },
    ],
  },
  {
    title: 'Contact and enquiries',
    intro:
      'The contact form stores each enquiry first, then relays it by email (FormSubmit) to the company with a confirmation drafted for the visitor. Enquiries older than 3 years are purged.',
    endpoints: [
      {
        method: 'POST',
        path: '/api/send-email',
        summary:
          'Send a contact enquiry. The island adds `_honey` (a hidden field people leave empty) and `_elapsed` (milliseconds the form was on screen): a filled honeypot, or a valid enquiry with `_elapsed` missing or under 3000, is answered 200 like a success and neither stored nor relayed.',
        access: 'public',
        request: { body: { type: types.contact } },
        responses: [
          { status: 200, description: 'Stored and relayed.', body: { type: types.contactSent } },
          { status: 502, description: 'Stored, but the relay failed.', body: { type: types.contactRelayFailed } },
        ],
        errors: { ...ERR_JSON, 429: 'too many enquiries from this IP (Retry-After)' },
      },
      {
        method: 'GET',
        path: '/api/enquiries',
        summary: 'Stored enquiries, newest first; `?format=csv` downloads them as a CSV attachment.',
        access: 'admin token',
        query: { format: '`csv` for a text/csv attachment (optional)' },
        responses: [
          { status: 200, description: 'Newest first.', body: { type: types.enquiry, list: true } },
          { status: 200, description: 'With `?format=csv`.', contentType: 'text/csv' },
        ],
        errors: ERR_ADMIN,
      },
      {
        method: 'PUT',
        path: '/api/enquiries',
        summary: 'Mark an enquiry new or handled.',
        access: 'admin token',
        request: { body: { type: types.enquiryUpdate } },
        responses: [{ status: 200, description: 'The updated enquiry.', body: { type: types.enquiry } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, 404: 'unknown id' },
      },
      {
        method: 'DELETE',
        path: '/api/enquiries',
        summary: 'Delete an enquiry.',
        access: 'admin token',
        query: requiredId,
        responses: [{ status: 200, description: 'Deleted.', body: { type: types.success } }],
        errors: { ...ERR_ID, ...ERR_ADMIN, 404: 'unknown id' },
      },
    ],
  },
  {
    title: 'History',
    intro:
      'Every write to a project, enhanced project, client, taxonomy item or the settings keeps the version it wrote (the last 50 per item and every version of the last 30 days); a deleted item stays restorable for 30 days, its uploads with it (docs/decisions/0031-revision-history.md). A restore is a write like the others: the item is checked by its schema, its slug claimed again (a project whose address was taken gets a new one from its title; a taxonomy item whose slug was taken is refused), and relations to deleted taxonomy items are dropped.',
    endpoints: [
      {
        method: 'GET',
        path: '/api/admin/history',
        summary:
          "An item's versions, newest first (`?collection=&id=`), or with `?deleted` the items deleted in the last 30 days, most recent first.",
        access: 'admin token',
        query: {
          collection: 'the collection (see RestoreInput)',
          id: 'the item id (`settings` for the settings)',
          deleted: 'list deleted items instead',
        },
        responses: [
          { status: 200, description: 'The versions.', body: { type: types.revision, list: true } },
          { status: 200, description: 'With `?deleted`.', body: { type: types.deletedItem, list: true } },
        ],
        errors: { 400: 'unknown collection or missing id', ...ERR_ADMIN, 403: 'the settings’ history, asked by an editor' },
      },
      {
        method: 'POST',
        path: '/api/admin/history',
        summary: 'Restore a version of an item, or a deleted item. The restore is itself a new version.',
        access: 'admin token',
        request: { body: { type: types.restoreInput } },
        responses: [{ status: 200, description: 'Restored.', body: { type: types.restored } }],
        errors: {
          ...ERR_JSON,
          ...ERR_ADMIN,
          403: 'a restore of the settings by an editor',
          404: 'no such item, version or recently deleted item',
          409: 'the item changed since `current_revision`, its slug is taken, or the version no longer fits the schema',
        },
      },
    ],
  },
  {
    title: 'Audit log',
    intro:
      'Every write request made with an admin token, every sign-in (failed ones too, except those refused by the rate limit), sign-out, password change and restore is kept as one entry for a year, whether it succeeded or failed (docs/decisions/0032-audit-log.md).',
    endpoints: [
      {
        method: 'GET',
        path: '/api/admin/audit',
        summary: 'Audit entries, newest first (at most the newest 2,000 of the range); `?format=csv` downloads them as a CSV attachment.',
        access: 'admin token, admin role',
        query: {
          item: 'an item id, or a collection name',
          user: 'a username',
          action:
            'login, login_failed, logout, password_change, create, update, delete, restore, import, publish, invite, accept_invitation or export',
          from: 'first day, YYYY-MM-DD (30 days ago by default)',
          to: 'last day, YYYY-MM-DD (today by default)',
          format: '`csv` for a text/csv attachment (optional)',
        },
        responses: [
          { status: 200, description: 'Newest first.', body: { type: types.auditEntry, list: true } },
          { status: 200, description: 'With `?format=csv`.', contentType: 'text/csv' },
        ],
        errors: { 400: 'an unknown action or a date not YYYY-MM-DD', ...ERR_ADMIN, ...ERR_ROLE },
      },
    ],
  },
  {
    title: 'Backup and restore',
    intro:
      'One zip file holds the whole site: `manifest.json` (format, version, time, uploads with their SHA-256), `content.json` (every collection as stored, the settings, the enquiries when asked for) and `uploads/<name>`. An import is checked whole first (every item against its schema, unique ids and slugs, relations, uploads present and matching their checksum, images of an accepted type, SVGs sanitized) and a problem is answered 400 naming the item; then it makes the site hold exactly the backup’s content, all or nothing: the content as it was is stored first as a `pre-import` backup and written back if the import fails part way. Every item replaced keeps a version and every item removed goes to Recently deleted. One request or response carries at most 4 MB of a backup (Netlify’s 6 MB, base64): a larger one travels in parts — taken and kept with POST /api/admin/backups then downloaded by byte ranges, or sent in parts to POST /api/admin/backups/upload then restored where it is kept with `?backup=<name>` — up to 100 MB (docs/decisions/0035-backup-and-restore.md, 0036-backups-in-parts.md).',
    endpoints: [
      {
        method: 'GET',
        path: '/api/admin/export',
        summary: 'Download the site as one zip file (recorded in the audit log as `export`).',
        access: 'admin token, admin role',
        query: { enquiries: '`1` to include the enquiries (personal data: leave them out unless needed)' },
        responses: [{ status: 200, description: 'The backup, as an attachment.', contentType: 'application/zip' }],
        errors: {
          ...ERR_ADMIN,
          ...ERR_ROLE,
          413: 'the backup is over 4 MB: take it with POST /api/admin/backups and download it by ranges',
        },
      },
      {
        method: 'POST',
        path: '/api/admin/import/preview',
        summary: 'What importing a backup would create, change and remove, with nothing written (a dry run).',
        access: 'admin token, admin role',
        query: {
          backup:
            'the name of a kept backup (GET /api/admin/backups) to use instead of a file: it is read where it is kept, whatever its size',
        },
        request: { description: 'The zip file as the body (none with `?backup=`).', contentType: 'application/zip' },
        responses: [{ status: 200, description: 'The dry run.', body: { type: types.importSummary } }],
        errors: {
          ...ERR_ADMIN,
          ...ERR_ROLE,
          400: 'not a backup, or an item, slug, relation or upload at fault (named in `error`)',
          404: 'no kept backup of that name',
          413: 'file over 4 MB',
          415: 'Content-Type is not application/zip',
        },
      },
      {
        method: 'POST',
        path: '/api/admin/import',
        summary: 'Import a backup: the site then holds exactly its content. All or nothing.',
        access: 'admin token, admin role',
        query: {
          backup:
            'the name of a kept backup (GET /api/admin/backups) to use instead of a file: it is read where it is kept, whatever its size',
        },
        request: { description: 'The zip file as the body (none with `?backup=`).', contentType: 'application/zip' },
        responses: [
          {
            status: 200,
            description: 'Imported; `safety_backup` names the backup of the content as it was.',
            body: { type: types.importSummary },
          },
        ],
        errors: {
          ...ERR_ADMIN,
          ...ERR_ROLE,
          400: 'not a backup, or an item, slug, relation or upload at fault (named in `error`); nothing written',
          404: 'no kept backup of that name',
          413: 'file over 4 MB',
          415: 'Content-Type is not application/zip',
          503: 'the import failed part way and was undone',
        },
      },
      {
        method: 'GET',
        path: '/api/admin/backups',
        summary: 'The backups kept in the store, newest first; `?name=` downloads one, whole or by byte ranges.',
        access: 'admin token, admin role',
        query: { name: 'a backup’s name, to download it' },
        request: {
          description:
            'With `?name=`, a `Range: bytes=<first>-<last>` header asks for a part; a part is at most 4 MB (a longer range is cut short, a long suffix `bytes=-<n>` to the last 4 MB: `Content-Range` says what came). A download is recorded in the audit log as `export` when it starts (the whole file, or the range from byte 0).',
        },
        responses: [
          { status: 200, description: 'The backups.', body: { type: types.storedBackup, list: true } },
          { status: 200, description: 'With `?name=` and no range: the whole backup, at most 4 MB.', contentType: 'application/zip' },
          { status: 206, description: 'With `?name=` and a range: that part, with `Content-Range`.', contentType: 'application/zip' },
        ],
        errors: {
          ...ERR_ADMIN,
          ...ERR_ROLE,
          404: 'no backup of that name',
          413: 'the backup is over 4 MB and no range was asked for',
          416: 'the range lies outside the backup',
        },
      },
      {
        method: 'POST',
        path: '/api/admin/backups',
        summary:
          'Take a backup now and keep it (`manual`; the newest 5 are kept), to download it by ranges whatever its size (audited as `create` on `backup`; its download as `export`).',
        access: 'admin token, admin role',
        request: { body: { type: types.takeBackup } },
        responses: [{ status: 201, description: 'Kept.', body: { type: types.storedBackup } }],
        errors: { ...ERR_ADMIN, ...ERR_ROLE, 400: '`enquiries` is not a boolean' },
      },
      {
        method: 'POST',
        path: '/api/admin/backups/upload',
        summary:
          'Send a backup file to restore, in parts of at most 4 MB, in order: the last part joins them, checks the whole file as an import does and keeps it (`uploaded`; the newest 5 are kept); restore it with `?backup=<name>`. Parts abandoned for an hour are dropped.',
        access: 'admin token, admin role',
        query: {
          part: 'this part’s place, from 0 (default 0)',
          parts: 'how many parts the file is sent in, at most 25 (default 1: the file whole)',
          upload_id: 'the id the first part was answered with, on every later part',
        },
        request: { description: 'The part’s bytes as the body.', contentType: 'application/zip' },
        responses: [
          { status: 202, description: 'A part other than the last was received.', body: { type: types.uploadPart } },
          { status: 201, description: 'The whole file, checked and kept.', body: { type: types.storedBackup } },
        ],
        errors: {
          ...ERR_ADMIN,
          ...ERR_ROLE,
          400: 'parts out of order, a missing upload_id, or a file that is not a backup or has an item at fault (named in `error`)',
          404: 'no upload of that id for this account, or it was abandoned over an hour ago',
          409: 'that part was already received',
          413: 'a part over 4 MB, or a file over 100 MB',
          415: 'Content-Type is not application/zip',
        },
      },
    ],
  },
  {
    title: 'Staff accounts',
    intro:
      'More than one person signs in: an `admin` does everything and manages the staff; an `editor` manages content and enquiries but not the staff, the settings, the audit log or imports (403). The account of the site’s environment (ADMIN_USERNAME) is the owner: always an admin, never removed. Accounts are added by a one-time invitation link whose owner chooses their own password; a role change or a removal counts from the very next request (docs/decisions/0033-staff-accounts-and-roles.md).',
    endpoints: [
      {
        method: 'GET',
        path: '/api/admin/users',
        summary: 'The staff accounts and the pending invitations (expired ones are removed as the list is read).',
        access: 'admin token, admin role',
        responses: [{ status: 200, description: 'The staff.', body: { type: types.staffList } }],
        errors: { ...ERR_ADMIN, ...ERR_ROLE },
      },
      {
        method: 'POST',
        path: '/api/admin/users',
        summary: 'Invite someone: the answer carries the one-time token of the link to give them.',
        access: 'admin token, admin role',
        request: { body: { type: types.inviteInput } },
        responses: [{ status: 201, description: 'Invited.', body: { type: types.invited } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, ...ERR_ROLE, 409: 'the username is taken (whatever its case) or already invited' },
      },
      {
        method: 'PUT',
        path: '/api/admin/users',
        summary: 'Change a user’s role, from their next request on.',
        access: 'admin token, admin role',
        request: { body: { type: types.roleChange } },
        responses: [{ status: 200, description: 'Changed.', body: { type: types.staffUser } }],
        errors: { ...ERR_JSON, ...ERR_ADMIN, ...ERR_ROLE, 404: 'unknown user', 409: 'the owner’s account, or your own' },
      },
      {
        method: 'DELETE',
        path: '/api/admin/users',
        summary: 'Remove an account (`?username=`; its sessions end at once) or revoke an invitation (`?invitation=<id>`).',
        access: 'admin token, admin role',
        query: { username: 'the account to remove', invitation: 'the invitation to revoke' },
        responses: [{ status: 200, description: 'Removed.', body: { type: types.success } }],
        errors: {
          400: 'neither parameter given',
          ...ERR_ADMIN,
          ...ERR_ROLE,
          404: 'unknown user or invitation',
          409: 'the owner’s account, or your own',
        },
      },
      {
        method: 'POST',
        path: '/api/auth/invitation',
        summary: 'What an invitation link is for, before its owner chooses a password.',
        access: 'public',
        request: { body: { type: types.invitationCheck } },
        responses: [{ status: 200, description: 'A live invitation.', body: { type: types.invitationDetails } }],
        errors: { ...ERR_JSON, 410: 'an unknown, revoked, expired or spent link', 429: 'too many invitation checks from this address' },
      },
      {
        method: 'POST',
        path: '/api/auth/accept-invitation',
        summary: 'Create the invited account with its owner’s password, spend the link and sign them in.',
        access: 'public',
        request: { body: { type: types.acceptInvitation } },
        responses: [{ status: 200, description: 'Signed in, as by POST /api/auth/login.', body: { type: types.loginResponse } }],
        errors: { ...ERR_JSON, 410: 'an unknown, revoked, expired or spent link', 429: 'too many invitation checks from this address' },
      },
    ],
  },
  {
    title: 'Site',
    intro: 'Calls made by the public pages themselves.',
    endpoints: [
      {
        method: 'POST',
        path: '/api/not-found',
        summary: 'Log a missing page: the 404 page sends the path it was shown for, which becomes one JSON line in the function log.',
        access: 'public',
        request: { body: { type: types.notFoundReport } },
        responses: [{ status: 204, description: 'Logged; nothing is stored.' }],
        errors: { ...ERR_JSON, 413: 'body over 4 KB' },
      },
    ],
  },
  {
    title: 'Portfolio pages',
    intro:
      'Pages, not JSON: the portfolio function renders them from the same public view as `GET /api/projects-enhanced` into Astro-built shells, and the CDN keeps them until a project or taxonomy write purges them (docs/decisions/0022-portfolio-pages-rendered-on-demand.md, docs/caching.md).',
    endpoints: [
      {
        method: 'GET',
        path: '/projects-enhanced',
        summary:
          'The portfolio list page with the page of published projects the query asks for in its HTML (24 a page); its island hydrates from the API.',
        access: 'public',
        query: { sector: 'a sector slug', technology: 'a technology slug', category: 'a category slug', page: 'the page number, from 1' },
        responses: [
          { status: 200, description: 'The page, filtered as the query says (an unknown slug is ignored).', contentType: 'text/html' },
        ],
        errors: {},
      },
      {
        method: 'GET',
        path: '/projects-enhanced/:slug',
        summary: 'A published project’s own page, with its metadata and JSON-LD.',
        access: 'public',
        responses: [
          { status: 200, description: 'The page.', contentType: 'text/html' },
          { status: 301, description: 'A slug the project had before: `Location` is its current page.' },
        ],
        errors: { 404: 'a draft’s, a deleted project’s or an unknown slug: the site’s 404 page' },
      },
      {
        method: 'GET',
        path: '/sitemap-portfolio.xml',
        summary: 'Every published project’s page with its last change, listed in /sitemap-index.xml.',
        access: 'public',
        responses: [{ status: 200, description: 'The sitemap.', contentType: 'application/xml' }],
        errors: {},
      },
    ],
  },
];
