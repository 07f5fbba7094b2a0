import { frenchOf } from '#src/i18n/translated.ts';
import { splitTexts } from '#admin/lib/texts/split-texts.ts';

// The admin's shared texts: the shell, the sidebar, the account menu, the
// states and dialogs every screen can show. The words of lists and forms are
// in ./items.ts, which the first screen does not load. The spec's English texts
// are kept exactly; the French ones (./common-fr.ts, loaded only in French, ADR
// 0080) are what a French member of staff reads.

const english = {
  skipLink: 'Skip to content',
  menu: 'Menu',
  close: 'Close',
  welcome: 'Welcome,',
  viewWebsite: 'View Website',
  newTab: ' (opens in a new tab)',
  logout: 'Logout',
  previewTitle: 'Preview deploy.',
  previewText: 'Changes made here stay in this preview’s own copy of the content and never reach the live site.',
  nav: {
    label: 'Admin',
    dashboard: 'Dashboard',
    projects: 'Projects',
    allProjects: 'All Projects',
    categories: 'Categories',
    sectors: 'Sectors',
    technologies: 'Technologies',
    oldProjects: 'Projects (Old)',
    clients: 'Clients',
    credentials: 'Credentials',
    documents: 'Documents',
    pages: 'Pages',
    media: 'Media',
    enquiries: 'Enquiries',
    audience: 'Audience',
    jobs: 'Jobs',
    applications: 'Applications',
    audit: 'Audit log',
    recentlyDeleted: 'Recently deleted',
    staff: 'Staff',
    backup: 'Backup',
    privacy: 'Privacy requests',
    settings: 'Settings',
    newCount: ' new',
  },
  account: {
    button: 'Account',
    signedInAs: 'Signed in as',
    roles: { admin: 'Administrator', editor: 'Editor' },
    changePassword: 'Change password',
    language: 'Language',
  },
  notifications: 'Notifications',
  errors: 'Errors',
  dismiss: 'Dismiss notification',
  confirm: 'Confirm',
  cancel: 'Cancel',
  discardTitle: 'Discard unsaved changes?',
  discardText: 'You have changes that have not been saved. If you leave this page they will be lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  logoutDiscardText: 'You have changes that have not been saved. If you log out they will be lost.',
  logoutDiscard: 'Discard and log out',
  checkingSession: 'Checking your session…',
  tryAgain: 'Try again',
  pleaseTryAgain: 'Please try again.',
  connectionFailed: 'Failed to connect to server. Please try again.',
  titleSuffix: 'Admin',
  breadcrumb: 'Breadcrumb',
  loading: 'Loading...',
  hidden: 'Hidden',
};

export type CommonTexts = typeof english;

export const commonTexts = splitTexts(english, async () =>
  frenchOf('admin-common', english, (await import('#admin/lib/texts/common-fr.ts')).french),
);
