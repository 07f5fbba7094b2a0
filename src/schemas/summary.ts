import * as z from '#src/schemas/zod-mini.ts';

// GET /api/admin/summary: the counts the admin's dashboard shows, in one
// answer instead of the seven lists they were counted from. Every list counted
// is one an editor may read too, so editors and administrators get the same.

const count = z.int().check(z.minimum(0));

export const adminSummarySchema = z.object({
  /** The portfolio's projects, by their flags (a scheduled date does not change the count). */
  /** By what the site shows now (src/schemas/schedule.ts): published is on the site, scheduled waits for its date, expired is past its end. */
  projects_enhanced: z.object({
    total: count,
    published: count,
    scheduled: count,
    expired: count,
    drafts: count,
    featured: count,
    ongoing: count,
  }),
  projects: z.object({ total: count, drafts: count }),
  /** Active clients are those the carousel shows. */
  clients: z.object({ total: count, active: count, hidden: count }),
  categories: count,
  sectors: count,
  technologies: count,
  enquiries: z.object({ total: count, new: count }),
  /** The site's pages whose draft is scheduled to be published (functions/pages/schedule.ts). */
  pages: z.object({ scheduled: count }),
  /** Credentials by their dates (src/lib/credentials/validity.ts): expiring ones end within 60 days, expired ones are past their end. */
  credentials: z.object({ total: count, expiring: count, expired: count }),
  /** Job offers; open ones are on the careers pages today (src/lib/careers/job-status.ts, Paris days). */
  jobs: z.object({ total: count, open: count }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
