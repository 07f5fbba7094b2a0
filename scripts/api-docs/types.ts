import type { z } from 'zod';
import { errorSchema, successSchema, uploadPartSchema, uploadResultSchema, verifyFailureSchema } from '#src/schemas/api.ts';
import { taxonomyDeleteSchema, taxonomyRowSchema } from '#src/schemas/taxonomy-rows.ts';
import { auditEntrySchema, auditPageSchema, auditQuerySchema } from '#src/schemas/audit.ts';
import { privacyBackupSchema, privacyErasureSchema, privacyExportSchema, privacyRequestSchema } from '#src/schemas/privacy.ts';
import { loginResponseSchema, loginSchema, resetPasswordSchema } from '#src/schemas/auth.ts';
import { verifyResponseSchema } from '#src/schemas/session.ts';
import { importSummarySchema, storedBackupSchema, takeBackupRequestSchema } from '#src/schemas/backup.ts';
import { clientInputSchema, clientSchema } from '#src/schemas/client.ts';
import { credentialInputShape, credentialSchema } from '#src/schemas/credential.ts';
import { jobInputShape, jobSchema } from '#src/schemas/job.ts';
import { documentFieldsSchema, documentSchema, documentUpdateSchema } from '#src/schemas/document.ts';
import {
  contactReceivedSchema,
  contactSchema,
  enquiryRetryResultSchema,
  enquiryRetrySchema,
  enquirySchema,
  enquiryStatusUpdateSchema,
} from '#src/schemas/contact.ts';
import {
  applicationListQuerySchema,
  applicationReceivedSchema,
  applicationSchema,
  applicationStatusUpdateSchema,
} from '#src/schemas/application.ts';
import { deletedItemSchema, restoredSchema, restoreInputSchema, revisionSchema } from '#src/schemas/history.ts';
import { notFoundReportSchema } from '#src/schemas/not-found.ts';
import { audienceQuerySchema, audienceReportSchema, hitSchema } from '#src/schemas/audience.ts';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import { projectInputSchema, projectSchema } from '#src/schemas/project.ts';
import { mediaItemSchema, mediaPageSchema, mediaUpdateSchema } from '#src/schemas/media.ts';
import { projectEnhancedInputSchema, projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { bulkInputSchema, bulkResultSchema } from '#src/schemas/project-bulk.ts';
import { projectListPageSchema, projectListQuerySchema } from '#src/schemas/project-list.ts';
import { clientBulkInputSchema, clientBulkResultSchema } from '#src/schemas/client-bulk.ts';
import { enquiryBulkInputSchema, enquiryBulkResultSchema } from '#src/schemas/enquiry-bulk.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import {
  acceptInvitationSchema,
  invitationCheckSchema,
  invitationDetailsSchema,
  invitedSchema,
  inviteInputSchema,
  staffChangeSchema,
  staffListSchema,
  staffUserSchema,
} from '#src/schemas/staff.ts';
import { adminSummarySchema } from '#src/schemas/summary.ts';
import { presenceInputSchema, presenceQuerySchema, presenceSchema } from '#src/schemas/presence.ts';
import { pagePreviewInputSchema, previewInputSchema, previewLinkSchema } from '#src/schemas/preview.ts';
import { pageDetailSchema, pageDraftInputSchema, pagePublishedSchema, pageRowSchema, pageScheduleInputSchema } from '#src/schemas/pages.ts';
import { categoryInputSchema, technologyInputSchema } from '#src/schemas/taxonomy.ts';

// The names the reference gives the schemas of the endpoint table, what each
// is for, and the module of src/schemas that declares it (a test checks that
// it does). Fields and their types are read from the schemas themselves.

export interface TypeDoc {
  name: string;
  /** The module of src/schemas that exports the schema. */
  file: string;
  description: string;
}

const named = (schema: z.core.$ZodType, name: string, file: string, description: string) => [schema, { name, file, description }] as const;

export const typeDocs = new Map<z.core.$ZodType, TypeDoc>([
  named(
    errorSchema,
    'Error',
    'api.ts',
    'Every refusal: `error` says what went wrong; `issues` names each invalid field of a 400; `id` is a 500’s correlation id, also in the server’s log line; `current` is the item as stored when a change based on an older version was refused (409 `edit_conflict`).',
  ),
  named(successSchema, 'Success', 'api.ts', 'A delete, a sign-out or a password change done.'),
  named(loginSchema, 'LoginInput', 'auth.ts', 'Sign-in credentials.'),
  named(
    loginResponseSchema,
    'LoginAnswer',
    'auth.ts',
    'A session token (an 8-hour JWT for `Authorization: Bearer`) with the user and the deploy context whose content the admin edits; or, answered 401, the same failure for an unknown user and a wrong password.',
  ),
  named(verifyResponseSchema, 'VerifyResult', 'session.ts', 'The token is a live session: whose, with which role, and the deploy context.'),
  named(verifyFailureSchema, 'VerifyFailure', 'api.ts', 'No token, or one that is invalid, expired or revoked (401).'),
  named(
    resetPasswordSchema,
    'ResetPasswordInput',
    'auth.ts',
    'A password change: the current password and the new one (12 characters or more).',
  ),
  named(projectSchema, 'Project', 'project.ts', 'An “old” simple project.'),
  named(
    projectInputSchema,
    'ProjectInput',
    'project.ts',
    'What a project is created with: blank technologies and outcomes are dropped; unknown fields are ignored.',
  ),
  named(
    projectEnhancedSchema,
    'ProjectEnhanced',
    'project-enhanced.ts',
    'A portfolio project as read: the stored relation ids and the categories, sectors and technologies they name; its current slug and the former ones that redirect to it; an optional publish and unpublish date.',
  ),
  named(
    projectEnhancedInputSchema,
    'ProjectEnhancedInput',
    'project-enhanced.ts',
    'What a portfolio project is created with. Every relation id must exist; an empty slug is derived from the title; `unpublish_at` must be after `publish_at`.',
  ),
  named(
    mediaItemSchema,
    'MediaItem',
    'media.ts',
    'A library photo: its address (`/media/<hash>.<ext>`, the original bytes, cached for good), pixel size, file size and type, alt texts (English required), focal point in 0–1, the name of the file it came from, and where it is used (`collection`, `id`, `label`, `field`).',
  ),
  named(
    mediaPageSchema,
    'MediaPage',
    'media.ts',
    'A page of the media library, newest first: its items, how many match, which page of how many.',
  ),
  named(
    mediaUpdateSchema,
    'MediaUpdateInput',
    'media.ts',
    'A change to a library photo: its `id` and any of its alt texts and focal point; the photo itself never changes.',
  ),
  named(
    projectListQuerySchema,
    'ProjectListQuery',
    'project-list.ts',
    "The view of the admin's project list, as its URL holds it: a search, a status, four facets, a sort, the page and its size.",
  ),
  named(
    projectListPageSchema,
    'ProjectListPage',
    'project-list.ts',
    "A page of the admin's project list: its projects, how many match the view and how many there are, which page of how many at which size, and each facet's choices with their counts.",
  ),
  named(
    bulkInputSchema,
    'BulkInput',
    'project-bulk.ts',
    'One action and the projects it applies to: 1 to 100 ids, a repeated id counted once, and optionally the version each was seen at.',
  ),
  named(
    clientBulkInputSchema,
    'ClientBulkInput',
    'client-bulk.ts',
    'One action (show, hide, delete, restore) and the clients it applies to: 1 to 100 ids, a repeated id counted once, and optionally the version each was seen at.',
  ),
  named(
    clientBulkResultSchema,
    'ClientBulkResult',
    'client-bulk.ts',
    'How many clients the action changed and how many failed, and each client’s result in the order asked: its outcome, its status, and the client as stored now or the error that stopped it.',
  ),
  named(
    enquiryBulkInputSchema,
    'EnquiryBulkInput',
    'enquiry-bulk.ts',
    'One action (mark_new, mark_handled, delete) and the enquiries it applies to: 1 to 100 ids, a repeated id counted once, and optionally the version each was seen at.',
  ),
  named(
    enquiryBulkResultSchema,
    'EnquiryBulkResult',
    'enquiry-bulk.ts',
    'How many enquiries the action changed and how many failed, and each enquiry’s result in the order asked: its outcome, its status, and the enquiry as stored now or the error that stopped it.',
  ),
  named(
    bulkResultSchema,
    'BulkResult',
    'project-bulk.ts',
    'How many projects the action changed and how many failed, and each project’s result in the order asked: its outcome, its status, and the project as stored now or the error that stopped it.',
  ),
  named(
    portfolioPageSchema,
    'PortfolioPage',
    'portfolio.ts',
    'A page of 24 published projects for the filters given, how many match, and each filter’s choices with their counts over all published projects. Projects leave out the draft flag and the relation ids.',
  ),
  named(uploadResultSchema, 'UploadResult', 'api.ts', 'Where the stored file is served: `/uploads/<uuid>.<ext>`.'),
  named(
    uploadPartSchema,
    'UploadPartReceived',
    'api.ts',
    'A part other than the last received (202): send `upload_id` with every later part.',
  ),
  named(clientSchema, 'Client', 'client.ts', 'A client logo of the home-page carousel; an inactive one is hidden from visitors.'),
  named(clientInputSchema, 'ClientInput', 'client.ts', 'What a client is created with.'),
  named(
    credentialSchema,
    'Credential',
    'credential.ts',
    'A certification, clearance or partnership: shown to visitors from the start of `valid_from` to the end of `valid_until` (Europe/Paris days) when published.',
  ),
  named(
    documentSchema,
    'Document',
    'document.ts',
    'A downloadable PDF: its texts in both languages, its language and category, its file (name, size in bytes, hash) and its `url`.',
  ),
  named(
    documentFieldsSchema,
    'DocumentFields',
    'document.ts',
    'The fields sent with a document’s file (French ones as `fr.title`, `fr.description` in multipart).',
  ),
  named(
    documentUpdateSchema,
    'DocumentUpdate',
    'document.ts',
    'A change to a document by JSON: its `id`, any of its fields, and a PDF sent in parts named by `upload_id` with the `file_name` visitors save it under.',
  ),
  named(
    credentialInputShape,
    'CredentialInput',
    'credential.ts',
    'What a credential is created with: days as YYYY-MM-DD, `logo_url` empty or a photo of the media library.',
  ),
  named(
    jobSchema,
    'Job',
    'job.ts',
    'A job offer: shown to visitors from the start of `date_posted` to the end of `valid_through` (Europe/Paris days) when published.',
  ),
  named(
    jobInputShape,
    'JobInput',
    'job.ts',
    'What a job offer is created with: days as YYYY-MM-DD, `contract_type` one of CDI, CDD, alternance, stage, salaries in whole euros a year or null.',
  ),
  named(
    taxonomyRowSchema,
    'TaxonomyRow',
    'taxonomy-rows.ts',
    'A category, sector or technology (technologies also have `vendor`, `type` and `description`); a read with a session adds `project_count`, how many portfolio projects use it.',
  ),
  named(
    categoryInputSchema,
    'CategoryInput',
    'taxonomy.ts',
    'What a category or a sector is created with; its slug is unique within its taxonomy.',
  ),
  named(
    technologyInputSchema,
    'TechnologyInput',
    'taxonomy.ts',
    'What a technology is created with; its slug is unique among technologies.',
  ),
  named(
    taxonomyDeleteSchema,
    'TaxonomyDeleteResult',
    'taxonomy-rows.ts',
    'The item is gone, and was taken out of `projects_updated` portfolio projects.',
  ),
  named(
    settingsSchema,
    'Settings',
    'settings.ts',
    'The carousel’s logo size (100 to 500, a multiple of 16 in between) and speed (10 to 120 seconds, a multiple of 5), whether it shows, and the footer’s social links (https addresses; a save that leaves one out keeps it).',
  ),
  named(contactSchema, 'ContactInput', 'contact.ts', 'A contact enquiry, in the language of the page it was written from.'),
  named(
    contactReceivedSchema,
    'ContactReceived',
    'contact.ts',
    'The enquiry is stored: its notification email was `sent`, or is `queued` (the relay failed, or the same message had just been received) and is sent later.',
  ),
  named(
    enquirySchema,
    'Enquiry',
    'contact.ts',
    'A stored contact enquiry, its status and its notification email: `relay.status` pending, sent, failed (tried again at `next_attempt_at`) or given_up, and for one not sent the `reason` as a code (unreachable, timeout, http_error, refused, unexpected_answer), never the relay’s own words.',
  ),
  named(enquiryStatusUpdateSchema, 'EnquiryStatusUpdate', 'contact.ts', 'An enquiry marked new or handled.'),
  named(
    applicationReceivedSchema,
    'ApplicationReceived',
    'application.ts',
    'The application and its CV are stored: the notification email was `sent`, or is `queued` (the relay failed) and is sent later.',
  ),
  named(
    applicationSchema,
    'Application',
    'application.ts',
    'A stored job application: the job applied for (none: spontaneous), what the candidate sent, its status, what names its CV (`cv`: file name, size, SHA-256; the bytes are served by /api/applications/cv), and its notification email as an enquiry’s.',
  ),
  named(
    applicationListQuerySchema,
    'ApplicationListQuery',
    'application.ts',
    'The inbox’s filters: a job (or `spontaneous`), a status, and the format.',
  ),
  named(applicationStatusUpdateSchema, 'ApplicationStatusUpdate', 'application.ts', 'An application’s new status.'),
  named(
    enquiryRetrySchema,
    'EnquiryRetry',
    'contact.ts',
    'The enquiry whose notification to send again; without `id`, every one not sent.',
  ),
  named(
    pageRowSchema,
    'PageRow',
    'pages.ts',
    'A page as the list shows it: its id, type, name in English and in French (the English where the French is empty) and address, whether its draft has changes not published, who last saved or published it and when.',
  ),
  named(
    pageDetailSchema,
    'Page',
    'pages.ts',
    'A page as stored: its `draft` and its `published` version, each with the texts of its type in `en` and `fr` (a French field left empty shows the English), its social image (a media library photo, or none), `noindex` and, for a service or sector page, the slug of its French address; `updated_at` is its version for `If-Match`, absent until first saved; `publish_at` and `scheduled_by` when its draft is scheduled to be published.',
  ),
  named(pageDraftInputSchema, 'PageDraft', 'pages.ts', 'A page’s whole draft, as `Page.draft`, checked by the schema of the page’s type.'),
  named(
    pagePublishedSchema,
    'PagePublished',
    'pages.ts',
    'The page as published, and `warnings`: each link of its texts to a site address that leads nowhere, naming the field.',
  ),
  named(
    pageScheduleInputSchema,
    'PageSchedule',
    'pages.ts',
    'When the page’s draft is to be published: an instant to come, with its offset; `null` cancels the schedule.',
  ),
  named(
    enquiryRetryResultSchema,
    'EnquiryRetryResult',
    'contact.ts',
    'The enquiries attempted, with their relay state after the attempt, and how many not sent were left for later.',
  ),
  named(
    revisionSchema,
    'Revision',
    'history.ts',
    'One version of an item or of the settings as a write stored it: when, by whom, which fields changed.',
  ),
  named(
    deletedItemSchema,
    'DeletedItem',
    'history.ts',
    'An item deleted less than 30 days ago, as it was, restorable until `expires_at`; a taxonomy item’s `unlinked` lists the projects its deletion took it out of.',
  ),
  named(
    restoreInputSchema,
    'RestoreInput',
    'history.ts',
    'What to restore: a version of an item (`revision`), or a deleted item (no `revision`). `current_revision` is the newest version the admin saw: a restore over a later change is refused with 409. The settings’ `id` is `settings`.',
  ),
  named(
    restoredSchema,
    'Restored',
    'history.ts',
    'The item as the restore stored it; for a deleted taxonomy item, the projects linked to it again (`relinked`) and those left as they were because they changed since its deletion (`not_relinked`); for a project, the library photos of the version deleted from the library since, left out of the restore (`photos_left_out`).',
  ),
  named(
    auditEntrySchema,
    'AuditEntry',
    'audit.ts',
    'One action as the audit log keeps it: who, when, from which address, on what, and how it ended.',
  ),
  named(privacyRequestSchema, 'PrivacyRequest', 'privacy.ts', 'The email address a privacy request is about.'),
  named(
    privacyExportSchema,
    'PersonalData',
    'privacy.ts',
    'Everything stored about an address: its enquiries, what staff did with them (audit entries by enquiry id) and the kept backups holding them.',
  ),
  named(privacyBackupSchema, 'BackupHolding', 'privacy.ts', 'A kept backup that holds enquiries from the address, and how many.'),
  named(
    privacyErasureSchema,
    'PrivacyErasure',
    'privacy.ts',
    'What an erasure removed: enquiries, and the kept backups rewritten without them.',
  ),
  named(
    auditPageSchema,
    'AuditPage',
    'audit.ts',
    'A page of the audit log: up to 100 entries, newest first, and `next`, the `before` that asks for the page after (null on the last).',
  ),
  named(
    auditQuerySchema,
    'AuditFilters',
    'audit.ts',
    'The audit log’s filters: days are YYYY-MM-DD, inclusive (the last 30 days by default); `before` is the id of the last entry shown.',
  ),
  named(
    presenceInputSchema,
    'PresenceInput',
    'presence.ts',
    'The item an edit screen has open: `<collection>/<id>` (`settings/settings` for the settings).',
  ),
  named(previewInputSchema, 'PreviewInput', 'preview.ts', 'The project to preview and the language of its page (`en` by default).'),
  named(previewLinkSchema, 'PreviewLink', 'preview.ts', 'The preview’s signed address on this site and when it stops working.'),
  named(pagePreviewInputSchema, 'PagePreviewInput', 'preview.ts', 'The language of the page’s draft to preview (`en` by default).'),
  named(presenceQuerySchema, 'PresenceQuery', 'presence.ts', 'The item an edit screen closed: `<collection>/<id>`.'),
  named(
    presenceSchema,
    'Presence',
    'presence.ts',
    'The other members of staff with the item open, seen within the last 45 seconds, the one seen last first.',
  ),
  named(
    adminSummarySchema,
    'AdminSummary',
    'summary.ts',
    'The dashboard’s counts: projects by their flags, clients shown and hidden, the taxonomies’ sizes, enquiries new and in all.',
  ),
  named(
    importSummarySchema,
    'ImportSummary',
    'backup.ts',
    'What an import does (`dry_run: true`) or did: per collection the items created, changed, removed and unchanged; the settings; the uploads added; the enquiries added (never removed) and those past their retention dropped (never written); the backup of the content as it was.',
  ),
  named(
    storedBackupSchema,
    'StoredBackup',
    'backup.ts',
    'A backup kept in the store, 14 days: nightly, taken before an import, on request (`manual`), or sent to be restored (`uploaded`).',
  ),
  named(
    takeBackupRequestSchema,
    'TakeBackupInput',
    'backup.ts',
    'Whether the backup holds the enquiries (personal data: leave them out unless needed).',
  ),
  named(
    staffListSchema,
    'StaffList',
    'staff.ts',
    'The staff accounts and the invitations not yet accepted (an invitation’s id is its token’s SHA-256, never the token).',
  ),
  named(
    staffUserSchema,
    'StaffUser',
    'staff.ts',
    'A staff account; `owner` is the account of the site’s environment, always an administrator; `permissions` are those that count now (an administrator has every one; an editor, those granted).',
  ),
  named(inviteInputSchema, 'InviteInput', 'staff.ts', 'Who to invite, as what.'),
  named(
    invitedSchema,
    'Invited',
    'staff.ts',
    'The invitation and its one-time token, given out only here: the link is `/admin/invitation#<token>`, valid 7 days.',
  ),
  named(
    staffChangeSchema,
    'StaffChange',
    'staff.ts',
    'A user’s new role, the permissions granted them (the whole list: what it leaves out is withdrawn), or both; at least one of the two.',
  ),
  named(invitationCheckSchema, 'InvitationCheck', 'staff.ts', 'An invitation link’s token.'),
  named(invitationDetailsSchema, 'InvitationDetails', 'staff.ts', 'Whom a live invitation is for.'),
  named(
    acceptInvitationSchema,
    'AcceptInvitationInput',
    'staff.ts',
    'An invitation link’s token and the password its owner chose (the rules of a password change).',
  ),
  named(notFoundReportSchema, 'NotFoundReport', 'not-found.ts', 'The address a 404 page was shown for, and the page that linked to it.'),
  named(
    hitSchema,
    'Hit',
    'audience.ts',
    'One page view as the beacon sends it: the page’s path (no query), the viewport’s width in CSS pixels and `document.referrer` (empty, or an address). The server keeps the path (its trailing slash tidied), the language the path says, a device class from the width (phone ≤ 767 px, tablet ≤ 1199, else desktop) and the referrer’s host when it is another site; nothing else is kept.',
  ),
  named(audienceQuerySchema, 'AudienceQuery', 'audience.ts', 'A period: its first and last day, inclusive, as YYYY-MM-DD in Paris.'),
  named(
    audienceReportSchema,
    'AudienceReport',
    'audience.ts',
    'A period’s audience: views per day (every day of the period), ranked paths, referring domains (`(direct)`: none, `(other)`: past 1,000 in a day), languages and devices, and the enquiries received by the page that led to them and by referring domain, and the job applications by the page they were sent from (`(unknown)`: sent before the site recorded it).',
  ),
]);
