import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { jobInputSchema, jobSchema, type Job } from '#src/schemas/job.ts';
import { createItem, deleteItem, readCollection, readItemOrThrow, updateItem, collections } from '#functions/content/collections.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { mergeForUpdate, newId, now, optionalQueryId, readObject, requiredQueryId, updateId } from '#functions/platform/requests.ts';
import { privateJson, publicJson, publicText } from '#functions/platform/responses.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime } from '#functions/platform/versions.ts';
import { readOpenJobs } from '#functions/careers/jobs-view.ts';
import { claimJobSlug, jobSlugOf } from '#functions/careers/job-slugs.ts';

// /api/jobs: the job offers. Visitors get those published and open today
// (Europe/Paris days, ADR 0070), from the public view the /careers pages are
// rendered from, kept by the CDN no longer than the next day one opens or
// closes; staff get every one. ?id= or ?slug= answers one. Writes as for the
// other collections: staff, checked by the one schema, 409 when stale,
// history, Recently deleted and the audit log; each purges the careers pages.

const source = collections.jobs;
const NOT_FOUND = message('not_found', { item: 'job' });
const VARY = ['id', 'slug'];

const tagsOf = (id: string) => [cacheTags.jobs, cacheTags.job(id)];
const byNewest = (a: Job, b: Job) => b.date_posted.localeCompare(a.date_posted) || a.title.localeCompare(b.title, 'en');

function one(jobs: readonly Job[], id: string | undefined, slug: string | null): Job {
  const found = jobs.find((job) => (id === undefined ? job.slug === slug : job.id === id));
  if (!found) throw new HttpError(404, NOT_FOUND);
  return found;
}

async function list(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
  const id = optionalQueryId(req);
  const slug = new URL(req.url).searchParams.get('slug');
  if (await optionalSession()) {
    if (id) return privateJson(jobSchema, await readItemOrThrow(source, id, NOT_FOUND), VARY);
    const { items } = await readCollection(source);
    if (slug !== null) return privateJson(jobSchema, one(items, undefined, slug), VARY);
    return privateJson(z.array(jobSchema), items.sort(byNewest), VARY);
  }
  const { jobs, text, freshUntil } = await readOpenJobs();
  if (id !== undefined || slug !== null) {
    // A miss is cached under the list's tag: any write may make it an offer.
    const found = jobs.find((job) => (id === undefined ? job.slug === slug : job.id === id));
    if (!found) throw new HttpError(404, NOT_FOUND);
    return publicJson(req, jobSchema, one(jobs, id, slug), tagsOf(found.id), VARY, freshUntil);
  }
  return publicText(req, text, [cacheTags.jobs], VARY, freshUntil);
}

async function create(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseWith(jobInputSchema, await readObject(req));
  const id = newId();
  const time = now();
  const job: Job = { ...input, slug: jobSlugOf(input.slug, input.title), id, created_at: time, updated_at: time };
  await claimJobSlug(job.slug, id);
  await createItem(source, job, username);
  await publishChange({ what: 'jobs created', tags: tagsOf(id) });
  return respond(jobSchema, job, { status: 201 });
}

async function update(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const body = await readObject(req);
  const id = updateId(body);
  const expected = expectedVersion(req);
  const updated = await updateItem(source, id, { notFound: NOT_FOUND, by: username, expected }, async (existing) => {
    const input = parseWith(jobInputSchema, mergeForUpdate(existing, body));
    const next: Job = {
      ...input,
      slug: jobSlugOf(input.slug, input.title),
      id,
      created_at: existing.created_at,
      updated_at: nextUpdateTime(existing),
    };
    if (next.slug !== existing.slug) await claimJobSlug(next.slug, id);
    return { value: next, result: next };
  });
  await publishChange({ what: 'jobs updated', tags: tagsOf(id) });
  return respond(jobSchema, updated);
}

async function remove(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const id = requiredQueryId(req);
  await deleteItem(source, id, { notFound: NOT_FOUND, by: username });
  await publishChange({ what: 'jobs deleted', tags: tagsOf(id) });
  return respond(successSchema, { success: true });
}

export const jobsHandler = route(endpoints.jobs, { GET: list, POST: create, PUT: update, DELETE: remove });
