import * as z from '#src/schemas/zod-mini.ts';
import { successSchema, uploadPartSchema, uploadResultSchema } from '#src/schemas/api.ts';
import { taxonomyDeleteSchema, taxonomyRowSchema } from '#src/schemas/taxonomy-rows.ts';
import {
  applicationListQuerySchema,
  applicationReceivedSchema,
  applicationSchema,
  applicationStatusUpdateSchema,
} from '#src/schemas/application.ts';
import { audienceQuerySchema, audienceReportSchema, hitSchema } from '#src/schemas/audience.ts';
import { auditPageSchema, auditQuerySchema, type AuditAction } from '#src/schemas/audit.ts';
import { importSummarySchema, storedBackupListSchema, storedBackupSchema, takeBackupRequestSchema } from '#src/schemas/backup.ts';
import { clientInputSchema, clientSchema } from '#src/schemas/client.ts';
import { credentialInputShape, credentialSchema } from '#src/schemas/credential.ts';
import { documentSchema, documentUpdateSchema } from '#src/schemas/document.ts';
import { jobInputShape, jobSchema } from '#src/schemas/job.ts';
import { id, updateEnvelope } from '#src/schemas/common.ts';
import {
  contactReceivedSchema,
  contactSchema,
  enquiryRetryResultSchema,
  enquiryRetrySchema,
  enquirySchema,
  enquiryStatusUpdateSchema,
} from '#src/schemas/contact.ts';
import {
  deletedListSchema,
  historyCollectionSchema,
  restoredSchema,
  restoreInputSchema,
  revisionListSchema,
} from '#src/schemas/history.ts';
import { mediaItemSchema, mediaListQuerySchema, mediaPageSchema, mediaUpdateSchema } from '#src/schemas/media.ts';
import { notFoundReportSchema } from '#src/schemas/not-found.ts';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import { privacyErasureSchema, privacyExportSchema, privacyRequestSchema } from '#src/schemas/privacy.ts';
import { projectInputSchema, projectSchema } from '#src/schemas/project.ts';
import { projectEnhancedInputSchema, projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { bulkInputSchema, bulkResultSchema } from '#src/schemas/project-bulk.ts';
import { projectListPageSchema, projectListQuerySchema } from '#src/schemas/project-list.ts';
import { clientBulkInputSchema, clientBulkResultSchema } from '#src/schemas/client-bulk.ts';
import { enquiryBulkInputSchema, enquiryBulkResultSchema } from '#src/schemas/enquiry-bulk.ts';
import { enquiryListQuerySchema } from '#src/schemas/enquiry-list.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import { invitedSchema, inviteInputSchema, staffChangeSchema, staffListSchema, staffUserSchema } from '#src/schemas/staff.ts';
import type { StaffPermission } from '#src/schemas/staff-roles.ts';
import { adminSummary, authLogout, authVerify } from '#src/schemas/shell-endpoints.ts';
import { authAcceptInvitation, authInvitation, authLogin, authResetPassword } from '#src/schemas/auth-endpoints.ts';
import { presenceInputSchema, presenceQuerySchema, presenceSchema } from '#src/schemas/presence.ts';
import { pagePreviewInputSchema, previewInputSchema, previewLinkSchema } from '#src/schemas/preview.ts';
import {
  pageDetailSchema,
  pageDraftInputSchema,
  pageIdQuerySchema,
  pageListSchema,
  pagePublishedSchema,
  pageQuerySchema,
  pageScheduleInputSchema,
} from '#src/schemas/pages.ts';
import { categoryInputSchema, taxonomyTypeSchema, technologyInputSchema } from '#src/schemas/taxonomy.ts';

// Every endpoint of the site, declared once: one entry per Netlify function
// (netlify/functions/<file>.mts, whose literal `config.path` a test compares
// with `path`), and per method who may call it, what it takes and what it
// answers, with the schemas of src/schemas. The functions route by it
// (functions/platform/route.ts: the methods, the Allow header, the access
// check, the audit note), the admin calls by it (callApi in
// admin/lib/api-client.ts) and docs/api.md is generated from it with the prose
// of scripts/api-docs. Prose stays out of this module: the admin loads it.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a method. `session-optional`: anyone, and a staff session sent
 * with the request changes the answer (drafts, hidden items, usage counts);
 * a session that is sent but not valid is a 401. `staff`: any signed-in
 * member of staff, administrator or editor. `admin`: administrators only (403
 * for an editor). A staff permission (`enquiries`): administrators, and the
 * editors an administrator granted it (403 for other editors).
 */
export type Access = 'public' | 'session-optional' | 'staff' | 'admin' | StaffPermission;

type Schema = z.core.$ZodType;

export interface MethodContract {
  readonly access: Access;
  /** The query parameters it reads. */
  readonly query?: Schema;
  /** Its JSON body. */
  readonly body?: Schema;
  /** A body that is a file instead of JSON, of this type. */
  readonly file?: 'application/zip' | 'application/pdf' | 'multipart/form-data';
  /** Its JSON answer to a success (none: a file, a page or nothing). */
  readonly answer?: Schema;
  /** The answer that takes the place of `answer` when this query parameter is sent (`?id=`: one record). */
  readonly answerWith?: Readonly<Record<string, Schema>>;
  /** Its refusal when it is not the error shape every other refusal has. */
  readonly failure?: Schema;
  /**
   * What a write is recorded as in the audit log from its first step, so a
   * refused one is recorded alike; `false`: a write that only reads, never
   * recorded. Reads (GET) are never recorded.
   */
  readonly audit?: false | { readonly action?: AuditAction; readonly collection?: string };
}

export interface Endpoint {
  /** Names it in logs, and is the audit log's collection for a write that names none. */
  readonly name: string;
  /** Netlify's `config.path`: an address pattern, or several. */
  readonly path: string | readonly string[];
  readonly methods: Partial<Record<Method, MethodContract>>;
}

/** An endpoint of the API (one address), as the admin calls it. */
export type ApiEndpoint = Endpoint & { readonly path: string };

const readQuery = z.object({ id: z.optional(z.string()) });
const deleteQuery = z.object({ id });
const taxonomyQuery = z.object({ type: taxonomyTypeSchema, id: z.optional(z.string()) });
const backupQuery = z.object({ backup: z.optional(z.string()) });
/** A page of the portfolio, filtered by taxonomy slugs. */
const portfolioQuery = {
  page: z.optional(z.string()),
  sector: z.optional(z.string()),
  technology: z.optional(z.string()),
  category: z.optional(z.string()),
};

/** A PUT body: the id and any of the fields, laid over the stored record and checked whole. */
const updateOf = <S extends z.ZodMiniObject>(input: S) => z.extend(updateEnvelope, z.partial(input).shape);

/** A collection of records: read by anyone (drafts and hidden ones with a session), written by staff. */
function contentMethods<R extends Schema, I extends z.ZodMiniObject>(record: R, input: I) {
  return {
    GET: { access: 'session-optional', query: readQuery, answer: z.array(record), answerWith: { id: record } },
    POST: { access: 'staff', body: input, answer: record },
    PUT: { access: 'staff', body: updateOf(input), answer: record },
    DELETE: { access: 'staff', query: deleteQuery, answer: successSchema },
  } as const;
}

export const endpoints = {
  authLogin,
  authVerify,
  authLogout,
  authResetPassword,
  authInvitation,
  authAcceptInvitation,
  projects: { name: 'projects', path: '/api/projects', methods: contentMethods(projectSchema, projectInputSchema) },
  projectsEnhanced: {
    name: 'projects-enhanced',
    path: '/api/projects-enhanced',
    methods: {
      ...contentMethods(projectEnhancedSchema, projectEnhancedInputSchema),
      GET: {
        access: 'session-optional',
        query: z.object({ id: z.optional(z.string()), ...portfolioQuery }),
        answer: z.array(projectEnhancedSchema),
        answerWith: { id: projectEnhancedSchema, page: portfolioPageSchema },
      },
    },
  },
  projectsEnhancedBulk: {
    name: 'projects-enhanced/bulk',
    path: '/api/projects-enhanced/bulk',
    methods: {
      // Each project changed is also an audit entry of its own, as its own request would be.
      POST: {
        access: 'staff',
        body: bulkInputSchema,
        answer: bulkResultSchema,
        audit: { action: 'update', collection: 'projects-enhanced' },
      },
    },
  },
  adminProjectsEnhanced: {
    name: 'admin/projects-enhanced',
    path: '/api/admin/projects-enhanced',
    methods: { GET: { access: 'staff', query: projectListQuerySchema, answer: projectListPageSchema } },
  },
  uploadLogo: {
    name: 'upload-logo',
    path: '/api/projects-enhanced/upload-logo',
    methods: { POST: { access: 'staff', file: 'multipart/form-data', answer: z.union([uploadResultSchema, uploadPartSchema]) } },
  },
  adminMedia: {
    name: 'admin/media',
    path: '/api/admin/media',
    methods: {
      GET: {
        access: 'staff',
        query: mediaListQuerySchema,
        answer: mediaPageSchema,
        answerWith: { id: mediaItemSchema, url: mediaItemSchema },
      },
      POST: { access: 'staff', file: 'multipart/form-data', answer: mediaItemSchema, audit: { collection: 'media' } },
      PUT: { access: 'staff', body: mediaUpdateSchema, answer: mediaItemSchema, audit: { collection: 'media' } },
      DELETE: { access: 'staff', query: deleteQuery, answer: successSchema, audit: { collection: 'media' } },
    },
  },
  media: { name: 'media', path: '/media/:key', methods: { GET: { access: 'public' } } },
  uploads: { name: 'uploads', path: ['/uploads/:key', '/api/uploads/:key'], methods: { GET: { access: 'public' } } },
  clients: { name: 'clients', path: '/api/clients', methods: contentMethods(clientSchema, clientInputSchema) },
  /** Certifications, clearances and partnerships: visitors get those valid today and published. */
  credentials: { name: 'credentials', path: '/api/credentials', methods: contentMethods(credentialSchema, credentialInputShape) },
  documents: {
    name: 'documents',
    path: '/api/documents',
    methods: { GET: { access: 'session-optional', query: readQuery, answer: z.array(documentSchema), answerWith: { id: documentSchema } } },
  },
  /**
   * Document writes: multipart (the PDF in `file` and the fields, French ones as fr.title and fr.description), or JSON for
   * fields alone; a PDF sent in parts is named by `upload_id` (and `file_name`) instead of `file`.
   */
  adminDocuments: {
    name: 'admin/documents',
    path: '/api/admin/documents',
    methods: {
      POST: { access: 'staff', file: 'multipart/form-data', answer: documentSchema, audit: { collection: 'documents' } },
      PUT: { access: 'staff', body: documentUpdateSchema, answer: documentSchema, audit: { collection: 'documents' } },
      DELETE: { access: 'staff', query: deleteQuery, answer: successSchema, audit: { collection: 'documents' } },
    },
  },
  /** A PDF over one request's size, sent in parts of at most 4 MB (the body, `application/pdf`); the document's write then names its upload_id. */
  adminDocumentParts: {
    name: 'admin/documents/parts',
    path: '/api/admin/documents/parts',
    methods: {
      POST: {
        access: 'staff',
        query: z.object({ upload_id: z.optional(z.string()), part: z.string(), parts: z.string() }),
        file: 'application/pdf',
        answer: uploadPartSchema,
      },
    },
  },
  /** A published document's PDF at its stable address, /documents/<slug>.pdf. */
  documentFile: { name: 'document-file', path: '/documents/:file', methods: { GET: { access: 'public' } } },
  /** Job offers: visitors get the published ones open today (from date_posted to valid_through, Paris days), by ?id= or ?slug= too. */
  jobs: {
    name: 'jobs',
    path: '/api/jobs',
    methods: {
      ...contentMethods(jobSchema, jobInputShape),
      GET: {
        access: 'session-optional',
        query: z.object({ id: z.optional(z.string()), slug: z.optional(z.string()) }),
        answer: z.array(jobSchema),
        answerWith: { id: jobSchema, slug: jobSchema },
      },
    },
  },
  /** The /careers pages and each job's page, rendered on demand from the jobs open today, and their sitemap. */
  careers: {
    name: 'careers',
    path: ['/careers', '/careers/:slug', '/fr/careers', '/fr/careers/:slug', '/sitemap-careers.xml'],
    methods: { GET: { access: 'public' } },
  },
  /** The /certifications pages, rendered on demand from the credentials valid today. */
  certifications: { name: 'certifications', path: ['/certifications', '/fr/certifications'], methods: { GET: { access: 'public' } } },
  clientsBulk: {
    name: 'clients/bulk',
    path: '/api/clients/bulk',
    methods: {
      // Each client changed is also an audit entry of its own, as its own request would be.
      POST: {
        access: 'staff',
        body: clientBulkInputSchema,
        answer: clientBulkResultSchema,
        audit: { action: 'update', collection: 'clients' },
      },
    },
  },
  taxonomy: {
    name: 'taxonomy',
    path: '/api/taxonomy',
    methods: {
      GET: { access: 'session-optional', query: taxonomyQuery, answer: z.array(taxonomyRowSchema), answerWith: { id: taxonomyRowSchema } },
      POST: {
        access: 'staff',
        query: z.pick(taxonomyQuery, { type: true }),
        body: z.union([technologyInputSchema, categoryInputSchema]),
        answer: taxonomyRowSchema,
      },
      PUT: {
        access: 'staff',
        query: z.pick(taxonomyQuery, { type: true }),
        body: updateOf(technologyInputSchema),
        answer: taxonomyRowSchema,
      },
      DELETE: { access: 'staff', query: z.object({ type: taxonomyTypeSchema, id }), answer: taxonomyDeleteSchema },
    },
  },
  settings: {
    name: 'settings',
    path: '/api/settings',
    methods: {
      GET: { access: 'session-optional', answer: settingsSchema },
      // A save of the one settings document edits it, whatever the method.
      POST: { access: 'admin', body: settingsSchema, answer: settingsSchema, audit: { action: 'update' } },
    },
  },
  sendEmail: {
    name: 'send-email',
    path: '/api/send-email',
    methods: { POST: { access: 'public', body: contactSchema, answer: contactReceivedSchema } },
  },
  enquiries: {
    name: 'enquiries',
    path: '/api/enquiries',
    methods: {
      // Enquiries are personal data: for administrators and the editors allowed to see them.
      GET: {
        access: 'enquiries',
        // Every enquiry, or those of a view of the inbox (ADR 0063), newest first unless sorted otherwise.
        query: z.extend(enquiryListQuerySchema, { format: z.optional(z.enum(['json', 'csv'])) }),
        answer: z.array(enquirySchema),
        // Every read and export is on record, refusals included.
        audit: { action: 'read' },
      },
      PUT: { access: 'enquiries', body: enquiryStatusUpdateSchema, answer: enquirySchema },
      DELETE: { access: 'enquiries', query: deleteQuery, answer: successSchema },
    },
  },
  enquiriesBulk: {
    name: 'enquiries/bulk',
    path: '/api/enquiries/bulk',
    methods: {
      // Each enquiry changed is also an audit entry of its own, by its id only.
      POST: {
        access: 'enquiries',
        body: enquiryBulkInputSchema,
        answer: enquiryBulkResultSchema,
        audit: { action: 'update', collection: 'enquiries' },
      },
    },
  },
  enquiriesRetry: {
    name: 'enquiries/retry',
    path: '/api/enquiries/retry',
    methods: {
      POST: {
        access: 'enquiries',
        body: enquiryRetrySchema,
        answer: enquiryRetryResultSchema,
        // A change of the enquiry's relay, whoever asks: refusals included.
        audit: { action: 'update', collection: 'enquiries' },
      },
    },
  },
  /** Job applications (ADR 0071): sent by candidates with a CV, read by staff allowed to (a permission of their own). */
  applications: {
    name: 'applications',
    path: '/api/applications',
    methods: {
      // Multipart: job_id (none: spontaneous), name, email, phone, message, consent, source_path, the CV in `cv`, the anti-spam fields.
      POST: { access: 'public', file: 'multipart/form-data', answer: applicationReceivedSchema },
      // Every read is in the audit log (personal data), as the enquiries' are; ?format=csv: the CSV export, without the CVs.
      GET: {
        access: 'applications',
        query: applicationListQuerySchema,
        answer: z.array(applicationSchema),
        audit: { action: 'read', collection: 'applications' },
      },
      PUT: {
        access: 'applications',
        body: applicationStatusUpdateSchema,
        answer: applicationSchema,
        audit: { collection: 'applications' },
      },
      DELETE: { access: 'applications', query: deleteQuery, answer: successSchema, audit: { collection: 'applications' } },
    },
  },
  /** An application's CV, as an attachment, for staff allowed to read the applications. */
  applicationsCv: {
    name: 'applications/cv',
    path: '/api/applications/cv',
    methods: { GET: { access: 'applications', query: z.object({ id }), audit: { action: 'read', collection: 'applications' } } },
  },
  history: {
    name: 'admin/history',
    path: '/api/admin/history',
    methods: {
      GET: {
        access: 'staff',
        query: z.object({
          collection: z.optional(historyCollectionSchema),
          id: z.optional(z.string()),
          deleted: z.optional(z.string()),
        }),
        answer: revisionListSchema,
        answerWith: { deleted: deletedListSchema },
      },
      POST: { access: 'staff', body: restoreInputSchema, answer: restoredSchema, audit: { action: 'restore' } },
    },
  },
  pages: {
    name: 'pages',
    path: '/api/pages',
    methods: {
      GET: { access: 'staff', query: pageQuerySchema, answer: pageListSchema, answerWith: { id: pageDetailSchema } },
      PUT: { access: 'staff', query: pageIdQuerySchema, body: pageDraftInputSchema, answer: pageDetailSchema },
    },
  },
  pagesPublish: {
    name: 'pages/publish',
    path: '/api/pages/publish',
    methods: {
      // Editors publish every page but the legal ones, which need an administrator (403).
      POST: { access: 'staff', query: pageIdQuerySchema, answer: pagePublishedSchema, audit: { action: 'publish', collection: 'pages' } },
    },
  },
  pagesPreview: {
    name: 'pages/preview',
    path: '/api/pages/preview',
    // A signed address of the page's draft as its public page will show it (ADR 0059); a link made is no change.
    methods: { POST: { access: 'staff', query: pageIdQuerySchema, body: pagePreviewInputSchema, answer: previewLinkSchema, audit: false } },
  },
  pagesSchedule: {
    name: 'pages/schedule',
    path: '/api/pages/schedule',
    methods: {
      // Who may publish the page may schedule it: the legal pages need an administrator (403).
      PUT: { access: 'staff', query: pageIdQuerySchema, body: pageScheduleInputSchema, answer: pageDetailSchema },
    },
  },
  audit: {
    name: 'admin/audit',
    path: '/api/admin/audit',
    methods: { GET: { access: 'admin', query: auditQuerySchema, answer: auditPageSchema } },
  },
  adminPrivacyExport: {
    name: 'admin/privacy/export',
    path: '/api/admin/privacy/export',
    methods: {
      GET: {
        access: 'admin',
        query: privacyRequestSchema,
        answer: privacyExportSchema,
        audit: { action: 'export', collection: 'privacy' },
      },
    },
  },
  adminPrivacyErase: {
    name: 'admin/privacy/erase',
    path: '/api/admin/privacy/erase',
    methods: {
      POST: {
        access: 'admin',
        body: privacyRequestSchema,
        answer: privacyErasureSchema,
        audit: { action: 'delete', collection: 'privacy' },
      },
    },
  },
  adminSummary,
  adminPreview: {
    name: 'admin/preview',
    path: '/api/admin/preview',
    methods: { POST: { access: 'staff', body: previewInputSchema, answer: previewLinkSchema, audit: false } },
  },
  adminPresence: {
    name: 'admin/presence',
    path: '/api/admin/presence',
    methods: {
      POST: { access: 'staff', body: presenceInputSchema, answer: presenceSchema, audit: false },
      DELETE: { access: 'staff', query: presenceQuerySchema, answer: successSchema, audit: false },
    },
  },
  adminExport: {
    name: 'admin/export',
    path: '/api/admin/export',
    methods: { GET: { access: 'admin', query: z.object({ enquiries: z.optional(z.literal('1')) }) } },
  },
  adminImportPreview: {
    name: 'admin/import/preview',
    path: '/api/admin/import/preview',
    methods: { POST: { access: 'admin', query: backupQuery, file: 'application/zip', answer: importSummarySchema, audit: false } },
  },
  adminImport: {
    name: 'admin/import',
    path: '/api/admin/import',
    methods: {
      POST: {
        access: 'admin',
        query: backupQuery,
        file: 'application/zip',
        answer: importSummarySchema,
        audit: { action: 'import', collection: 'backup' },
      },
    },
  },
  adminBackups: {
    name: 'admin/backups',
    path: '/api/admin/backups',
    methods: {
      GET: { access: 'admin', query: z.object({ name: z.optional(z.string()) }), answer: storedBackupListSchema },
      POST: { access: 'admin', body: takeBackupRequestSchema, answer: storedBackupSchema, audit: { collection: 'backup' } },
      DELETE: { access: 'admin', query: z.object({ name: z.string() }), answer: successSchema, audit: { collection: 'backup' } },
    },
  },
  adminBackupsUpload: {
    name: 'admin/backups/upload',
    path: '/api/admin/backups/upload',
    methods: {
      POST: {
        access: 'admin',
        query: z.object({ upload_id: z.optional(z.string()), part: z.optional(z.string()), parts: z.optional(z.string()) }),
        file: 'application/zip',
        answer: z.union([storedBackupSchema, uploadPartSchema]),
        audit: { collection: 'backup' },
      },
    },
  },
  adminUsers: {
    name: 'admin/users',
    path: '/api/admin/users',
    methods: {
      GET: { access: 'admin', answer: staffListSchema },
      POST: { access: 'admin', body: inviteInputSchema, answer: invitedSchema, audit: { action: 'invite', collection: 'users' } },
      PUT: { access: 'admin', body: staffChangeSchema, answer: staffUserSchema, audit: { collection: 'users' } },
      DELETE: {
        access: 'admin',
        query: z.object({ username: z.optional(z.string()), invitation: z.optional(z.string()) }),
        answer: successSchema,
      },
    },
  },
  /** One page view, sent by the pages' beacon as JSON in a text/plain body (ADR 0073); 204 whether counted or not. */
  hit: {
    name: 'hit',
    path: '/api/hit',
    methods: { POST: { access: 'public', body: hitSchema, audit: false } },
  },
  adminAudience: {
    name: 'admin/audience',
    path: '/api/admin/audience',
    methods: { GET: { access: 'audience', query: audienceQuerySchema, answer: audienceReportSchema } },
  },
  notFound: {
    name: 'not-found',
    path: '/api/not-found',
    methods: { POST: { access: 'public', body: notFoundReportSchema } },
  },
  portfolio: {
    name: 'portfolio',
    path: [
      '/projects-enhanced',
      '/projects-enhanced/:slug',
      '/fr/projects-enhanced',
      '/fr/projects-enhanced/:slug',
      '/sitemap-portfolio.xml',
      '/preview/projects-enhanced/:id',
      '/fr/preview/projects-enhanced/:id',
    ],
    methods: { GET: { access: 'public', query: z.object(portfolioQuery) } },
  },
  sitePages: {
    name: 'site-pages',
    // The pages rendered from their published text (ADR 0059): every page; and the
    // Services and Sectors lists and Contact, for the published names they show (ADR 0078).
    // And the signed previews of their drafts, by page id: /preview/pages/<id>, /fr/preview/pages/<id>.
    path: [
      '/',
      '/about',
      '/services/automation-control-systems',
      '/services/engineering',
      '/services/computing',
      '/services/training',
      '/sectors/energy',
      '/sectors/oil-gas',
      '/sectors/chemistry-petrochemistry',
      '/sectors/pharmaceutical',
      '/sectors/agro-food',
      '/sectors/industries',
      '/services',
      '/sectors',
      '/contact',
      '/projects',
      '/privacy-policy',
      '/terms-of-service',
      // The French home page, with and without its slash (its canonical address has none).
      '/fr',
      '/fr/',
      '/fr/about',
      '/fr/services/:slug',
      '/fr/sectors/:slug',
      '/fr/services',
      '/fr/sectors',
      '/fr/contact',
      '/fr/projects',
      '/fr/privacy-policy',
      '/fr/terms-of-service',
      '/preview/pages/*',
      '/fr/preview/pages/*',
      '/sitemap-pages.xml',
    ],
    methods: { GET: { access: 'public', query: z.object({ expires: z.optional(z.string()), sig: z.optional(z.string()) }) } },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
