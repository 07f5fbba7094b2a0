import type { Job } from '#src/schemas/job.ts';
import { isValidAt } from '#src/lib/credentials/validity.ts';
import { collections, readItem } from '#functions/content/collections.ts';

// Whether a job can be applied for: published and shown today, from its
// date_posted day to its valid_through day in Paris (the rule its pages
// follow, ADR 0070). Drafts, offers not posted yet, lapsed ones and unknown
// ids are all "not open", alike, so an answer never tells a visitor that an
// unpublished offer exists.

export async function openJob(id: string, now = Date.now()): Promise<Job | undefined> {
  const job = await readItem(collections.jobs, id);
  if (!job) return undefined;
  const shown = isValidAt({ is_published: job.is_published, valid_from: job.date_posted, valid_until: job.valid_through }, now);
  return shown ? job : undefined;
}
