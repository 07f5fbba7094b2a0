import { frenchOf } from '#src/i18n/translated.ts';
import { splitTexts } from '#admin/lib/texts/split-texts.ts';

// The dashboard (spec section 6).

const english = {
  title: 'Dashboard',
  description: "An overview of the website's content.",
  loading: 'Loading dashboard...',
  failed: 'Some figures could not be loaded.',
  counts: 'Content counts',
  projects: 'Projects',
  oldProjects: 'Projects (Old)',
  clients: 'Clients',
  categories: 'Categories',
  sectors: 'Sectors',
  technologies: 'Technologies',
  newEnquiries: 'New enquiries',
  drafts: { one: '{count} draft', other: '{count} drafts' },
  hidden: { one: '{count} hidden', other: '{count} hidden' },
  credentials: 'Credentials',
  jobs: 'Jobs',
  openJobs: { one: '{count} open', other: '{count} open' },
  expiring: { one: '{count} expires within 60 days', other: '{count} expire within 60 days' },
  inTotal: '{count} in total',
  overview: {
    published: 'Published projects (on the site now)',
    scheduled: 'Scheduled projects',
    scheduledPages: 'Pages scheduled to be published',
    expired: 'Projects past their unpublish date',
    drafts: 'Draft projects',
    featured: 'Featured projects',
    ongoing: 'Ongoing projects',
    old: 'Old projects',
    inCarousel: 'Clients in the carousel',
    hiddenClients: 'Hidden clients',
    expiringCredentials: 'Credentials expiring within 60 days',
    expiredCredentials: 'Expired credentials',
    openJobs: 'Job offers open on the website',
    taxonomies: 'Categories · sectors · technologies',
  },
  manage: {
    allProjects: 'All Projects',
    allProjectsText: 'Enhanced projects shown on the website, with their logos, results and technologies.',
    categoriesText: 'What kind of work each project is.',
    sectorsText: 'The industries your projects serve.',
    technologiesText: 'Systems, protocols and tools, with vendor and type.',
    oldProjectsText: 'The simple project records of the first website.',
    clientsText: 'Logos of the home-page carousel; hide one to take it off the website.',
    enquiries: 'Enquiries',
    enquiriesText: 'Messages from the contact form, with CSV export.',
    settings: 'Settings',
    settingsText: 'Logo size and speed of the carousel, or turn it off.',
  },
  quickActions: 'Quick actions',
  newProject: 'New Project',
  addClient: 'Add Client',
  addCategory: 'Add Category',
  addTechnology: 'Add Technology',
  carouselSettings: 'Carousel Settings',
  readOne: 'Read {count} new enquiry',
  readMany: 'Read {count} new enquiries',
  systemOverview: 'System Overview',
  contentManagement: 'Content Management',
  tipBefore: 'Tip: enhanced projects are shown publicly on',
  tipLink: 'the projects page',
};

export type DashboardTexts = typeof english;

export const dashboardTexts = splitTexts(english, async () =>
  frenchOf('admin-dashboard', english, (await import('#admin/lib/texts/dashboard-fr.ts')).french),
);
