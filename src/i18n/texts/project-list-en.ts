// The project list island's texts in English. The island loads one language's
// module when it hydrates (src/islands/project-list/list-texts.ts), so a page
// carries neither language in its HTML; src/i18n/texts/portfolio.ts checks the
// French one complete, as for every catalogue.

export const projectListEn = {
  loading: 'Loading projects…',
  failed: 'The projects could not be loaded. Please try again.',
  projectOne: 'project',
  projectMany: 'projects',
  count: '{total} {noun}',
  showing: 'Showing {matching} of {total} {noun}',
  showingRange: 'Showing {first}–{last} of {matching} {noun}',
  showingRangeFiltered: 'Showing {first}–{last} of {matching} matching projects ({total} in all)',
  noMatch: 'No project matches these filters.',
  showAll: 'Show all projects',
  empty: 'No projects to show at the moment.',
  caseStudies: 'Read our case studies',
  filterLabel: 'Filter projects',
  filters: {
    sector: { label: 'Sector', all: 'All sectors' },
    technology: { label: 'Technology', all: 'All technologies' },
    category: { label: 'Category', all: 'All categories' },
  },
  clear: 'Clear filters',
  bySector: 'Projects by sector',
  pages: 'Project pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  ongoing: 'Ongoing',
  featured: 'Featured',
  sectors: 'Sectors',
  categories: 'Categories',
  technologies: 'Technologies',
  more: '+{count} more',
  moreResults: '+{count} more results...',
  keyResults: 'Key results',
  close: 'Close',
  description: 'Description',
  scope: 'Scope and objectives',
};

export type ProjectListTexts = typeof projectListEn;
