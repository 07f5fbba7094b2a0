import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Application } from '#src/schemas/application.ts';
import type { Job } from '#src/schemas/job.ts';
import type { PrivacyErasure, PrivacyExport } from '#src/schemas/privacy.ts';
import { APPLICATION_RETENTION_MS } from '#src/lib/privacy/retention.ts';
import { applicationsHandler } from '#functions/api/applications.ts';
import { applicationsCvHandler } from '#functions/api/applications-cv.ts';
import relayEnquiries from '#netlify/functions/relay-enquiries.mts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { documentFileHandler } from '#functions/api/document-file.ts';
import { readAudit } from '#functions/audit/audit.ts';
import { privacyEraseHandler } from '#functions/api/admin-privacy-erase.ts';
import { privacyExportHandler } from '#functions/api/admin-privacy-export.ts';
import { APPLICATIONS_KEY, purgeExpiredApplications } from '#functions/applications/applications.ts';
import { readCv, storeCv } from '#functions/applications/cv-files.ts';
import { putDocument, readText } from '#functions/platform/store.ts';
import { newId } from '#functions/platform/requests.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { BASE, adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { useFormSubmitStub } from '#tests/fixtures/relay.ts';
import { grant, staffMember } from '#tests/fixtures/staff.ts';

// Job applications (ADR 0071): a candidate applies with a CV that is checked
// by its bytes, the application is stored before the company is emailed
// (with no CV and none of the candidate's details), staff with the
// permission read it, download the CV as an attachment and change or delete
// it; unsuccessful ones are erased with their CV after two years.

const store = useBlobsStore({ RELAY_TIMEOUT_MS: '400' });
const relay = useFormSubmitStub();
let token: string;
let openJob: Job;

/**
 * A job offer stored as the jobs collection stores its items (ADR 0030), open
 * by default: the applications read it by its key, whatever writes it.
 */
async function storedJob(overrides: Partial<Job> = {}): Promise<Job> {
  const at = new Date().toISOString();
  const id = newId();
  const job: Job = {
    id,
    title: `Automation engineer ${id.slice(0, 8)}`,
    slug: `automation-engineer-${id.slice(0, 8)}`,
    location: 'Martigues',
    contract_type: 'CDI',
    description: 'You commission **PLC** and SCADA systems.',
    requirements: '',
    salary_min: null,
    salary_max: null,
    date_posted: '2020-01-01',
    valid_through: '2099-12-31',
    is_published: true,
    fr: { title: '', location: '', description: '', requirements: '' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await putDocument(`collections/jobs/items/${id}`, job);
  return job;
}

beforeAll(async () => {
  token = await adminToken();
  openJob = await storedJob();
});

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
});
afterEach(() => {
  vi.restoreAllMocks();
});

let counter = 0;
/** A candidate of their own per call, so tests do not see each other's applications. */
function candidate(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: `Camille Durand ${counter}`,
    email: `camille.${counter}.${process.pid}@example.test`,
    phone: '+33 6 12 34 56 78',
    message: 'Five years commissioning PLCs on chemical sites; I would like to join your team.',
    consent: 'true',
    language: 'fr',
    source_path: '/fr/careers',
    _elapsed: '8000',
    ...overrides,
  };
}

function applyRequest(fields: Record<string, string>, cv?: { bytes: Uint8Array | string; name: string; type?: string }): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv) {
    const bytes = typeof cv.bytes === 'string' ? new TextEncoder().encode(cv.bytes) : cv.bytes;
    form.append('cv', new File([bytes as Uint8Array<ArrayBuffer>], cv.name, { type: cv.type ?? 'application/pdf' }));
  }
  return new Request(`${BASE}/api/applications`, { method: 'POST', body: form });
}

const aCv = () => ({ bytes: tinyPdf('Curriculum vitae'), name: 'cv-camille.pdf' });

/** `cv`: null sends none. */
const apply = (fields: Record<string, string>, cv: Parameters<typeof applyRequest>[1] | null = aCv()) =>
  send<{ success?: boolean; relay?: string; error?: string; code?: string }>(
    (req) => applicationsHandler(req, { ip: freshIp() }),
    applyRequest(fields, cv ?? undefined),
  );

/** `as`: a token, or null for an anonymous request. */
const list = async (query = '', as: string | null = token) =>
  send<Application[] & { error?: string }>(applicationsHandler, getRequest(`/api/applications${query}`, as ?? undefined));
const byEmail = async (email: string) => (await list()).body.find((item) => item.email === email);
const cvOf = (id: string, as: string | null = token) => applicationsCvHandler(getRequest(`/api/applications/cv?id=${id}`, as ?? undefined));

test('a candidate applies to an open job: stored with its CV, then the company is emailed without any of their details', async () => {
  const fields = candidate({ job_id: openJob.id });
  const answer = await apply(fields);
  expect(answer.status, answer.body.error).toBe(201);
  expect(answer.body).toEqual({ success: true, relay: 'sent' });

  const stored = await byEmail(fields.email!);
  expect(stored).toMatchObject({
    job_id: openJob.id,
    job_title: openJob.title,
    name: fields.name,
    phone: fields.phone,
    language: 'fr',
    source_path: '/fr/careers',
    status: 'new',
    cv: { file_name: 'cv-camille.pdf', size: aCv().bytes.byteLength },
    relay: { status: 'sent' },
  });
  expect(await readCv(stored!.id)).toEqual(aCv().bytes);

  // The notification names the job and the inbox; nothing the candidate wrote, and no file.
  expect(relay.received).toHaveLength(1);
  const email = JSON.stringify(relay.received[0]!.body);
  expect(email).toContain(openJob.title);
  expect(email).toContain('/admin/applications');
  for (const personal of [fields.name!, fields.email!, fields.phone!, 'Five years', 'Curriculum']) expect(email).not.toContain(personal);
  // Nor do the logs.
  for (const line of logged) {
    expect(line).not.toContain(fields.email!);
    expect(line).not.toContain(fields.name!);
  }
});

test('a spontaneous application needs no job; the inbox filters by job and status', async () => {
  const spontaneous = candidate();
  expect((await apply(spontaneous)).status).toBe(201);
  const forJob = candidate({ job_id: openJob.id });
  expect((await apply(forJob)).status).toBe(201);

  const onlySpontaneous = (await list('?job=spontaneous')).body;
  expect(onlySpontaneous.some((item) => item.email === spontaneous.email)).toBe(true);
  expect(onlySpontaneous.every((item) => item.job_id === undefined)).toBe(true);
  const onlyJob = (await list(`?job=${openJob.id}`)).body;
  expect(onlyJob.some((item) => item.email === forJob.email)).toBe(true);
  expect(onlyJob.some((item) => item.email === spontaneous.email)).toBe(false);
  expect((await list('?status=hired')).body.some((item) => item.email === forJob.email)).toBe(false);
  expect((await list('?status=maybe')).status).toBe(400);
});

test('the relay down: the application is kept and the candidate told it was received', async () => {
  relay.setMode('error');
  const fields = candidate();
  const answer = await apply(fields);
  expect(answer.status).toBe(201);
  expect(answer.body.relay).toBe('queued');
  expect((await byEmail(fields.email!))?.relay).toMatchObject({ status: 'failed', reason: 'http_error', attempts: 1 });
});

test('an application stored and notified is answered 201 even when how the notification went cannot be noted', async () => {
  const fields = candidate();
  // The store goes down while the relay is under way, and comes back once the candidate has their answer.
  relay.setBeforeAnswer(() => store.takeDown());
  const answer = await apply(fields);
  await store.bringBack();
  expect(answer.status).toBe(201);
  expect(relay.received).toHaveLength(1);
  const stored = (await list()).body.filter((item) => item.email === fields.email);
  expect(stored).toHaveLength(1);
  // Still claimed as it was stored: the schedule takes it up again when the claim is old.
  expect(stored[0]?.relay.status).toBe('pending');
  const line = logged.find((text) => text.includes('application_relay_not_recorded'));
  expect(line).toContain(stored[0]!.id);
  expect(line).not.toContain(fields.email!);
  expect(line).not.toContain('Camille');
});

test('the schedule sends a failed notification again once its wait is over', async () => {
  relay.setMode('error');
  const fields = candidate();
  expect((await apply(fields)).body.relay).toBe('queued');
  const failed = (await byEmail(fields.email!))!;
  relay.setMode('ok');
  // Before its wait is over, the schedule leaves it.
  await relayEnquiries();
  expect((await byEmail(fields.email!))?.relay.status).toBe('failed');
  vi.useFakeTimers({ now: Date.parse(failed.relay.next_attempt_at!) + 1000, toFake: ['Date'] });
  try {
    await relayEnquiries();
  } finally {
    vi.useRealTimers();
  }
  expect((await byEmail(fields.email!))?.relay).toMatchObject({ status: 'sent', attempts: 2 });
  // Sent again as it was: nothing of the candidate in it.
  expect(relay.received.some((sent) => JSON.stringify(sent.body).includes(fields.email!))).toBe(false);
});

test('attack: no public address serves a CV', async () => {
  const fields = candidate();
  await apply(fields);
  const { id } = (await byEmail(fields.email!))!;
  for (const path of [
    `/uploads/${encodeURIComponent(`application-cvs/${id}.pdf`)}`,
    `/uploads/..%2Fapplication-cvs%2F${id}.pdf`,
    `/api/uploads/${encodeURIComponent(`../application-cvs/${id}.pdf`)}`,
  ])
    expect((await uploadsHandler(getRequest(path))).status, path).toBe(404);
  expect((await documentFileHandler(getRequest(`/documents/${id}.pdf`))).status).toBe(404);
});

test('attack: a CV with JavaScript, a web page named .pdf and a CV over 4 MB are refused, and nothing is stored', async () => {
  const cases = [
    { cv: { bytes: tinyPdf('cv', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '), name: 'cv.pdf' }, status: 400 },
    { cv: { bytes: '<!doctype html><html><script>alert(1)</script></html>', name: 'cv.pdf' }, status: 400 },
    { cv: { bytes: new Uint8Array(4 * 1024 * 1024 + 100 * 1024), name: 'big.pdf' }, status: 413 },
  ];
  for (const { cv, status } of cases) {
    const fields = candidate();
    const answer = await apply(fields, cv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await byEmail(fields.email!)).toBeUndefined();
  }
  const noCv = candidate();
  const missing = await apply(noCv, null);
  expect(missing.status).toBe(400);
  expect(await byEmail(noCv.email!)).toBeUndefined();
  expect(relay.received).toHaveLength(0);
});

test('a job that does not exist, is unpublished or has closed is answered 422 alike; no consent is 400', async () => {
  const draft = await storedJob({ is_published: false });
  const closed = await storedJob({ date_posted: '2020-01-01', valid_through: '2020-12-31' });
  for (const job_id of ['3f0c1a2b-0000-4000-8000-000000000000', draft.id, closed.id]) {
    const fields = candidate({ job_id });
    const answer = await apply(fields);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('job_not_open');
    expect(await byEmail(fields.email!)).toBeUndefined();
  }
  const refused = candidate({ consent: 'false' });
  expect((await apply(refused)).status).toBe(400);
  const withoutConsent = candidate();
  delete withoutConsent.consent;
  expect((await apply(withoutConsent)).status).toBe(400);
});

test('attack: hostile text in every field is refused or kept as inert text, and the CSV neutralises formulas', async () => {
  // Control characters, header injection and bidirectional overrides are refused.
  for (const [field, value] of [
    ['name', 'Eve\r\nBcc: all@example.test'],
    ['email', 'eve@example.test\nBcc: x@example.test'],
    ['phone', '<script>'],
    ['message', 'Hello\u202Eevil text that reads backwards'],
    ['source_path', 'https://evil.example/'],
    ['language', 'xx'],
    ['job_id', 'x'.repeat(100)],
  ] as const) {
    const answer = await apply(candidate({ [field]: value }));
    expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
  }
  // Markup and formulas are stored as the text they are.
  const fields = candidate({ name: '=HYPERLINK("http://evil")', message: '<img src=x onerror=alert(1)> please read my CV' });
  expect((await apply(fields, { bytes: tinyPdf('cv'), name: '../../etc/"passwd\r\n.pdf' })).status).toBe(201);
  const stored = await byEmail(fields.email!);
  expect(stored?.message).toBe(fields.message);
  expect(stored?.cv.file_name).toBe('"passwd  .pdf');
  const csv = await applicationsHandler(getRequest('/api/applications?format=csv', token));
  expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = await csv.text();
  expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(text).not.toContain('%PDF');
  // The CV's name stays inside its Content-Disposition.
  const served = await cvOf(stored!.id);
  expect(served.headers.get('content-disposition')).toBe(
    `attachment; filename="_passwd  .pdf"; filename*=UTF-8''${encodeURIComponent('"passwd  .pdf')}`,
  );
});

test('a CV named with an emoji where its name is cut keeps whole characters and downloads', async () => {
  const fields = candidate();
  expect((await apply(fields, { bytes: tinyPdf('cv'), name: `${'a'.repeat(119)}😀 résumé.pdf` })).status).toBe(201);
  const stored = await byEmail(fields.email!);
  expect(stored?.cv.file_name).toBe(`${'a'.repeat(119)}.pdf`);
  const served = await cvOf(stored!.id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-disposition')).toBe(
    `attachment; filename="${'a'.repeat(119)}.pdf"; filename*=UTF-8''${'a'.repeat(119)}.pdf`,
  );
});

test('a CV name stored before with half an emoji still downloads, the half shown as a replacement character', async () => {
  const fields = candidate();
  expect((await apply(fields)).status).toBe(201);
  const stored = (await byEmail(fields.email!))!;
  const { items } = JSON.parse((await readText(APPLICATIONS_KEY))!) as { items: Application[] };
  // Half of 😀: its high surrogate alone.
  const broken = 'cv-\uD83D.pdf';
  await putDocument(APPLICATIONS_KEY, {
    items: items.map((item) => (item.id === stored.id ? { ...item, cv: { ...item.cv, file_name: broken } } : item)),
  });
  const served = await cvOf(stored.id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-disposition')).toBe(`attachment; filename="cv-_.pdf"; filename*=UTF-8''cv-%EF%BF%BD.pdf`);
});

test('bots: a filled honeypot or a form sent too fast is answered as a success and nothing is stored', async () => {
  for (const trap of [{ _honey: 'http://spam.example' }, { _elapsed: '200' }]) {
    const fields = candidate(trap);
    const answer = await apply(fields);
    expect(answer.status).toBe(201);
    expect(await byEmail(fields.email!)).toBeUndefined();
  }
  // Counted in the log, without the sender's address or anything they sent.
  expect(logged.some((line) => line.includes('application_honeypot'))).toBe(true);
  expect(logged.some((line) => line.includes('application_too_fast'))).toBe(true);
  for (const line of logged) expect(line).not.toMatch(/198\.51\.100\.|example\.test/);
  expect(relay.received).toHaveLength(0);
});

test('attack: anonymous requests and editors without the permission are refused the list, the CV and every change', async () => {
  const fields = candidate();
  await apply(fields);
  const application = (await byEmail(fields.email!))!;
  const editor = await staffMember(token, 'editor', 'applications-editor');
  for (const as of [null, editor.token]) {
    const status = as ? 403 : 401;
    expect((await list('', as)).status).toBe(status);
    expect((await list('?format=csv', as)).status).toBe(status);
    expect((await cvOf(application.id, as)).status).toBe(status);
    const put = await applicationsHandler(
      jsonRequest('/api/applications', 'PUT', { id: application.id, status: 'hired' }, as ?? undefined),
    );
    expect(put.status).toBe(status);
    expect((await applicationsHandler(deleteRequest(`/api/applications?id=${application.id}`, as ?? undefined))).status).toBe(status);
  }
  expect((await byEmail(fields.email!))?.status).toBe('new');
  // The enquiries permission is not this one: an editor allowed to read enquiries still cannot read CVs.
  await grant(token, editor.username, ['enquiries']);
  expect((await cvOf(application.id, editor.token)).status).toBe(403);
  await grant(token, editor.username, ['applications']);
  expect((await list('', editor.token)).status).toBe(200);
  expect((await cvOf(application.id, editor.token)).status).toBe(200);
});

test('the CV is served to staff as an attachment, never sniffed, sandboxed and never cached', async () => {
  const fields = candidate();
  await apply(fields);
  const application = (await byEmail(fields.email!))!;
  const served = await cvOf(application.id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toContain('sandbox');
  expect(served.headers.get('cache-control')).toBe('private, no-store');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(aCv().bytes);
  // The download is in the audit log by the application's id, with nothing of the candidate.
  const entries = (await readAudit({ item: 'applications' })).filter((entry) => entry.item_id === application.id);
  expect(entries.some((entry) => entry.action === 'read' && entry.fields?.includes('cv'))).toBe(true);
  expect(JSON.stringify(entries)).not.toContain(fields.email);
  expect(JSON.stringify(entries)).not.toContain(fields.name);
  expect((await cvOf('3f0c1a2b-0000-4000-8000-000000000001')).status).toBe(404);
});

test('staff change the status from the version they saw (a stale one is 409) and delete an application with its CV', async () => {
  const fields = candidate();
  await apply(fields);
  const application = (await byEmail(fields.email!))!;
  const put = (status: string, version: string) =>
    send<Application>(
      applicationsHandler,
      jsonRequest('/api/applications', 'PUT', { id: application.id, status }, token, { 'If-Match': `"${version}"` }),
    );
  const reviewed = await put('reviewed', application.updated_at);
  expect(reviewed.status).toBe(200);
  expect(reviewed.body.status).toBe('reviewed');
  expect(reviewed.body.updated_at > application.updated_at).toBe(true);
  expect((await put('rejected', application.updated_at)).status).toBe(409);

  const removed = await applicationsHandler(deleteRequest(`/api/applications?id=${application.id}`, token));
  expect(removed.status).toBe(200);
  expect(await byEmail(fields.email!)).toBeUndefined();
  expect(await readCv(application.id)).toBeNull();
  expect((await applicationsHandler(deleteRequest(`/api/applications?id=${application.id}`, token))).status).toBe(404);
});

/** A stored application of a given status, last changed `age` ms before now. */
function aged(status: Application['status'], age: number, now: number): Application {
  counter += 1;
  const at = new Date(now - age).toISOString();
  return {
    id: `aged-${counter}-${process.pid}`,
    name: `Aged ${counter}`,
    email: `aged.${counter}@example.test`,
    phone: '',
    message: 'An application from long ago.',
    language: 'en',
    status,
    cv: { file_name: 'cv.pdf', size: 10, sha256: 'a'.repeat(64) },
    relay: { status: 'sent', attempts: 1, attempted_at: at },
    created_at: at,
    updated_at: at,
  };
}

test('retention: unsuccessful applications are erased with their CV two years after their last change; hired ones stay', async () => {
  const now = Date.parse('2031-06-01T12:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  const expiredRejected = aged('rejected', APPLICATION_RETENTION_MS + DAY, now);
  const expiredNew = aged('new', APPLICATION_RETENTION_MS + DAY, now);
  const expiredReviewed = aged('reviewed', APPLICATION_RETENTION_MS + DAY, now);
  const hired = aged('hired', APPLICATION_RETENTION_MS + 100 * DAY, now);
  const recent = aged('rejected', APPLICATION_RETENTION_MS - DAY, now);
  const all = [expiredRejected, expiredNew, expiredReviewed, hired, recent];
  const before = JSON.parse((await readText(APPLICATIONS_KEY)) ?? '{"items":[]}') as { items: Application[] };
  await putDocument(APPLICATIONS_KEY, { items: [...before.items, ...all] });
  for (const item of all) await storeCv(item.id, tinyPdf(item.name));

  vi.useFakeTimers({ now, toFake: ['Date'] });
  try {
    await purgeExpiredApplications(now);
  } finally {
    vi.useRealTimers();
  }
  const left = JSON.parse((await readText(APPLICATIONS_KEY))!) as { items: Application[] };
  const ids = new Set(left.items.map((item) => item.id));
  for (const gone of [expiredRejected, expiredNew, expiredReviewed]) {
    expect(ids.has(gone.id)).toBe(false);
    expect(await readCv(gone.id)).toBeNull();
  }
  for (const kept of [hired, recent]) {
    expect(ids.has(kept.id)).toBe(true);
    expect(await readCv(kept.id)).not.toBeNull();
  }
});

test('a privacy export includes the applications from the address; an erasure removes them and their CVs', async () => {
  const fields = candidate();
  await apply(fields);
  await apply({ ...candidate(), email: fields.email!.toUpperCase() });
  const applications = (await list()).body.filter((item) => item.email.toLowerCase() === fields.email);
  expect(applications).toHaveLength(2);

  const exported = await send<PrivacyExport>(
    privacyExportHandler,
    getRequest(`/api/admin/privacy/export?email=${encodeURIComponent(fields.email!)}`, token),
  );
  expect(exported.status).toBe(200);
  expect(exported.body.applications.map((item) => item.id).sort()).toEqual(applications.map((item) => item.id).sort());

  const erased = await send<PrivacyErasure>(
    privacyEraseHandler,
    jsonRequest('/api/admin/privacy/erase', 'POST', { email: fields.email }, token),
  );
  expect(erased.status).toBe(200);
  expect(erased.body.applications).toBe(2);
  for (const item of applications) {
    expect(await readCv(item.id)).toBeNull();
    expect((await cvOf(item.id)).status).toBe(404);
  }
  expect((await list()).body.some((item) => item.email.toLowerCase() === fields.email)).toBe(false);
  // The log says what each request found and erased, never the address.
  const logged = (await readAudit({ item: 'privacy' })).slice(0, 2).map((entry) => [entry.action, entry.item_label]);
  expect(logged).toEqual([
    ['delete', '0 enquiries, 2 applications, 0 kept backups'],
    ['export', '0 enquiries, 2 applications, 0 kept backups'],
  ]);
});
