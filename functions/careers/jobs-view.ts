import { collections, readCollection } from '#functions/content/collections.ts';
import { readPublicView, type PublicView } from '#functions/content/views.ts';
import { jobSchema, type Job } from '#src/schemas/job.ts';
import { isOpenAt, nextJobChange } from '#src/lib/careers/job-status.ts';
import * as z from '#functions/platform/zod.ts';

// The public view of the job offers (functions/content/views.ts's way): the
// published offers open today, newest first, and the instant the next one
// opens or closes (the start of a Paris day), after which a read rebuilds it.
// /api/jobs serves it as it is; the /careers pages and their sitemap are
// rendered from it, so every public place shows the same offers.

const byNewest = (a: Job, b: Job) => b.date_posted.localeCompare(a.date_posted) || a.title.localeCompare(b.title, 'en');

const jobsView: PublicView = {
  name: 'jobs',
  key: 'views/jobs',
  sources: [collections.jobs],
  load: async (now) => {
    const jobs = await readCollection(collections.jobs);
    return {
      items: jobs.items.filter((job) => isOpenAt(job, now)).sort(byNewest),
      freshUntil: nextJobChange(jobs.items, now),
    };
  },
};

/** The offers open now, as the public sees them, and until when that holds. */
export async function readOpenJobs(): Promise<{ jobs: Job[]; text: string; freshUntil: number | undefined }> {
  const { text, freshUntil } = await readPublicView(jobsView);
  return { jobs: z.array(jobSchema).parse(JSON.parse(text)), text, freshUntil };
}
