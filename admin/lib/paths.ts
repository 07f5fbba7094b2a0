import { hasForbiddenCharacters } from '#src/schemas/forbidden-characters.ts';

// Every admin route in one place. Paths are relative to the router's basename
// (/admin); `href` gives the full URL for links that leave the router.

export const ADMIN_BASE = '/admin';

export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  projects: {
    list: '/projects',
    create: '/projects/new',
    edit: (id: string) => `/projects/${encodeURIComponent(id)}/edit`,
  },
  projectsEnhanced: {
    list: '/projects-enhanced',
    create: '/projects-enhanced/new',
    edit: (id: string) => `/projects-enhanced/${encodeURIComponent(id)}/edit`,
  },
  clients: {
    list: '/clients',
    create: '/clients/new',
    edit: (id: string) => `/clients/${encodeURIComponent(id)}/edit`,
  },
  credentials: {
    list: '/credentials',
    create: '/credentials/new',
    edit: (id: string) => `/credentials/${encodeURIComponent(id)}/edit`,
  },
  documents: '/documents',
  jobs: {
    list: '/jobs',
    create: '/jobs/new',
    edit: (id: string) => `/jobs/${encodeURIComponent(id)}/edit`,
  },
  pages: {
    list: '/pages',
    /** A page's id holds slashes (`services/engineering`): it is the rest of the address. */
    edit: (id: string) => `/pages/${id.split('/').map(encodeURIComponent).join('/')}`,
  },
  media: '/media',
  categories: '/categories',
  sectors: '/sectors',
  technologies: '/technologies',
  settings: '/settings',
  enquiries: '/enquiries',
  applications: '/applications',
  audience: '/audience',
  recentlyDeleted: '/recently-deleted',
  audit: '/audit',
  staff: '/users',
  backup: '/backup',
  privacy: '/privacy',
  invitation: '/invitation',
  website: '/',
  publicProjects: '/projects-enhanced',
} as const;

/** Full URL of an admin route, for links outside the router (e.g. a redirect from plain code). */
export const href = (path: string) => `${ADMIN_BASE}${path}`;

/**
 * Only same-app paths are accepted as a place to return to after sign-in, so a
 * crafted link cannot send the user to another site or back to the login page.
 */
export function safeReturnPath(candidate: unknown): string {
  // Browsers read a backslash as a slash, so `/\evil.example` would be `//evil.example`.
  if (
    typeof candidate !== 'string' ||
    !candidate.startsWith('/') ||
    /^\/[/\\]/.test(candidate) ||
    hasForbiddenCharacters(candidate, 'single')
  )
    return paths.dashboard;
  if (candidate === paths.login || candidate.startsWith(`${paths.login}?`) || candidate === '/') return paths.dashboard;
  return candidate;
}
