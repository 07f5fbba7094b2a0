import * as z from '#functions/platform/zod.ts';
import { issueOf, message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationReceivedSchema,
  applicationSchema,
  applicationStatusUpdateSchema,
  SPONTANEOUS,
  type Application,
  type ApplicationReceived,
} from '#src/schemas/application.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit, noteAuditItem } from '#functions/audit/audit.ts';
import { addApplication, deleteApplication, listApplications, setApplicationStatus } from '#functions/applications/applications.ts';
import { checkedCv, readApplicationRequest } from '#functions/applications/application-request.ts';
import { applicationsCsv } from '#functions/applications/csv.ts';
import { sha256Of, storeCv } from '#functions/applications/cv-files.ts';
import { notifyCompany } from '#functions/applications/notify.ts';
import { openJob } from '#functions/applications/open-job.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { newId, readObject, requiredQueryId } from '#functions/platform/requests.ts';
import { attachment, privateJson } from '#functions/platform/responses.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion } from '#functions/platform/versions.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD, MIN_HUMAN_FILL_MS } from '#src/schemas/form-limits.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// /api/applications (ADR 0071). POST: a candidate's application, multipart,
// under the contact form's rules against spam (a honeypot and a
// time-to-submit answered as a success with nothing stored; 5 sends per
// address in 10 minutes). The CV is checked by its bytes, the job must be
// open, and the application and its CV are stored before the company is
// told (an email with no CV and none of the candidate's details); once
// stored, the candidate is told it was received whatever the relay did.
// GET (JSON, or ?format=csv without the CVs), PUT a status, DELETE with the
// CV: staff with the applications permission. Logs and audit entries carry
// ids, never a name or an address.

const applicationLimit: Limit = {
  prefix: 'limits/applications',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: message('too_many_messages'),
};

const honeypotFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && (typeof value !== 'string' || value.trim() !== '');

const sentTooFast = (value: unknown) => typeof value !== 'number' || !Number.isFinite(value) || value < MIN_HUMAN_FILL_MS;

const received = (relay: ApplicationReceived['relay']) => respond(applicationReceivedSchema, { success: true, relay }, { status: 201 });

/** Answered like a success so the bot learns nothing; nothing is stored or relayed. Logged without the sender's address (personal data). */
function answerBot(reason: 'honeypot' | 'too_fast'): Response {
  console.warn(JSON.stringify({ level: 'warn', event: `application_${reason}` }));
  return received('sent');
}

function jobNotOpen(): HttpError {
  const said = message('job_not_open');
  return new HttpError(422, said, { issues: [issueOf('job_id', said)] });
}

async function apply(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  const { fields, cv } = await readApplicationRequest(req);
  if (honeypotFilled(fields[HONEYPOT_FIELD])) return answerBot('honeypot');
  const input = parseWith(applicationInputSchema, fields);
  if (sentTooFast(fields[ELAPSED_FIELD])) return answerBot('too_fast');
  await consumeAttempt(applicationLimit, [`ip:${ctx.client}`]);
  const job = input.job_id === undefined ? undefined : await openJob(input.job_id);
  if (input.job_id !== undefined && !job) throw jobNotOpen();
  const file = checkedCv(cv);
  const at = new Date().toISOString();
  const id = newId();
  const application: Application = {
    id,
    ...(job ? { job_id: job.id, job_title: job.title } : {}),
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    language: input.language,
    ...(input.source_path === undefined ? {} : { source_path: input.source_path }),
    status: 'new',
    cv: { file_name: file.name, size: file.bytes.byteLength, sha256: sha256Of(file.bytes) },
    relay: { status: 'pending', attempts: 1, attempted_at: at },
    created_at: at,
    updated_at: at,
  };
  // The CV first, then the record that names it: an application is never without its file.
  await storeCv(id, file.bytes);
  await addApplication(application);
  console.info(JSON.stringify({ level: 'info', event: 'application_received', application: id, job: job?.id ?? SPONTANEOUS }));
  const failure = await notifyCompany(application);
  return received(failure ? 'queued' : 'sent');
}

const filtered = (items: readonly Application[], job: string | undefined, status: string | undefined) =>
  items.filter(
    (item) =>
      (job === undefined || (job === SPONTANEOUS ? item.job_id === undefined : item.job_id === job)) &&
      (status === undefined || item.status === status),
  );

async function list(req: Request): Promise<Response> {
  const { job, status, format } = parseWith(applicationListQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const items = filtered(await listApplications(), job, status);
  if (format === 'csv') {
    noteAudit({ action: 'export' });
    return attachment(applicationsCsv(items), 'text/csv; charset=utf-8', `applications-${parisDay(Date.now())}.csv`);
  }
  return privateJson(z.array(applicationSchema), items, []);
}

async function updateStatus(req: Request): Promise<Response> {
  const { id, status } = parseWith(applicationStatusUpdateSchema, await readObject(req));
  noteAuditItem({ collection: 'applications', item_id: id, fields: ['status'] });
  return respond(applicationSchema, await setApplicationStatus(id, status, expectedVersion(req)));
}

async function remove(req: Request): Promise<Response> {
  const id = requiredQueryId(req);
  noteAuditItem({ collection: 'applications', item_id: id });
  await deleteApplication(id);
  return respond(successSchema, { success: true });
}

export const applicationsHandler = route(endpoints.applications, { POST: apply, GET: list, PUT: updateStatus, DELETE: remove });
