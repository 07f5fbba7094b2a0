import type { endpoints, EndpointName } from '#src/schemas/endpoints.ts';
import * as sample from './examples.ts';

// The reference's prose, keyed by the endpoint table (src/schemas/endpoints.ts):
// what each method does, what its query parameters mean, the errors of its
// own, and one example. Who may call it, its body and answer types, the
// audit note and the errors every such method shares are read from the table
// (render.ts); the types checker and tests/unit/api-docs.test.ts require a
// page of prose for every method of the table, and only for those.

export interface Example {
  /** The address called, where the endpoint's has a parameter (`/uploads/:key`). */
  path?: string;
  query?: Record<string, string>;
  /** The JSON body sent. */
  body?: unknown;
  /** A body that is not JSON, described: `<backup.zip>`. */
  file?: string;
  status: number;
  /** The JSON answer (the reference shows it parsed by the table's schema, shortened), or a description of a file or page. */
  answer?: unknown;
}

export interface MethodDoc {
  summary: string;
  /** Each query parameter of the table's query schema, explained. */
  query?: Record<string, string>;
  /** What it answers beyond the table's answer type: other statuses, files. */
  answer?: string;
  /** When it answers the table's `failure`. */
  failure?: string;
  /** Its own errors; those the table implies (401, 403, a JSON body's 400/413/415) are added to these. */
  errors?: Partial<Record<number, string>>;
  notes?: string[];
  example: Example;
}

type MethodsOf<K extends EndpointName> = keyof (typeof endpoints)[K]['methods'];
type EndpointDocs = { [K in EndpointName]: Record<MethodsOf<K>, MethodDoc> };

export interface Section {
  title: string;
  intro: string;
  endpoints: EndpointName[];
}

export const sections: Section[] = [
  {
    title: 'Authentication',
    intro:
      'Signing in gives a bearer token for every call that needs a session. Attempts are limited per username and address (5 in 15 minutes, then 429 with `Retry-After`), 20 per address whatever the username, and a username tried from many addresses is slowed after 5.',
    endpoints: ['authLogin', 'authVerify', 'authLogout', 'authResetPassword'],
  },
  {
    title: 'Portfolio projects',
    intro:
      'The portfolio shown on /projects-enhanced, with categories, sectors and technologies, and its logo uploads. Visitors get published projects only (a draft by id is 404); a session gets drafts too.',
    endpoints: ['projectsEnhanced', 'adminProjectsEnhanced', 'projectsEnhancedBulk', 'uploadLogo', 'uploads'],
  },
  {
    title: 'Media library',
    intro:
      'Photos staff upload once and the site shows (a project’s featured image, gallery, social image or logo, an old project’s image, a client’s or a credential’s logo, a page’s social image). The server types a photo by its bytes (JPEG, PNG, WebP, AVIF), reads its pixel size, strips its metadata (EXIF with GPS, XMP, comments) without re-encoding it, and stores it under a name made of its content’s hash: the same bytes are the same address, a replaced photo a new one, so every cache may keep it for good. Reads of projects resolve each library photo they show in `media` (size, alt texts, focal point); a write naming a `/media/` address the library does not hold is refused.',
    endpoints: ['adminMedia', 'media'],
  },
  {
    title: 'Projects (old)',
    intro: 'The simple project kind managed at /admin/projects. Visitors get published projects only; a session gets drafts too.',
    endpoints: ['projects'],
  },
  {
    title: 'Clients',
    intro:
      'The logos of the home-page carousel. Visitors get active clients only; a session gets hidden ones too. A logo is an uploaded file, a photo of the media library (then in use there, and refused if the library does not hold it) or a web address.',
    endpoints: ['clients', 'clientsBulk'],
  },
  {
    title: 'Certifications and partnerships',
    intro:
      'Certifications (MASE, ISO 9001…), clearances and vendor partnerships, and the /certifications pages that show them. Visitors get those published and valid today; a session gets every one.',
    endpoints: ['credentials', 'certifications'],
  },
  {
    title: 'Documents',
    intro:
      'PDF brochures, case-study sheets and certificates, each downloaded from its stable address `/documents/<slug>.pdf`. The bytes are checked: a PDF with no JavaScript, actions or attached files, at most 20 MB; one over 4 MB (what one request carries) is sent first in parts, then named by the write (0077-documents-up-to-20-mb-in-parts.md).',
    endpoints: ['documents', 'adminDocuments', 'adminDocumentParts', 'documentFile'],
  },
  {
    title: 'Careers',
    intro:
      'Job offers. Visitors get those published and open today, from `date_posted` to `valid_through` included, as Europe/Paris counts days; staff get every one.',
    endpoints: ['jobs', 'careers'],
  },
  {
    title: 'Taxonomies',
    intro: 'Categories, sectors and technologies, at one address and chosen with `?type=`.',
    endpoints: ['taxonomy'],
  },
  {
    title: 'Site settings',
    intro: 'The carousel and the footer’s social links.',
    endpoints: ['settings'],
  },
  {
    title: 'Pages',
    intro:
      'The words of the home page, About, the service and sector pages, the case studies and the legal pages, in English and French (docs/decisions/0058-pages-as-content.md). Each page is one document with a draft, which staff save, and a published version, which visitors see; a page never saved reads as the texts the site shipped with. A French field left empty shows the English. Page ids are the English path: `home`, `about`, `services/engineering`, `sectors/energy`, `case-studies` (shown at /projects), `privacy-policy`, `terms-of-service`. Staff only.',
    endpoints: ['pages', 'pagesPublish', 'pagesSchedule', 'pagesPreview'],
  },
  {
    title: 'Contact and enquiries',
    intro:
      'The contact form stores each enquiry first, then relays it by email (FormSubmit) with a confirmation drafted for the visitor, so a relay failure loses nothing: once stored, the visitor is told it was received. A notification not sent is tried again by a scheduled function 5 minutes, 30 minutes, 2 hours and 12 hours after each failed attempt, then given up; staff can retry one or all at any time (0046-honest-enquiries.md). The same message from the same person (name and address) within 10 minutes is the first one again: nothing is added. Enquiries older than 3 years are purged. They are personal data: administrators read and manage them, and editors only once an administrator grants them the `enquiries` permission; every read, export and change is in the audit log, refusals included.',
    endpoints: ['sendEmail', 'enquiries', 'enquiriesBulk', 'enquiriesRetry'],
  },
  {
    title: 'Job applications',
    intro:
      'Candidates apply to an open job, or spontaneously, with a CV in PDF (0071-job-applications.md). The application and its CV are stored before the company is emailed (through FormSubmit, retried by the schedule as enquiries are; the email names the job only: no CV, no candidate details). The CV is stored apart from the uploads, in no backup, served only to staff as an attachment. Unsuccessful applications (new, reviewed, rejected) are erased with their CV 2 years after their last change; hired ones stay until deleted. Staff read them with the `applications` permission (administrators always); every read, download, export and change is in the audit log.',
    endpoints: ['applications', 'applicationsCv'],
  },
  {
    title: 'Privacy requests',
    intro:
      'A person may ask what the site holds about their email address, or that it be erased (docs/privacy.md). Administrators only. The address is matched whatever its case; both requests are in the audit log with what they found or removed, never with the address.',
    endpoints: ['adminPrivacyExport', 'adminPrivacyErase'],
  },
  {
    title: 'Dashboard, history and audit log',
    intro:
      'Every write to a content item or the settings keeps the version it wrote (the last 50, and every one of the last 30 days); a deleted item stays restorable for 30 days with its uploads (docs/decisions/0031-revision-history.md). Every write made with a session, every sign-in (except those the rate limit refuses), sign-out, password change and restore is kept in the audit log for a year, succeeded or failed; a request with no session is not (0032-audit-log.md, 0043-audit-log-pages-and-anonymous-requests.md).',
    endpoints: ['adminSummary', 'history', 'audit'],
  },
  {
    title: 'Editing together',
    intro:
      'A change to an item (PUT of projects, enhanced projects, clients, taxonomy items; POST of the settings) may say which version of the item it is based on: `If-Match: "<updated_at>"` (`"initial"` for settings never saved). When the item was saved by someone else since, the change is refused with 409 `edit_conflict`, its `current` member is the item as stored, and nothing is written; the admin then merges field by field and sends again from `current.updated_at`. A change without `If-Match` replaces what is stored (last write wins) and its audit entry says `last_write_wins`. A malformed `If-Match` is 400 `bad_if_match`. Edit screens also say who else has the item open (0045-edit-conflicts-and-presence.md).',
    endpoints: ['adminPresence', 'adminPreview'],
  },
  {
    title: 'Backup and restore',
    intro:
      'One zip file holds the whole site: `manifest.json`, `content.json` (every collection, the settings, the enquiries when asked for) and `uploads/`. An import is checked whole first (schemas, unique ids and slugs, uploads and their checksums, image types, SVGs rebuilt; a file an item names is in the backup, on the site, or listed in the manifest’s `missing_uploads` as already lost when the backup was taken; a project’s category, sector or technology not in the backup, and a former slug another project now holds, are left out as the site reads them) and a problem is answered 400 naming the item; then it is applied all or nothing, after the content as it was is kept as a `pre-import` backup. A stored item its schema refuses (which every other read of its collection answers 500) fails neither: a backup keeps it as stored under `content.json`’s `unreadable`, never imported, and an import writes the backup’s item of that id over it or removes it, counted as changed or removed (ADR 0113). One request or response carries at most 4 MB of a backup: a larger one is kept and downloaded by byte ranges, or sent in parts and restored where it is kept, up to 100 MB (0035-backup-and-restore.md, 0036-backups-in-parts.md).',
    endpoints: ['adminExport', 'adminImportPreview', 'adminImport', 'adminBackups', 'adminBackupsUpload'],
  },
  {
    title: 'Staff accounts',
    intro:
      'An administrator does everything; an editor manages content but not the staff, the settings, the audit log or backups, and reads enquiries (personal data) only once an administrator grants the `enquiries` permission. The account of the site’s environment is the owner: always an administrator, never removed. People join by a one-time invitation link and choose their own password; a role change, a permission granted or withdrawn, or a removal counts from the next request (0033-staff-accounts-and-roles.md, 0044-enquiries-a-permission-of-their-own.md).',
    endpoints: ['adminUsers', 'authInvitation', 'authAcceptInvitation'],
  },
  {
    title: 'Audience',
    intro:
      'First-party audience measurement with no identifier (0073-audience-measurement-without-identifiers.md): each page view sends its path, the viewport’s width and the referring address, and the server keeps the path, the referring site’s domain, the language and a device class; views are stored one document each, folded hourly into daily counts kept 25 months; the admin reads them with the enquiries by the page that led to them.',
    endpoints: ['hit', 'adminAudience'],
  },
  {
    title: 'Site pages',
    intro:
      'Calls the public pages make, the portfolio’s pages and the pages whose words are content: HTML rendered by a function into Astro-built shells and kept by the CDN until a write purges them (0022-portfolio-pages-rendered-on-demand.md, 0059-pages-rendered-on-demand-into-frames.md, docs/caching.md).',
    endpoints: ['notFound', 'portfolio', 'sitePages'],
  },
];

const readQuery = { id: 'one record by id (404 when unknown, or a draft or hidden one for a visitor)' };
const deleteQuery = { id: 'the record to delete' };
const notFound = { 404: 'unknown id' };

/** An application as staff read it. */
const applicationExample = {
  id: '6e2b9d4f-1a3c-4e8b-a7d5-0c9f2e4b6a18',
  job_id: sample.ids.job,
  job_title: 'Automation engineer',
  name: 'Claire Martin',
  email: 'claire.martin@example.com',
  phone: '+33 6 12 34 56 78',
  message: 'I have five years of PLC commissioning on chemical sites and would like to join you.',
  language: 'en',
  source_path: '/careers/automation-engineer',
  status: 'new',
  cv: { file_name: 'claire-martin-cv.pdf', size: 182_344, sha256: 'a3f1c9e27b5d4086e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8' },
  relay: { status: 'sent', attempts: 1, attempted_at: '2025-05-12T09:14:03.000Z' },
  created_at: '2025-05-12T09:14:02.000Z',
  updated_at: '2025-05-12T09:14:02.000Z',
};
const typeQuery = { type: '`categories`, `sectors` or `technologies`' };

export const endpointDocs: EndpointDocs = {
  authLogin: {
    POST: {
      summary: 'Sign in. An unknown user and a wrong password get the same answer, in the same time.',
      errors: { 401: '`{ success: false, error }`: unknown user or wrong password', 429: 'too many attempts (`Retry-After`)' },
      example: {
        body: { username: 'admin', password: 'correct horse battery' },
        status: 200,
        answer: { success: true, token: sample.token, user: sample.sessionUser, deploy_context: 'production' },
      },
    },
  },
  authVerify: {
    POST: {
      summary: 'Whether the token sent is a live session, whose, and which deploy context’s content it edits.',
      failure: '(401) without a live session',
      example: { status: 200, answer: { authenticated: true, user: sample.sessionUser, deploy_context: 'production' } },
    },
  },
  authLogout: {
    POST: {
      summary: 'End the session of the token sent: it never verifies again.',
      example: { status: 200, answer: { success: true } },
    },
  },
  authResetPassword: {
    POST: {
      summary: 'Change the signed-in user’s password; their other sessions end.',
      errors: {
        400: 'invalid input, `Current password is incorrect`, or a new password equal to the current one',
        429: 'too many wrong current passwords',
      },
      example: {
        body: { current_password: 'correct horse battery', new_password: 'a longer passphrase' },
        status: 200,
        answer: { success: true },
      },
    },
  },
  projectsEnhanced: {
    GET: {
      summary:
        'The portfolio: every project (sorted by display order, then title), one with `?id=`, or with `?page=` a page of the published ones, filtered as the list page is (what the list island reads, a few kilobytes whatever the catalogue’s size).',
      query: {
        ...readQuery,
        page: 'a page number from 1 (past the end: the last page)',
        sector: 'with `page`: a sector slug (an unknown one is ignored)',
        technology: 'with `page`: a technology slug',
        category: 'with `page`: a category slug',
      },
      errors: notFound,
      example: { query: { id: sample.ids.enhanced }, status: 200, answer: sample.enhanced },
    },
    POST: {
      summary: 'Create a portfolio project: its slug is the one given, or derived from the title (`-2`… when taken).',
      errors: { 400: 'invalid input, or a relation id that does not exist', 409: 'a slug another project has' },
      example: { body: sample.enhancedInput, status: 201, answer: sample.enhanced },
    },
    PUT: {
      summary:
        'Change a project: the `id` and any fields. A relation list sent replaces the stored one; a new slug keeps the old one as a redirect; an empty one derives it again from the title.',
      errors: { ...notFound, 409: 'a slug another project has' },
      example: { body: { id: sample.ids.enhanced, is_featured: true }, status: 200, answer: sample.enhanced },
    },
    DELETE: {
      summary: 'Delete a project (restorable for 30 days).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.enhanced }, status: 200, answer: { success: true } },
    },
  },
  adminProjectsEnhanced: {
    GET: {
      summary:
        "The admin's list: one page of the projects a view holds (search, status, facets, sort), drafts included, with its counts; what /admin/projects-enhanced shows, whatever the catalogue's size.",
      query: {
        q: 'words searched in the title, client, city, country and summary in both languages and the taxonomy names, accents and case aside; every word must be found',
        filter:
          '`draft`, `published` (online now), `scheduled`, `expired`, `featured`, `missing-french` or `dated` (a publish or unpublish date)',
        sector: 'a sector slug',
        category: 'a category slug',
        technology: 'a technology slug',
        client: 'a client, by the name the projects hold',
        sort: '`order` (display order, then title: the default), `title`, `client`, `updated` (newest first) or `schedule` (the next change first)',
        page: 'the page, from 1 (past the end: the last page)',
        size: '`25`, `50` (the default) or `100` projects a page',
      },
      answer:
        '200 with `ProjectListPage`: `total` projects match the view, of `all`; each facet lists every value the projects have, counted within the view with that facet left out',
      errors: {
        400: 'a parameter out of its range (an unknown `filter` or `sort`, a `page` that is not a whole number from 1, another `size`)',
      },
      example: {
        query: { q: 'lavera', filter: 'draft' },
        status: 200,
        answer: {
          items: [sample.enhanced],
          total: 1,
          all: 68,
          page: 1,
          pages: 1,
          size: 50,
          facets: { sector: [{ value: 'energy', label: 'Energy', count: 1 }], category: [], technology: [], client: [] },
        },
      },
    },
  },
  projectsEnhancedBulk: {
    POST: {
      summary:
        "Publish, unpublish, feature, unfeature, delete or restore up to 100 projects at once (the admin list's selection, and its Undo). Each project is changed whole or not at all, as its own request would change it, and gets its own audit entry; one that fails does not stop the others.",
      answer:
        '200 with `BulkResult` whenever the request was valid, even if some projects failed: each result says `changed`, `unchanged` (already so) or `failed` with the error and status a request for that project alone would have had (404 for an unknown id; `restore` of a project that is not deleted: 400)',
      notes: [
        '`restore` brings deleted projects back from Recently deleted as they were, and is how a bulk delete is undone; the other actions are undone by their opposite on the projects that answered `changed`.',
        '`versions` (optional) gives, by id, the version (`updated_at`) each project was seen at: a publish, unpublish, feature or unfeature of a project changed since fails with 409 `edit_conflict` in its result. A project without one is changed whatever it holds: the last write wins, as the audit log notes.',
      ],
      example: {
        body: { action: 'publish', ids: [sample.ids.enhanced, '0d3f5a8c-2e7b-4c19-9a6d-4b8e1f2c7a05'] },
        status: 200,
        answer: {
          action: 'publish',
          changed: 1,
          failed: 1,
          results: [
            { id: sample.ids.enhanced, outcome: 'changed', status: 200, title: sample.enhanced.title, project: sample.enhanced },
            {
              id: '0d3f5a8c-2e7b-4c19-9a6d-4b8e1f2c7a05',
              outcome: 'failed',
              status: 404,
              error: { error: 'Project not found', code: 'not_found', params: { item: 'project' } },
            },
          ],
        },
      },
    },
  },
  uploadLogo: {
    POST: {
      summary:
        'Upload a logo or a featured image (JPEG, PNG, GIF, SVG or WebP, at most 5 MB), typed by its bytes; an SVG is rebuilt from an allowlist, and a JPEG, PNG or WebP stored without its EXIF, XMP and text metadata (the picture unchanged).',
      answer:
        '201 with `UploadResult`; a file over 2 MB goes in parts of at most 2 MB (`chunk_index` from 0, `chunk_count`, and from the second part the `upload_id` of the first), each answered 202 with `UploadPartReceived` but the last',
      errors: {
        400: 'no `logo` file field, invalid part fields, or a part out of order',
        404: 'an `upload_id` unknown, expired (1 hour) or opened by someone else',
        409: 'a part sent twice',
        413: '`Logo file size must be less than 5MB`, or a part over 2 MB',
        415: 'not an accepted image (an unreadable SVG lists why in `issues`), or not multipart/form-data',
      },
      notes: ['admin/lib/logo-upload.ts implements the protocol.'],
      example: { file: '<multipart: logo=@logo.png>', status: 201, answer: { success: true, logo_url: sample.logoPath } },
    },
  },
  uploads: {
    GET: {
      summary:
        'A stored upload, by the name the upload answered. Served outside /api/ so robots.txt lets search engines and social cards fetch it.',
      answer:
        'the file with its type, an ETag (304 on `If-None-Match`), `Cache-Control: public, max-age=31536000, immutable` and a sandboxing `Content-Security-Policy`; the former address `/api/uploads/<name>` answers 301 to `/uploads/<name>` (docs/decisions/0047-crawlable-uploads-and-faithful-restores.md)',
      errors: { 404: 'no such upload, or a name that is not `<uuid>.<ext>`' },
      example: { path: sample.logoPath, status: 200, answer: '<image/png>' },
    },
  },
  adminMedia: {
    GET: {
      summary: 'The library, newest first, a page at a time, each item with where it is used; or one item with `?id=` or `?url=`.',
      query: {
        id: 'one item by id (404 when unknown)',
        url: 'one item by the address a project field holds (`/media/…`; 404 when the library lists none)',
        q: 'words searched in the file name and both alt texts, accents and case aside',
        page: 'the page, from 1 (48 items a page)',
      },
      errors: { 404: 'unknown id or address' },
      example: { status: 200, answer: { items: [sample.mediaItem], total: 1, page: 1, pages: 1, per_page: 48 } },
    },
    POST: {
      summary:
        'Upload a photo (multipart: `file`, `alt_en`, optional `alt_fr`, `focal_x`, `focal_y` in 0–1), at most 4 MB: the admin downscales it to 2560 px first. Typed by its bytes; metadata stripped; stored under the hash of what is kept.',
      answer: '201 with the new item; the same bytes sent again answer 200 with the item that already holds them (alt texts unchanged)',
      errors: {
        400: '`Alt text is required`, a focal point outside 0–1, no `file` field, or a truncated or unreadable image',
        413: 'a file over 4 MB, more than 40 million pixels, or the upload storage full',
        415: 'not a JPEG, PNG, WebP or AVIF (a HEIC photo is told to be exported as JPEG), or not multipart/form-data',
      },
      example: { file: '<multipart: file=@control-room.jpg, alt_en=…>', status: 201, answer: sample.mediaItem },
    },
    PUT: {
      summary: 'Change an item’s alt texts or focal point (`If-Match` as for content items); the photo itself never changes.',
      errors: { 400: '`Alt text is required`, or a focal point outside 0–1', 404: 'unknown id', 409: '`edit_conflict`, with `current`' },
      example: { body: { id: sample.ids.media, focal_x: 0.3 }, status: 200, answer: { ...sample.mediaItem, focal_x: 0.3 } },
    },
    DELETE: {
      summary: 'Delete an item no project shows (its file stays while a kept version or a backup holds it).',
      query: deleteQuery,
      errors: { 404: 'unknown id', 409: 'still in use: the message names where' },
      example: { query: { id: sample.ids.media }, status: 200, answer: { success: true } },
    },
  },
  media: {
    GET: {
      summary:
        'A library photo’s original bytes, by the name the upload answered. Public pages show it resized through `/.netlify/images`.',
      answer:
        'the file with its type, an ETag (304 on `If-None-Match`), `Cache-Control: public, max-age=31536000, immutable`, `X-Content-Type-Options: nosniff`',
      errors: { 404: 'no such photo, or a name that is not `<32 hex>.<jpg|png|webp|avif>`' },
      example: { path: sample.mediaPath, status: 200, answer: '<image/jpeg>' },
    },
  },
  projects: {
    GET: {
      summary: 'The old projects (sorted by display order, then title), or one with `?id=`.',
      query: readQuery,
      errors: notFound,
      example: { status: 200, answer: [sample.project] },
    },
    POST: { summary: 'Create a project.', example: { body: sample.projectInput, status: 201, answer: sample.project } },
    PUT: {
      summary: 'Change a project: the `id` and any fields.',
      errors: notFound,
      example: { body: { id: sample.ids.project, is_published: false }, status: 200, answer: { ...sample.project, is_published: false } },
    },
    DELETE: {
      summary: 'Delete a project (restorable for 30 days).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.project }, status: 200, answer: { success: true } },
    },
  },
  clients: {
    GET: {
      summary: 'The clients (sorted by display order, then name), or one with `?id=`.',
      query: readQuery,
      errors: notFound,
      example: { status: 200, answer: [sample.client] },
    },
    POST: { summary: 'Add a client.', example: { body: sample.clientInput, status: 201, answer: sample.client } },
    PUT: {
      summary: 'Change a client: the `id` and any fields (the carousel toggle sends `{ id, is_active }`).',
      errors: notFound,
      example: { body: { id: sample.ids.client, is_active: false }, status: 200, answer: { ...sample.client, is_active: false } },
    },
    DELETE: {
      summary: 'Delete a client (restorable for 30 days).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.client }, status: 200, answer: { success: true } },
    },
  },
  credentials: {
    GET: {
      summary:
        'The credentials (certifications, clearances, partnerships) sorted by display order, then name, or one with `?id=`. Visitors get those published and valid today (from `valid_from` to `valid_until` included, Europe/Paris days); staff with a session get every one. The CDN keeps the public answer no longer than the next day a credential starts or ends.',
      query: readQuery,
      errors: notFound,
      example: { status: 200, answer: [sample.credential] },
    },
    POST: {
      summary:
        'Add a credential. `logo_url` is empty or a photo of the media library; `document_id` is null until documents exist; `valid_until` is not before `valid_from`.',
      example: { body: sample.credentialInput, status: 201, answer: sample.credential },
    },
    PUT: {
      summary: 'Change a credential: the `id` and any fields. Send the version read in `If-Match`: a stale one is refused with 409.',
      errors: notFound,
      example: {
        body: { id: sample.ids.credential, is_published: false },
        status: 200,
        answer: { ...sample.credential, is_published: false },
      },
    },
    DELETE: {
      summary: 'Delete a credential (restorable for 30 days).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.credential }, status: 200, answer: { success: true } },
    },
  },
  documents: {
    GET: {
      summary:
        'The documents (PDF brochures, case-study sheets, certificates) sorted by display order, then title, or one with `?id=`, each with its `url` (`/documents/<slug>.pdf`), `file_size` in bytes and `language`. Visitors get the published ones, a certificate only while a credential linking it is valid; staff with a session get every one.',
      query: readQuery,
      errors: notFound,
      example: { status: 200, answer: [sample.document] },
    },
  },
  adminDocuments: {
    POST: {
      summary:
        'Add a document (multipart: the PDF in `file`; `title`, `description`, `slug`, `language` en|fr, `category` brochure|case-study|certificate|other, `display_order`, `is_published`, `fr.title`, `fr.description`), or instead of `file` the `upload_id` of a PDF sent in parts and its `file_name`. The bytes must be a PDF (`%PDF-` first, `%%EOF` at the end) with no JavaScript, actions or attached files, checked whole; at most 4 MB in `file` (what one request carries), 20 MB in parts.',
      errors: {
        400: 'not a PDF (a web page or another file renamed .pdf), or a PDF with `/JavaScript`, `/JS`, `/OpenAction` (but a destination), `/AA`, `/Launch`, `/EmbeddedFile` or `/RichMedia` (the message names them), or a field refused by the schema',
        404: 'an `upload_id` of no complete upload of this account, one already used, or one left over an hour',
        409: 'the slug is another document’s, or the upload named misses a part',
        413: 'a `file` over 4 MB (send it in parts), or a PDF over 20 MB',
        415: 'not multipart/form-data',
      },
      example: {
        file: '<multipart: file=@brochure.pdf, title=…, slug=caronte-brochure, language=en, category=brochure>',
        status: 201,
        answer: sample.document,
      },
    },
    PUT: {
      summary:
        'Change a document: multipart with `id` and any fields, and a new `file` to replace the PDF (same slug, same address, the CDN purged; the replaced file stays for the history, whose restore brings it back), or JSON with the `id` and fields; either may name a PDF sent in parts by `upload_id` and `file_name`. `If-Match` as for content items.',
      errors: { ...notFound, 409: 'a stale `If-Match`, or a slug another document holds' },
      example: { body: { id: sample.ids.document, is_published: false }, status: 200, answer: { ...sample.document, is_published: false } },
    },
    DELETE: {
      summary: 'Delete a document (restorable for 30 days from Recently deleted; its file stays stored).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.document }, status: 200, answer: { success: true } },
    },
  },
  applications: {
    POST: {
      summary:
        'Apply (multipart): `job_id` (none: a spontaneous application), `name`, `email`, `phone`, `message`, `consent` (`true`: required), `language` en|fr, `source_path` (the site path the form was sent from), the CV in `cv`, and the contact form’s `_honey` and `_elapsed`. The CV must be a PDF with no JavaScript, actions or attached files, at most 4 MB. A filled honeypot or a form sent too fast is answered as a success and nothing is stored. Once stored, the answer is 201 whatever the relay did (`relay`: `sent` or `queued`).',
      errors: {
        400: 'a field refused by the schema, no CV, a CV that is not a PDF (a web page renamed .pdf) or that carries scripts, actions or attached files',
        413: 'a CV over 4 MB',
        415: 'not multipart/form-data',
        422: '`job_not_open`: the job is unknown, unpublished or not open today',
        429: 'more than 5 applications from this address in 10 minutes (`Retry-After`)',
      },
      example: {
        file: '<multipart: job_id=…, name=…, email=…, message=…, consent=true, cv=@cv.pdf, _elapsed=8000>',
        status: 201,
        answer: { success: true, relay: 'sent' },
      },
    },
    GET: {
      summary:
        'The applications, newest first, filtered by `job` (a job id, or `spontaneous`) and `status`; `format=csv` for a CSV attachment of the same list, without the CVs.',
      query: { job: 'a job id, or `spontaneous`', status: '`new`, `reviewed`, `rejected` or `hired`', format: '`json` (default) or `csv`' },
      errors: { 400: 'a filter that is not one' },
      example: { query: { status: 'new' }, status: 200, answer: [applicationExample] },
    },
    PUT: {
      summary:
        'Change an application’s status (`{ id, status }`); `If-Match: "<updated_at>"` refuses it with 409 when it changed since. Its retention counts from this change.',
      errors: { ...notFound, 409: 'a stale `If-Match`' },
      example: {
        body: { id: applicationExample.id, status: 'reviewed' },
        status: 200,
        answer: { ...applicationExample, status: 'reviewed', updated_at: '2025-05-13T08:00:00.000Z' },
      },
    },
    DELETE: {
      summary: 'Delete an application and its CV, for good (applications are in no backup).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: applicationExample.id }, status: 200, answer: { success: true } },
    },
  },
  applicationsCv: {
    GET: {
      summary: 'An application’s CV, for the admin to save (never shown in a page).',
      query: { id: 'the application' },
      answer:
        '`Content-Type: application/pdf`, `Content-Disposition: attachment` with the file name sent, `X-Content-Type-Options: nosniff`, `Content-Security-Policy` with `sandbox`, `Cache-Control: private, no-store`',
      errors: notFound,
      example: { query: { id: applicationExample.id }, status: 200, answer: '<application/pdf>' },
    },
  },
  documentFile: {
    GET: {
      summary:
        'A published document’s PDF at its stable address, `/documents/<slug>.pdf` (a certificate only while a credential linking it is valid).',
      answer:
        '`Content-Type: application/pdf`, `Content-Disposition: attachment` with the uploaded file name, `X-Content-Type-Options: nosniff`, a sandboxing `Content-Security-Policy`, an ETag; kept by the CDN under the `documents` and `credentials` tags until a document or credential write purges it, and no longer than the next day a credential starts or ends',
      errors: { 404: 'no published document has this slug' },
      example: { path: '/documents/caronte-brochure.pdf', status: 200, answer: '<application/pdf>' },
    },
  },
  jobs: {
    GET: {
      summary:
        'The job offers, open ones first by closing day, or one with `?id=` or `?slug=`. Visitors get those published and open today (from `date_posted` to `valid_through` included, Europe/Paris days); staff with a session get every one. The CDN keeps the public answer no longer than the next day an offer opens or closes.',
      query: { id: 'one offer, by id', slug: 'one offer, by its address (/careers/<slug>)' },
      errors: notFound,
      example: { status: 200, answer: [sample.job] },
    },
    POST: {
      summary:
        'Add a job offer. `description` and `requirements` are formatted text (ADR 0056); `slug` empty is derived from the title, and a slug another offer holds is refused with 409. `salary_min` and `salary_max` are whole euros a year, optional, the minimum not above the maximum; `valid_through` is not before `date_posted`.',
      errors: { 409: 'another offer holds this slug' },
      example: { body: sample.jobInput, status: 201, answer: sample.job },
    },
    PUT: {
      summary: 'Change a job offer: the `id` and any fields. Send the version read in `If-Match`: a stale one is refused with 409.',
      errors: { ...notFound, 409: 'the offer changed since the version sent, or another offer holds the slug' },
      example: { body: { id: sample.ids.job, is_published: false }, status: 200, answer: { ...sample.job, is_published: false } },
    },
    DELETE: {
      summary: 'Delete a job offer (restorable for 30 days).',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.job }, status: 200, answer: { success: true } },
    },
  },
  careers: {
    GET: {
      summary:
        'The careers page (every offer open today, and a spontaneous application form) and each offer’s page with its `JobPosting` JSON-LD and its application form, in English and under /fr; `/sitemap-careers.xml` lists the open offers’ pages. An offer whose last day is past answers 410 Gone; a slug no published offer has, 404. The application form’s script is the only script.',
      answer: 'HTML (the sitemap: XML), cached by the CDN under the `jobs` tag until a write purges it or the next offer opens or closes',
      errors: { 404: 'no offer open or closed has this slug (the site’s 404 page)', 410: 'the offer is closed (a page linking /careers)' },
      example: { path: '/fr/careers', status: 200, answer: '<text/html>' },
    },
  },
  certifications: {
    GET: {
      summary:
        'The certifications page, in English and under /fr: every published credential valid today with its logo, issuer, number and validity, and the Organization JSON-LD with `hasCredential`. No JavaScript.',
      answer: 'HTML, cached by the CDN under the `credentials` tag until a write purges it or the next credential starts or ends',
      example: { path: '/fr/certifications', status: 200, answer: '<text/html>' },
    },
  },
  clientsBulk: {
    POST: {
      summary:
        "Show, hide, delete or restore up to 100 clients at once (the admin list's selection, and its Undo). Each client is changed whole or not at all, as its own request would change it, and gets its own audit entry; one that fails does not stop the others.",
      answer:
        '200 with `ClientBulkResult` whenever the request was valid, even if some clients failed: each result says `changed`, `unchanged` (already so) or `failed` with the error and status a request for that client alone would have had',
      notes: [
        '`show` and `hide` set `is_active` (the logo in the carousel); `restore` brings deleted clients back from Recently deleted, and is how a bulk delete is undone.',
        '`versions` (optional) gives, by id, the version (`updated_at`) each client was seen at: a show or hide of a client changed since fails with 409 `edit_conflict` in its result.',
      ],
      example: {
        body: { action: 'hide', ids: [sample.client.id], versions: { [sample.client.id]: sample.client.updated_at } },
        status: 200,
        answer: {
          action: 'hide',
          changed: 1,
          failed: 0,
          results: [
            {
              id: sample.client.id,
              outcome: 'changed',
              status: 200,
              title: sample.client.name,
              client: { ...sample.client, is_active: false },
            },
          ],
        },
      },
    },
  },
  taxonomy: {
    GET: {
      summary: 'The items of one taxonomy (sorted by display order, then name), or one with `&id=`.',
      query: { ...typeQuery, ...readQuery },
      errors: { 400: '`type` missing or unknown', ...notFound },
      example: { query: { type: 'sectors' }, status: 200, answer: [sample.taxonomyRow] },
    },
    POST: {
      summary: 'Create an item: `CategoryInput` for categories and sectors, `TechnologyInput` for technologies.',
      query: typeQuery,
      errors: { 409: '`A category with this slug already exists` (sector, technology likewise)' },
      example: {
        query: { type: 'technologies' },
        body: sample.technologyInput,
        status: 201,
        answer: { ...sample.technologyInput, id: sample.ids.technology, description: '', fr: { name: '', description: '' } },
      },
    },
    PUT: {
      summary: 'Change an item: the `id` and any fields (`vendor`, `type` and `description` are a technology’s).',
      query: typeQuery,
      errors: { ...notFound, 409: 'a slug another item of the taxonomy has' },
      example: {
        query: { type: 'sectors' },
        body: { id: sample.ids.sector, display_order: 5 },
        status: 200,
        answer: { ...sample.taxonomyRow, display_order: 5 },
      },
    },
    DELETE: {
      summary: 'Delete an item and take it out of every portfolio project that used it.',
      query: { ...typeQuery, ...deleteQuery },
      errors: notFound,
      example: { query: { type: 'sectors', id: sample.ids.sector }, status: 200, answer: { success: true, projects_updated: 4 } },
    },
  },
  settings: {
    GET: { summary: 'The settings (the defaults until saved).', example: { status: 200, answer: sample.settings } },
    POST: {
      summary: 'Save the settings: every carousel field; a social link left out keeps its value.',
      example: { body: { carousel_logo_size: 256, carousel_speed: 40, carousel_enabled: true }, status: 200, answer: sample.settings },
    },
  },
  sendEmail: {
    POST: {
      summary:
        'Send a contact enquiry: it is stored, then relayed by email, and once stored it is a success whatever the relay did (`relay`: `sent`, or `queued` to be sent later). The same message from the same person (name and address) within 10 minutes is not stored again. The form adds `_honey`, a hidden field people leave empty, and `_elapsed`, how long the form was on screen (ms): a filled honeypot, or `_elapsed` missing or under 3000, is answered as a success and nothing is stored. An error answer means nothing was stored.',
      errors: { 429: 'more than 5 enquiries from this address in 10 minutes (`Retry-After`)' },
      example: {
        body: sample.contact,
        status: 200,
        answer: { success: true, message: "Thank you for your message! We'll get back to you within 24-48 hours.", relay: 'queued' },
      },
    },
  },
  enquiries: {
    GET: {
      summary:
        'The stored enquiries, newest first: all of them, or those of a view of the inbox, as the admin shows it (ADR 0063). The audit entry of a view names the filters it used (`fields`), never what was searched.',
      query: {
        format: '`csv` for a CSV attachment instead of JSON',
        q: 'words searched in the name, email, company, phone and message, accents and case aside; every word must be found',
        show: '`new` or `handled`',
        relay: '`sent` (the notification email went out) or `unsent` (failed, given up or being sent)',
        from: 'the first day received, `YYYY-MM-DD`, in the company’s calendar (Europe/Paris)',
        to: 'the last day received, `YYYY-MM-DD`, inclusive',
        sort: '`newest` (the default), `oldest` or `name`',
      },
      errors: { 400: 'a format other than `csv` or `json`, or a view parameter out of its range (`issues` names it)' },
      example: { query: { q: 'lavera', show: 'new' }, status: 200, answer: [sample.enquiry] },
    },
    PUT: {
      summary: 'Mark an enquiry new or handled.',
      errors: notFound,
      example: { body: { id: sample.ids.enquiry, status: 'handled' }, status: 200, answer: { ...sample.enquiry, status: 'handled' } },
    },
    DELETE: {
      summary: 'Delete an enquiry.',
      query: deleteQuery,
      errors: notFound,
      example: { query: { id: sample.ids.enquiry }, status: 200, answer: { success: true } },
    },
  },
  enquiriesBulk: {
    POST: {
      summary:
        'Mark up to 100 enquiries new or handled, or delete them (the inbox’s selection). Each enquiry is changed as its own request would change it, and gets its own audit entry, by its id only; one that fails does not stop the others.',
      answer:
        '200 with `EnquiryBulkResult` whenever the request was valid, even if some enquiries failed: each result says `changed`, `unchanged` (already so) or `failed` with the error and status a request for that enquiry alone would have had',
      notes: [
        'A mark is undone by the opposite mark on the enquiries that answered `changed`. A deletion is an erasure, as one from the inbox is: nothing is kept to undo it.',
        '`versions` (optional) gives, by id, the version (`updated_at`) each enquiry was seen at: a mark of an enquiry changed since fails with 409 `edit_conflict` in its result.',
      ],
      example: {
        body: { action: 'mark_handled', ids: [sample.enquiry.id] },
        status: 200,
        answer: {
          action: 'mark_handled',
          changed: 1,
          failed: 0,
          results: [
            {
              id: sample.enquiry.id,
              outcome: 'changed',
              status: 200,
              title: sample.enquiry.name,
              enquiry: { ...sample.enquiry, status: 'handled' },
            },
          ],
        },
      },
    },
  },
  enquiriesRetry: {
    POST: {
      summary:
        'Send an enquiry’s notification email again now (`{ id }`), or every one not sent (`{}`), oldest first; a batch stops when the mail service proves unreachable, and starts no attempt after 2 seconds, leaving the rest (`remaining`) for another call. Each call is in the audit log as an update of the enquiries’ `relay`.',
      errors: { ...notFound, 409: 'this enquiry’s notification is sent, or being sent' },
      example: {
        body: { id: sample.ids.enquiry },
        status: 200,
        answer: {
          attempted: [{ ...sample.enquiry, relay: { status: 'sent', attempts: 3, attempted_at: sample.enquiry.created_at } }],
          remaining: 0,
        },
      },
    },
  },
  adminPreview: {
    POST: {
      summary:
        'A signed address, valid 30 minutes, of a portfolio project’s public page as it will look, a draft or a scheduled one included, in English or French (`lang`). The page is marked as a preview, answered `private, no-store` and `X-Robots-Tag: noindex`, and an address whose signature or time does not hold gets the 404 page. Not in the audit log (nothing changes).',
      errors: { 400: 'an id or a language that is not one', 404: 'no such project' },
      example: {
        body: { id: sample.ids.enhanced, lang: 'fr' },
        status: 200,
        answer: {
          url: `/fr/preview/projects-enhanced/${sample.ids.enhanced}?expires=1795788000000&sig=3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
          expires_at: '2026-11-27T15:20:00.000Z',
        },
      },
    },
  },
  adminPresence: {
    POST: {
      summary:
        'Say that an edit screen has an item open (`<collection>/<id>`, or `settings/settings`), every 20 seconds, and read who else has it open: the others seen within the last 45 seconds, the caller never included. No lock, and never in the audit log.',
      errors: { 400: 'an item that is not `<collection>/<id>`' },
      example: {
        body: { item: `projects-enhanced/${sample.ids.enhanced}` },
        status: 200,
        answer: { others: [{ username: 'editor', seen_at: '2026-11-27T14:02:11.000Z' }] },
      },
    },
    DELETE: {
      summary: 'Say that the edit screen closed the item, so the others stop seeing it at once.',
      query: { item: 'the item, `<collection>/<id>`' },
      errors: { 400: 'an item that is not `<collection>/<id>`' },
      example: { query: { item: `projects-enhanced/${sample.ids.enhanced}` }, status: 200, answer: { success: true } },
    },
  },
  adminSummary: {
    GET: {
      summary:
        'The counts the dashboard shows, counted where the lists are kept: one small answer instead of seven lists. Counts are no personal data: an editor gets the enquiries’ counts without the `enquiries` permission.',
      example: {
        status: 200,
        answer: {
          projects_enhanced: { total: 21, published: 18, scheduled: 1, expired: 0, drafts: 2, featured: 6, ongoing: 3 },
          projects: { total: 6, drafts: 1 },
          clients: { total: 12, active: 11, hidden: 1 },
          categories: 5,
          sectors: 7,
          technologies: 18,
          enquiries: { total: 40, new: 3 },
          pages: { scheduled: 1 },
          credentials: { total: 4, expiring: 1, expired: 0 },
          jobs: { total: 3, open: 2 },
        },
      },
    },
  },
  pages: {
    GET: {
      summary:
        'Every page with its status (`published`: visitors see the draft; `draft`: it has changes not published) and its last change, a page whose stored document is unreadable listed as visitors see it with `broken: true`; or with `?id=` one page, its draft and its published version.',
      query: { id: 'a page id: that page, whole' },
      errors: { 404: 'no page of the site has this id' },
      example: { status: 200, answer: [sample.pageRow] },
    },
    PUT: {
      query: { id: 'the page whose draft this is' },
      summary:
        'Save the draft of the page `?id=`: its whole draft (`en`, `fr`, `social_image`, `noindex`, `slug_fr`), checked by the schema of the page’s type. English texts may be empty in a draft; publishing needs them. Send `If-Match` with the page’s `updated_at` (a page never saved: `"initial"`): a draft saved since by someone else is refused with 409 and the page as stored in `current`.',
      errors: {
        400: 'a field that does not fit the page’s type, or a social image the media library does not hold',
        404: 'no page of the site has this id',
        409: 'the page changed since the version sent in `If-Match`, or its French slug is another page’s',
      },
      example: { query: { id: 'terms-of-service' }, body: sample.pageDraft, status: 200, answer: { ...sample.page, status: 'draft' } },
    },
  },
  pagesPublish: {
    POST: {
      query: { id: 'the page to publish' },
      summary:
        'Publish the draft of the page `?id=`: visitors see it from then on. Refused while an English field the page shows is empty (400, each in `issues`). Links of its texts to site addresses that lead nowhere are answered in `warnings`, and do not stop it. Editors publish every page but the legal ones, which need an administrator. `If-Match` (optional) refuses it with 409 when the page changed since.',
      errors: {
        400: 'the draft’s English lacks a field the page shows (`page_incomplete`)',
        403: 'a legal page, published by an editor',
        404: 'no page of the site has this id',
        409: 'the page changed since the version sent in `If-Match`',
      },
      example: { query: { id: 'terms-of-service' }, status: 200, answer: { page: sample.page, warnings: [] } },
    },
  },
  pagesPreview: {
    POST: {
      query: { id: 'the page whose draft to preview' },
      summary:
        'A signed address, valid 30 minutes, of the draft of the page `?id=` as its public page will show it, in English or French (`lang`): `/preview/pages/<id>` (`/fr/preview/pages/<id>`) with `expires` and `sig`. The site-pages function renders the draft with the renderer and into the frame of the live page, marked as a preview, `private, no-store` and `X-Robots-Tag: noindex`; the published page and its cache are not touched. Only the pages the site renders from their stored text have a preview. Not in the audit log (nothing changes).',
      errors: {
        400: 'a language that is not `en` or `fr`',
        404: 'no page of the site has this id, or the site does not render this page from its stored text yet (`page_preview_unavailable`)',
      },
      example: {
        query: { id: 'privacy-policy' },
        body: { lang: 'fr' },
        status: 200,
        answer: {
          url: '/fr/preview/pages/privacy-policy?expires=1795788000000&sig=3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          expires_at: '2026-11-27T15:20:00.000Z',
        },
      },
    },
  },
  pagesSchedule: {
    PUT: {
      query: { id: 'the page to schedule' },
      summary:
        'Publish the draft of the page `?id=` at `publish_at` (an instant to come, with its offset), or cancel that with `null`. The page goes live at that instant: the first read at or after it (a visitor’s, or staff’s) publishes the draft as it stands then, as a publish would, once, in the name of who scheduled it and dated `publish_at`, and until then every public answer showing the page is kept by the CDN no longer than that instant; the scheduled function (every 5 minutes) publishes those nobody read. The audit log notes it as `published_on_schedule` by `system:schedule`. The draft must be publishable when scheduled (400 as for a publish). A publish cancels the schedule, and so does a draft changed by someone who may not publish the page. Who may publish the page may schedule it: the legal pages need an administrator. `If-Match` (optional) refuses it with 409 when the page changed since. The page’s `updated_at` does not move, so `current_publish_at` (optional: the scheduled publish the sender’s screen showed, `null` for none) refuses with 409 `schedule_changed` a schedule set or cancelled by someone else since.',
      errors: {
        400: 'not an instant, an instant already past (`schedule_in_past`), or a draft whose English lacks a field the page shows (`page_incomplete`)',
        403: 'a legal page, scheduled by an editor',
        404: 'no page of the site has this id',
        409: 'the page changed since the version sent in `If-Match`, or its scheduled publish is not the one sent in `current_publish_at` (`schedule_changed`, with `current`)',
      },
      example: {
        query: { id: 'terms-of-service' },
        body: { publish_at: '2026-12-01T08:00:00.000Z', current_publish_at: null },
        status: 200,
        answer: { ...sample.page, status: 'draft', publish_at: '2026-12-01T08:00:00.000Z', scheduled_by: 'admin' },
      },
    },
  },
  history: {
    GET: {
      summary: 'An item’s versions, newest first; or with `?deleted` the items deleted in the last 30 days, most recent first.',
      query: {
        collection: 'projects, projects-enhanced, clients, categories, sectors, technologies, settings or pages',
        id: 'the item’s id (`settings` for the settings, a page’s id for a page)',
        deleted: 'present: the recently deleted items instead',
      },
      errors: { 400: 'an unknown collection or no id', 403: 'the settings’ history, asked by an editor' },
      example: { query: { collection: 'clients', id: sample.ids.client }, status: 200, answer: [sample.revision] },
    },
    POST: {
      summary:
        'Restore a version of an item, or a deleted item; the restore is a new version. Its slug is claimed again (a project whose address was taken gets a new one from its title; a document or a job offer the next free `<slug>-2`, `<slug>-3`…; a taxonomy item is refused) and relations to deleted taxonomy items are dropped. No link that worked breaks: a project keeps every former slug that redirected to it, and the slug it replaces becomes one; a deleted taxonomy item is linked again to the projects its deletion took it out of, except those changed since, which `not_relinked` names (docs/decisions/0047-crawlable-uploads-and-faithful-restores.md).',
      errors: {
        400: 'invalid input, or no version given for an item that is not deleted',
        403: 'the settings, restored by an editor',
        404: 'no such item, version or recently deleted item',
        409: 'the item changed since `current_revision`, its slug is taken, or the version no longer fits the schema',
      },
      example: {
        body: { collection: 'projects', id: sample.ids.project },
        status: 200,
        answer: { collection: 'projects', item_id: sample.ids.project, record: sample.project },
      },
    },
  },
  audit: {
    GET: {
      summary:
        'The audit log, newest first, 100 entries a page, the filters applied before paging; `next` is the `before` of the page after (null on the last).',
      query: {
        item: 'an item id, or a collection name',
        user: 'a username',
        action: 'one action (see `AuditEntry`)',
        from: 'first day, YYYY-MM-DD (default: 30 days ago)',
        to: 'last day, YYYY-MM-DD (default: today)',
        before: 'the id of the last entry of the page shown, for the page after it',
        format: '`csv` for a CSV attachment of every matching entry instead of JSON',
      },
      errors: { 400: 'an unknown action, a day not written YYYY-MM-DD or a `before` that is no entry id' },
      example: { query: { user: 'editor1' }, status: 200, answer: { entries: [sample.auditEntry], next: null } },
    },
  },
  adminPrivacyExport: {
    GET: {
      summary:
        'Everything stored about an address, as a JSON attachment: its enquiries (those only kept backups still hold apart), its job applications, what was done with them and when (without the staff member or their address), and the kept backups holding them. Recorded in the audit log as `export`.',
      query: { email: 'the address, as the person wrote from it (any case)' },
      errors: { 400: 'no address, or not an email address' },
      example: {
        query: { email: 'claire.martin@example.com' },
        status: 200,
        answer: {
          email: 'claire.martin@example.com',
          generated_at: '2025-05-12T14:40:00.000Z',
          enquiries: [sample.enquiry],
          enquiries_in_backups: [],
          applications: [],
          audit_entries: [],
          kept_backups: [{ name: 'nightly-2025-05-12T02-00-00-000Z.zip', created_at: '2025-05-12T02:00:00.000Z', enquiries: 1 }],
        },
      },
    },
  },
  adminPrivacyErase: {
    POST: {
      summary:
        'Erases an address everywhere: its enquiries leave the inbox and every kept backup, and no later restore or import brings them back (an enquiry sent afterwards is kept). Recorded in the audit log as `delete`.',
      errors: { 400: 'no address, or not an email address' },
      example: { body: { email: 'claire.martin@example.com' }, status: 200, answer: { enquiries: 1, applications: 0, backups: 1 } },
    },
  },
  adminExport: {
    GET: {
      summary: 'The site as one zip file, recorded in the audit log as `export`.',
      query: { enquiries: '`1`: with the enquiries' },
      answer: 'a zip attachment',
      errors: { 413: 'a backup over 4 MB: take it with `POST /api/admin/backups` and download it by ranges' },
      example: { query: { enquiries: '1' }, status: 200, answer: '<caronte-backup-2025-05-12.zip>' },
    },
  },
  adminImportPreview: {
    POST: {
      summary: 'What importing a backup would create, change and remove, with nothing written.',
      query: { backup: 'the name of a kept backup to use instead of a file (read where it is kept, whatever its size)' },
      errors: {
        400: 'not a backup, an entry unlike its zip header, or an item, slug, relation, upload or enquiry date at fault (named in `error`)',
        404: 'no kept backup of that name',
        413: 'a file over 4 MB',
        415: 'not application/zip',
      },
      example: { file: '<backup.zip>', status: 200, answer: sample.importSummary },
    },
  },
  adminImport: {
    POST: {
      summary: 'Import a backup, all or nothing: the site then holds exactly its content; every item replaced or removed keeps a version.',
      query: { backup: 'the name of a kept backup to use instead of a file' },
      errors: {
        400: 'not a backup, or an item at fault (an enquiry dated in the future too; named in `error`); nothing written',
        404: 'no kept backup of that name',
        413: 'a file over 4 MB',
        409: 'another import is under way (started less than two minutes ago and not ended); nothing written',
        415: 'not application/zip',
        503: 'the import failed part way and was undone',
      },
      example: {
        query: { backup: sample.storedBackup.name },
        status: 200,
        answer: { ...sample.importSummary, dry_run: false, safety_backup: '2025-05-12T14-41-02Z-pre-import.zip' },
      },
    },
  },
  adminBackups: {
    GET: {
      summary:
        'The backups kept, newest first; with `?name=` one of them, whole (at most 4 MB) or with `Range: bytes=<first>-<last>` a part of at most 4 MB (206, `Content-Range`). A download is recorded as `export` when it starts. The backup taken before an import that was cut short while it wrote (a timeout, a crash) carries `import_cut_short_by`, the username that started it: restoring that backup gives back the content as it was.',
      query: { name: 'a kept backup, to download it' },
      answer: 'with `?name=`: the zip file, or a part of it',
      errors: { 404: 'no backup of that name', 413: 'over 4 MB with no range asked for', 416: 'a range outside the backup' },
      example: { status: 200, answer: [sample.storedBackup] },
    },
    POST: {
      summary: 'Take a backup now and keep it (`manual`, the newest 5 kept), to download it by ranges whatever its size.',
      example: { body: { enquiries: false }, status: 201, answer: sample.storedBackup },
    },
    DELETE: {
      summary: 'Delete a kept backup before its 14 days (one may hold enquiries), recorded in the audit log as `delete`.',
      query: { name: 'the kept backup to delete' },
      errors: { 404: 'no backup of that name' },
      example: { query: { name: sample.storedBackup.name }, status: 200, answer: { success: true } },
    },
  },
  adminDocumentParts: {
    POST: {
      summary:
        'Send a PDF over 4 MB in parts of at most 4 MB (the body, `application/pdf`), in order, at most 5 (20 MB). Each part is answered 202 with the upload’s id; once all are in, `POST` or `PUT /api/admin/documents` names it by `upload_id`, and the PDF is joined, checked whole and stored then. Parts are kept for the account that sent the first, for an hour.',
      query: {
        upload_id: 'the id the first part was answered with, on every later part',
        part: 'this part’s place, from 0',
        parts: 'how many parts, 2 to 5',
      },
      answer: '202 with `UploadPartReceived` for every part',
      errors: {
        400: 'parts out of order or a missing `upload_id`',
        404: 'no upload of that id for this account, or one left over an hour',
        409: 'a part already received',
        413: 'a part over 4 MB, or more parts than 20 MB needs',
        415: 'not application/pdf',
      },
      example: {
        query: { part: '0', parts: '3' },
        file: '<the first 4 MB of brochure.pdf>',
        status: 202,
        answer: { success: true, upload_id: '1764322800000-3f2b8c1e-9a4d-4e6f-8b21-7c5d0e9f1a23', received: 1 },
      },
    },
  },
  adminBackupsUpload: {
    POST: {
      summary:
        'Send a backup to restore, in parts of at most 4 MB, in order: the last part joins them, checks the whole file as an import does and keeps it (`uploaded`); restore it with `?backup=<name>`. Parts left for an hour are dropped.',
      query: {
        upload_id: 'the id the first part was answered with, on every later part',
        part: 'this part’s place, from 0 (default 0)',
        parts: 'how many parts, at most 25 (default 1: the file whole)',
      },
      answer: '201 with the backup kept; 202 with `UploadPartReceived` for every part but the last',
      errors: {
        400: 'parts out of order, a missing `upload_id`, or a file that is not a backup or has an item at fault',
        404: 'no upload of that id for this account, or one left over an hour',
        409: 'a part already received',
        413: 'a part over 4 MB, or a file over 100 MB',
        415: 'not application/zip',
      },
      example: {
        query: { part: '0', parts: '1' },
        file: '<backup.zip>',
        status: 201,
        answer: { ...sample.storedBackup, kind: 'uploaded' },
      },
    },
  },
  adminUsers: {
    GET: {
      summary: 'The staff accounts and the pending invitations (expired ones are removed as the list is read).',
      example: { status: 200, answer: { users: [sample.staffUser], invitations: [sample.invitation] } },
    },
    POST: {
      summary: 'Invite someone: the answer carries the one-time token of the link to give them.',
      errors: { 409: 'the username is taken (whatever its case) or already invited' },
      example: { body: { username: 'editor1', role: 'editor' }, status: 201, answer: { invitation: sample.invitation, token: 'k3Vq…' } },
    },
    PUT: {
      summary:
        'Change a user’s role, or grant and withdraw their permissions (`permissions` is the whole list: what it leaves out is withdrawn), or both; from their next request on. An administrator has every permission whatever is granted; the answer shows those that count.',
      errors: {
        400: 'invalid input, or neither `role` nor `permissions`',
        404: 'unknown user',
        409: 'the owner’s account, or a role change of your own',
      },
      example: {
        body: { username: 'editor1', permissions: ['enquiries'] },
        status: 200,
        answer: { username: 'editor1', role: 'editor', created_at: sample.staffUser.created_at, owner: false, permissions: ['enquiries'] },
      },
    },
    DELETE: {
      summary: 'Remove an account (its sessions end at once), or revoke an invitation.',
      query: { username: 'the account to remove', invitation: 'the id of the invitation to revoke' },
      errors: { 400: 'neither parameter', 404: 'unknown user or invitation', 409: 'the owner’s account, or your own' },
      example: { query: { username: 'editor1' }, status: 200, answer: { success: true } },
    },
  },
  authInvitation: {
    POST: {
      summary: 'Whom an invitation link is for, shown before its owner chooses a password.',
      errors: { 410: 'an unknown, revoked, expired or spent link', 429: 'too many invitation checks from this address' },
      example: {
        body: { token: 'k3Vq…' },
        status: 200,
        answer: { username: 'editor1', role: 'editor', expires_at: sample.invitation.expires_at },
      },
    },
  },
  authAcceptInvitation: {
    POST: {
      summary: 'Create the invited account with the password its owner chose, spend the link and sign them in.',
      errors: { 410: 'an unknown, revoked, expired or spent link', 429: 'too many invitation checks from this address' },
      example: {
        body: { token: 'k3Vq…', password: 'a longer passphrase' },
        status: 200,
        answer: {
          success: true,
          token: sample.token,
          user: { username: 'editor1', role: 'editor', permissions: [] },
          deploy_context: 'production',
        },
      },
    },
  },
  hit: {
    POST: {
      summary:
        'One page view, sent by the pages’ beacon (`navigator.sendBeacon`, JSON as `text/plain`). Not counted, and answered the same, when the request carries `Sec-GPC: 1` or `DNT: 1`, is a prefetch or prerender (`Sec-Purpose`, `Purpose`) or comes from a robot by its user agent. Nothing but the four fields is stored; the address only keys the limit, hashed with a salt of the day.',
      answer: '204, no body',
      errors: {
        413: 'a body over 1 KB',
        415: 'a body neither text/plain nor JSON',
        429: 'more than 60 views a minute from one address (`Retry-After`)',
      },
      example: { body: { path: '/services/engineering', width: 1280, referrer: 'https://www.google.com/' }, status: 204 },
    },
  },
  adminAudience: {
    GET: {
      summary:
        'The audience of a period: views per day (every day, today’s views not yet folded included), per path, referring domain, language and device, the enquiries received by the page that led to them and by referring domain, and the job applications by the page they were sent from.',
      query: { from: 'first day, YYYY-MM-DD in Paris (default: 29 days before `to`)', to: 'last day, inclusive (default: today)' },
      errors: { 400: 'a day not YYYY-MM-DD, `from` after `to`, or more than 800 days' },
      example: {
        query: { from: '2026-11-01', to: '2026-11-02' },
        status: 200,
        answer: {
          from: '2026-11-01',
          to: '2026-11-02',
          days: [
            { date: '2026-11-01', views: 3 },
            { date: '2026-11-02', views: 1 },
          ],
          views: 4,
          paths: [
            { key: '/services/engineering', count: 3 },
            { key: '/fr/projects-enhanced/fos-sur-mer-tank-farm', count: 1 },
          ],
          referrers: [
            { key: '(direct)', count: 3 },
            { key: 'www.google.com', count: 1 },
          ],
          languages: [
            { key: 'en', count: 3 },
            { key: 'fr', count: 1 },
          ],
          devices: [{ key: 'desktop', count: 4 }],
          project_days: { 'fos-sur-mer-tank-farm': [0, 1] },
          enquiries: { total: 1, by_source: [{ key: '/services/engineering', count: 1 }], by_referrer: [{ key: '(direct)', count: 1 }] },
          applications: { total: 0, by_source: [] },
        },
      },
    },
  },
  notFound: {
    POST: {
      summary: 'The 404 page reports the address it was shown for: one JSON line in the function log, nothing stored.',
      answer: '204, no body',
      errors: { 413: 'a body over 4 KB' },
      example: { body: { path: '/old-page', referrer: '/about' }, status: 204 },
    },
  },
  portfolio: {
    GET: {
      summary:
        'The portfolio’s pages, in English and under /fr: the list with the page of published projects its address asks for (24 a page), each published project’s page, and the portfolio’s sitemap.',
      query: {
        page: 'the list’s page number, from 1',
        sector: 'a sector slug to filter the list by (an unknown one is ignored)',
        technology: 'a technology slug',
        category: 'a category slug',
      },
      answer: 'HTML (the sitemap: XML); a project’s former slug answers 301 to its page',
      errors: { 404: 'a draft’s, a deleted project’s or an unknown slug: the site’s 404 page' },
      example: { path: '/fr/projects-enhanced', query: { sector: 'water' }, status: 200, answer: '<text/html>' },
    },
  },
  sitePages: {
    GET: {
      summary:
        'Every page (the home page at / and /fr, About, the Services and Sectors lists, the service and sector pages, the case studies at /projects, the legal pages and Contact), in English and under /fr, rendered from their published text (a draft never shows) into the frames Astro built, and kept by the CDN until a publish of the page purges its tag `page-<id>`. When the stored page cannot be read or fails its schema, the page as built is answered (200, kept one minute) and the reason logged with a correlation id. `/preview/pages/<id>` and `/fr/preview/pages/<id>` with `expires` and `sig` (from `POST /api/pages/preview`): the page’s draft, rendered the same way, marked as a preview, `private, no-store`, noindex, and framed only by the site’s own pages; an address whose signature or time does not hold is refused (403), a page without a preview is 404. `/fr/services/<slug>` and `/fr/sectors/<slug>` (ADR 0067): a page’s published French slug is its French address; its English slug under /fr answers 301 to it (cached under `page-<id>`); any other slug is the site’s 404 page with status 404. Every page also shows the service and sector pages as published where it names them (names, card summaries, icons, a service’s bullets, French addresses: the cards, the Services list’s rows, the footer), under the tag `navigation`, which a publish of a service or sector page purges (ADR 0074, 0078, 0084). `/sitemap-pages.xml` (ADR 0110): every page whose words are content, those served by the careers, certifications and portfolio functions included, in both languages at their served addresses, with hreflang twins; a page whose published version is noindex is left out. The sitemap index (`/sitemap-index.xml`, built) names it, `/sitemap-portfolio.xml` and `/sitemap-careers.xml`.',
      query: { expires: 'a preview’s expiry (ms since 1970)', sig: 'its signature' },
      errors: { 403: 'a preview address changed, expired or signed for another page or language', 404: 'a page with no preview' },
      answer: 'HTML',
      example: { path: '/fr/privacy-policy', status: 200, answer: '<text/html>' },
    },
  },
};
