import { jobSchema, type Job } from '#src/schemas/job.ts';
import { isValidAt } from '#src/lib/credentials/validity.ts';
import { isStorableId } from '#functions/platform/record-keys.ts';
import { readOptional } from '#functions/platform/store.ts';

// Whether a job can be applied for: published and shown today, from its
// date_posted day to its valid_through day in Paris (the rule its pages
// follow, ADR 0070). Drafts, offers not posted yet, lapsed ones and unknown
// ids are all "not open", alike, so an answer never tells a visitor that an
// unpublished offer exists.

/**
 * A job is an item of the jobs collection, stored where every collection
 * keeps its items (ADR 0030: collections/<name>/items/<id>). Read by its key
 * here so that applications need only the job's schema, not the collection's
 * registration.
 */
const jobKey = (id: string) => `collections/jobs/items/${id}`;

export async function openJob(id: string, now = Date.now()): Promise<Job | undefined> {
  if (!isStorableId(id)) return undefined;
  const job = await readOptional(jobKey(id), jobSchema);
  if (!job) return undefined;
  const shown = isValidAt({ is_published: job.is_published, valid_from: job.date_posted, valid_until: job.valid_through }, now);
  return shown ? job : undefined;
}
