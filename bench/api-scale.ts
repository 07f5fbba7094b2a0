import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setEnvironmentContext } from '@netlify/blobs';
import { dayKey, emptyDay } from '#functions/audience/days.ts';
import { putDocument } from '#functions/platform/store.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { anEnhancedProject, aJob } from '#tests/fixtures/builders.ts';
import { aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { loadEntries } from '#tests/fixtures/entries.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { percentile } from './lib/stats.ts';

// The API at the scale of issue 33, in-process against a file-backed Blobs
// server (every Blobs read and write a real HTTP round trip): a small site,
// then the same site grown to 1,000 enhanced projects each with a featured
// photo and a gallery of 3 to 6 library photos, 200 page versions (the pages'
// drafts saved again and again: the model has one document per page, and
// history keeps each save), 50 job offers, 100 documents and a year of daily
// audience counts. At each size: every public read (p50, p99), the first answer
// of every list (its JSON gzipped), and every admin write (p50, p99).
// Everything is written through the API's own write paths, but the audience's
// days (stored as the hourly roll-up stores them) and the enquiries (one
// document, as the contact form leaves it).

export interface ScaleSize {
  label: string;
  projects: number;
  photos: number;
  /** Page documents and their kept versions together, at least: each page's draft is saved until they are. */
  pageVersions: number;
  jobs: number;
  documents: number;
  audienceDays: number;
  enquiries: number;
}

export const SCALE_SIZES: readonly ScaleSize[] = [
  { label: '10', projects: 10, photos: 20, pageVersions: 0, jobs: 5, documents: 10, audienceDays: 30, enquiries: 30 },
  { label: '1,000', projects: 1000, photos: 200, pageVersions: 200, jobs: 50, documents: 100, audienceDays: 365, enquiries: 365 },
];

export interface TimedRow {
  size: string;
  call: string;
  status: number;
  p50: number;
  p99: number;
}

export interface BytesRow {
  size: string;
  list: string;
  items: number | undefined;
  bytes: number;
  gzipBytes: number;
}

export interface ScaleResult {
  reads: TimedRow[];
  lists: BytesRow[];
  writes: TimedRow[];
  seeding: string[];
  /** The machine's load average (1 min) when the run started and ended: timings under load are indicative. */
  load: { start: number; end: number };
}

const admin = { username: 'bench-admin', password: 'bench-admin-password-1' };
const env = {
  PLATFORM: 'netlify',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  FORMSUBMIT_URL: 'http://127.0.0.1:9',
};
const READS = 100;
const WRITES = 30;

type Call = (req: Request, ip?: string) => Promise<Response>;

const get = (pathname: string, token?: string) =>
  new Request(`http://localhost${pathname}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const json = (pathname: string, method: string, body: unknown, token: string) =>
  new Request(`http://localhost${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function ok(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Runs `count` tasks, `width` at a time. */
async function inBatches(from: number, to: number, width: number, task: (n: number) => Promise<unknown>): Promise<void> {
  for (let start = from; start < to; start += width)
    await Promise.all(Array.from({ length: Math.min(width, to - start) }, (_, offset) => task(start + offset)));
}

async function timed(iterations: number, run: () => Promise<Response>): Promise<{ times: number[]; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  return { times, status };
}

interface Seeded {
  token: string;
  photos: { id: string; url: string }[];
  relations: Record<string, string[]>;
  projects: number;
  pageSaves: number;
  jobs: number;
  documents: number;
  audienceDays: number;
  enquiries: number;
  pageIds: string[];
  /** The About page's draft as last read, for the draft saves timed. */
  aboutDraft?: unknown;
}

async function relationsOf(call: Call, token: string): Promise<Record<string, string[]>> {
  const relations: Record<string, string[]> = {};
  for (const type of ['categories', 'sectors', 'technologies']) {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { name: `Scale ${type} ${i}`, slug: `scale-${type}-${i}`, display_order: i };
      ids.push(String((await ok(await call(json(`/api/taxonomy?type=${type}`, 'POST', body, token)), `seed ${type}`)).id));
    }
    relations[type] = ids;
  }
  return relations;
}

async function grow(call: Call, seeded: Seeded, size: ScaleSize, log: (line: string) => void): Promise<void> {
  const { token } = seeded;
  const photosFrom = seeded.photos.length;
  let started = performance.now();
  await inBatches(seeded.photos.length, size.photos, 4, async (n) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await aJpegPhoto(64, 48, n))], { type: 'image/jpeg' }), `scale-${n}.jpg`);
    form.append('alt_en', `Unit ${n} control room`);
    form.append('alt_fr', `Salle de contrôle de l’unité ${n}`);
    const stored = await call(
      new Request('http://localhost/api/admin/media', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
    );
    seeded.photos[n] = (await ok(stored, 'seed photo')) as { id: string; url: string };
  });
  log(`${size.photos - photosFrom} photos in ${((performance.now() - started) / 1000).toFixed(0)} s… `);
  const photo = (n: number) => seeded.photos[n % seeded.photos.length]!.url;
  const pick = (ids: string[], n: number, count: number) => Array.from({ length: count }, (_, i) => ids[(n + i) % ids.length]!);

  started = performance.now();
  await inBatches(seeded.projects, size.projects, 8, async (n) => {
    const body = anEnhancedProject({
      title: `Scale project ${String(n).padStart(4, '0')}: DCS migration of unit ${n}`,
      client: `Client ${n % 37}`,
      display_order: n,
      is_published: n % 10 !== 9,
      is_featured: n % 20 === 0,
      featured_image: photo(n),
      gallery: Array.from({ length: 3 + (n % 4) }, (_, i) => ({ url: photo(n + i + 1), caption: `View ${i + 1}` })),
      category_ids: pick(seeded.relations.categories!, n, 1),
      sector_ids: pick(seeded.relations.sectors!, n, 2),
      technology_ids: pick(seeded.relations.technologies!, n, 3),
    });
    await ok(await call(json('/api/projects-enhanced', 'POST', body, token)), 'seed project');
  });
  log(`projects in ${((performance.now() - started) / 1000).toFixed(0)} s… `);
  seeded.projects = size.projects;

  const pageSaves = Math.max(0, Math.ceil(size.pageVersions / seeded.pageIds.length) - 1);
  for (let save = seeded.pageSaves; save < pageSaves; save++)
    await inBatches(0, seeded.pageIds.length, 4, async (n) => {
      const id = seeded.pageIds[n]!;
      const page = await ok(await call(get(`/api/pages?id=${encodeURIComponent(id)}`, token)), 'read page');
      const draft = structuredClone(page.draft) as { seo?: { description?: string } };
      if (draft.seo) draft.seo.description = `${draft.seo.description ?? ''} `.trimEnd() + ` (${save})`;
      await ok(await call(json(`/api/pages?id=${encodeURIComponent(id)}`, 'PUT', draft, token)), `save page ${id}`);
    });
  seeded.pageSaves = Math.max(seeded.pageSaves, pageSaves);

  await inBatches(seeded.jobs, size.jobs, 4, async (n) => {
    const body = aJob({ title: `Automation engineer ${n}`, slug: `scale-job-${n}` });
    await ok(await call(json('/api/jobs', 'POST', body, token)), 'seed job');
  });
  seeded.jobs = size.jobs;

  await inBatches(seeded.documents, size.documents, 4, async (n) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: `Case study ${n}: a refinery's DCS`,
      description: 'Two pages on a DCS migration done without an unplanned stop.',
      slug: `scale-document-${n}`,
      language: n % 2 ? 'fr' : 'en',
      category: 'case-study',
      is_published: 'true',
    }))
      form.append(name, value);
    form.append(
      'file',
      new File([tinyPdf(`Case study ${n}`) as Uint8Array<ArrayBuffer>], `case-study-${n}.pdf`, { type: 'application/pdf' }),
    );
    await ok(
      await call(
        new Request('http://localhost/api/admin/documents', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
      ),
      'seed document',
    );
  });
  seeded.documents = size.documents;

  const today = Date.now();
  for (let back = seeded.audienceDays; back < size.audienceDays; back++) {
    const date = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
    const paths = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        i < 10 ? ['/', '/about', '/contact', '/careers'][i % 4]! : `/projects-enhanced/p-${(back * 7 + i) % 1000}`,
        3 + (i % 9),
      ]),
    );
    await putDocument(dayKey(date), {
      ...emptyDay(date),
      folded_until: `${date}T23:59:59.999Z`,
      views: Object.values(paths).reduce((sum, count) => sum + count, 0),
      paths,
      referrers: { '(direct)': 120, 'google.com': 80, 'linkedin.com': 12 },
      languages: { en: 140, fr: 72 },
      devices: { mobile: 90, desktop: 110, tablet: 12 },
    });
  }
  seeded.audienceDays = size.audienceDays;

  await plantEnquiries(
    ...Array.from({ length: size.enquiries - seeded.enquiries }, (_, n) =>
      aStoredEnquiry({ created_at: new Date(today - n * 86_400_000).toISOString(), message: `Please call me back about unit ${n}.` }),
    ),
  );
  seeded.enquiries = size.enquiries;
  log(`the rest in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
}

/** Every public read: the API as the island and other sites call it, and the pages functions render. */
function publicReads(firstSlug: string, firstId: string, jobSlug: string): string[] {
  return [
    '/api/projects-enhanced?page=1',
    '/api/projects-enhanced?page=2&sector=scale-sectors-1',
    '/api/projects-enhanced',
    `/api/projects-enhanced?id=${firstId}`,
    '/api/projects',
    '/api/clients',
    '/api/taxonomy?type=technologies',
    '/api/settings',
    '/api/credentials',
    '/api/documents',
    '/api/jobs',
    `/api/jobs?slug=${jobSlug}`,
    '/projects-enhanced',
    '/projects-enhanced?page=3',
    `/projects-enhanced/${firstSlug}`,
    '/sitemap-portfolio.xml',
    '/careers',
    `/careers/${jobSlug}`,
    '/certifications',
    '/about',
    '/',
  ];
}

/** The first answer of every list, as its screen or island asks for it. */
const adminLists = [
  '/api/admin/projects-enhanced',
  '/api/projects-enhanced',
  '/api/admin/media',
  '/api/pages',
  '/api/jobs',
  '/api/documents',
  '/api/clients',
  '/api/enquiries',
  '/api/applications',
  '/api/admin/audit',
  '/api/admin/audience',
  '/api/admin/summary',
];
const publicLists = [
  '/api/projects-enhanced?page=1',
  '/api/projects-enhanced',
  '/api/jobs',
  '/api/documents',
  '/api/credentials',
  '/api/clients',
];

function countOf(body: unknown): number | undefined {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && 'items' in body && Array.isArray(body.items)) return body.items.length;
  return undefined;
}

async function measureAt(call: Call, seeded: Seeded, size: ScaleSize, result: ScaleResult): Promise<void> {
  const { token } = seeded;
  const all = (await ok(await call(get('/api/admin/projects-enhanced?page=1', token)), 'admin list')) as {
    items: { id: string; slug: string }[];
  };
  const first = (await ok(await call(get('/api/projects-enhanced?page=1')), 'first page')) as { items: { id: string; slug: string }[] };
  const project = first.items[0]!;
  const jobs = (await (await call(get('/api/jobs'))).json()) as { slug: string }[];
  for (const pathname of publicReads(project.slug, project.id, jobs[0]?.slug ?? 'none')) {
    const run = () => call(get(pathname));
    await timed(10, run);
    const { times, status } = await timed(READS, run);
    result.reads.push({ size: size.label, call: `GET ${pathname}`, status, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  // What the CDN sends to the function after a save purged it: the first read rebuilds the view (ADR 0030).
  const afterSave: number[] = [];
  let status = 0;
  for (let i = 0; i < 20; i++) {
    const saved = { id: all.items[0]!.id, duration_display: `${i} months` };
    await ok(await call(json('/api/projects-enhanced', 'PUT', saved, token)), 'save before a read');
    const started = performance.now();
    const response = await call(get('/api/projects-enhanced?page=1'));
    await response.arrayBuffer();
    afterSave.push(performance.now() - started);
    status = response.status;
  }
  result.reads.push({
    size: size.label,
    call: 'GET /api/projects-enhanced?page=1, the first after a save',
    status,
    p50: percentile(afterSave, 50),
    p99: percentile(afterSave, 99),
  });
  for (const [where, lists, withToken] of [
    ['admin', adminLists, true],
    ['public', publicLists, false],
  ] as const) {
    for (const pathname of lists) {
      const response = await call(get(pathname, withToken ? token : undefined));
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
      result.lists.push({
        size: size.label,
        list: `${where} ${pathname}`,
        items: countOf(JSON.parse(new TextDecoder().decode(bytes))),
        bytes: bytes.byteLength,
        gzipBytes: gzipSync(bytes).byteLength,
      });
    }
  }

  const target = all.items[1]!.id;
  const photo = seeded.photos[1]!;
  const job = jobs[0] as unknown as { id: string };
  const documents = (await (await call(get('/api/documents'))).json()) as { id: string }[];
  let n = 0;
  const writes: [string, () => Request][] = [
    [
      'PUT /api/projects-enhanced',
      () => json('/api/projects-enhanced', 'PUT', { id: target, duration_display: `${(n += 1)} months` }, token),
    ],
    [
      'POST /api/projects-enhanced',
      () =>
        json(
          '/api/projects-enhanced',
          'POST',
          anEnhancedProject({ title: `Scale write ${size.label} ${(n += 1)}`, featured_image: photo.url }),
          token,
        ),
    ],
    ['PUT /api/pages (a draft)', () => json('/api/pages?id=about', 'PUT', aboutDraft(seeded, (n += 1)), token)],
    ['PUT /api/jobs', () => json('/api/jobs', 'PUT', { id: job.id, location: `Martigues ${(n += 1)}` }, token)],
    ['PUT /api/admin/documents', () => json('/api/admin/documents', 'PUT', { id: documents[0]!.id, title: `Brochure ${(n += 1)}` }, token)],
    ['PUT /api/admin/media', () => json('/api/admin/media', 'PUT', { id: photo.id, alt_en: `Control room ${(n += 1)}` }, token)],
  ];
  for (const [name, request] of writes) {
    if (name.startsWith('PUT /api/pages')) seeded.aboutDraft = (await ok(await call(get('/api/pages?id=about', token)), 'about')).draft;
    await timed(3, () => call(request()));
    const { times, status } = await timed(WRITES, () => call(request()));
    result.writes.push({ size: size.label, call: name, status, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
}

function aboutDraft(seeded: Seeded, n: number): unknown {
  const draft = structuredClone(seeded.aboutDraft) as { seo?: { description?: string } };
  if (draft.seo) draft.seo.description = `About Caronte Automation, saved ${n} times.`;
  return draft;
}

export async function measureApiScale(
  sizes: readonly ScaleSize[] = SCALE_SIZES,
  log: (line: string) => void = (line) => process.stdout.write(line),
): Promise<ScaleResult> {
  Object.assign(process.env, env);
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-api-scale-'));
  const blobs = await startBlobsServer(path.join(directory, 'blobs'));
  setEnvironmentContext(blobs.context);
  const call = await loadEntries();
  const result: ScaleResult = { reads: [], lists: [], writes: [], seeding: [], load: { start: loadavg()[0]!, end: 0 } };
  try {
    const login = await ok(await call(json('/api/auth/login', 'POST', admin, '')), 'login');
    const token = String(login.token);
    const pages = (await ok(await call(get('/api/pages', token)), 'pages')) as unknown as { id: string }[];
    const seeded: Seeded = {
      token,
      photos: [],
      relations: await relationsOf(call, token),
      projects: 0,
      pageSaves: 0,
      jobs: 0,
      documents: 0,
      audienceDays: 0,
      enquiries: 0,
      pageIds: pages.map((page) => page.id),
    };
    for (const size of sizes) {
      log(`api-scale: growing to ${size.label} projects: `);
      await grow(call, seeded, size, log);
      await measureAt(call, seeded, size, result);
      result.seeding.push(
        `${size.label}: ${size.projects} projects (${size.photos} library photos, a featured photo and 3–6 in each gallery), ${pages.length} pages × ${seeded.pageSaves + 1} versions, ${size.jobs} jobs, ${size.documents} documents, ${size.audienceDays} days of audience, ${size.enquiries} enquiries`,
      );
    }
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
  result.load.end = loadavg()[0]!;
  return result;
}
