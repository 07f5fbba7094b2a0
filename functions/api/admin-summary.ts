import { endpoints } from '#src/schemas/endpoints.ts';
import { adminSummarySchema } from '#src/schemas/summary.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { listEnquiries } from '#functions/enquiries/enquiries.ts';
import { readLivePagesAsShown } from '#functions/pages/live.ts';
import { route } from '#functions/platform/route.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { expiryState } from '#src/lib/credentials/validity.ts';
import { isOpenAt } from '#src/lib/careers/job-status.ts';
import { privateJson } from '#functions/platform/responses.ts';

// GET /api/admin/summary: the counts of the admin's dashboard, read where the
// lists are kept, so the dashboard asks once instead of downloading seven
// lists. Staff only: the counts include drafts, hidden clients and enquiries.

const countOf = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

async function summary(): Promise<Response> {
  const [enhanced, projects, clients, categories, sectors, technologies, enquiries, pages, credentials, jobs] = await Promise.all([
    readCollection(collections.projectsEnhanced),
    readCollection(collections.projects),
    readCollection(collections.clients),
    readCollection(collections.categories),
    readCollection(collections.sectors),
    readCollection(collections.technologies),
    listEnquiries(),
    // A page whose scheduled date came is published first, so it is not counted as still to come (ADR 0085).
    readLivePagesAsShown().then((live) => live.value),
    readCollection(collections.credentials),
    readCollection(collections.jobs),
  ]);
  const portfolio = enhanced.items;
  const now = Date.now();
  return privateJson(
    adminSummarySchema,
    {
      projects_enhanced: {
        total: portfolio.length,
        // As the site shows them now: a project scheduled for later is not published yet.
        published: countOf(portfolio, (project) => scheduleState(project, now) === 'live'),
        scheduled: countOf(portfolio, (project) => scheduleState(project, now) === 'scheduled'),
        expired: countOf(portfolio, (project) => scheduleState(project, now) === 'expired'),
        drafts: countOf(portfolio, (project) => scheduleState(project, now) === 'draft'),
        featured: countOf(portfolio, (project) => project.is_featured),
        ongoing: countOf(portfolio, (project) => project.is_ongoing),
      },
      projects: { total: projects.items.length, drafts: countOf(projects.items, (project) => !project.is_published) },
      clients: {
        total: clients.items.length,
        active: countOf(clients.items, (client) => client.is_active),
        hidden: countOf(clients.items, (client) => !client.is_active),
      },
      categories: categories.items.length,
      sectors: sectors.items.length,
      technologies: technologies.items.length,
      enquiries: { total: enquiries.length, new: countOf(enquiries, (enquiry) => enquiry.status === 'new') },
      pages: { scheduled: countOf(pages, (page) => page.publish_at !== undefined) },
      credentials: {
        total: credentials.items.length,
        expiring: countOf(credentials.items, (credential) => expiryState(credential, now) === 'expiring'),
        expired: countOf(credentials.items, (credential) => expiryState(credential, now) === 'expired'),
      },
      jobs: { total: jobs.items.length, open: countOf(jobs.items, (job) => isOpenAt(job, now)) },
    },
    [],
  );
}

export const adminSummaryHandler = route(endpoints.adminSummary, { GET: summary });
