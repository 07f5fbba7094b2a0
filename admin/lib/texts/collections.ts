import { translated } from '#src/i18n/translated.ts';

// The content collections by the names staff know them by: the audit log names
// the item an action touched, the backup's dry run the collections it restores.

export const collectionTexts = translated('admin-collections', {
  en: {
    projects: 'Projects (Old)',
    'projects-enhanced': 'Projects',
    clients: 'Clients',
    credentials: 'Credentials',
    documents: 'Documents',
    categories: 'Categories',
    sectors: 'Sectors',
    technologies: 'Technologies',
    metadata: 'Taxonomies',
    settings: 'Settings',
    pages: 'Pages',
    'pages/publish': 'Pages',
    enquiries: 'Enquiries',
    auth: 'Account',
    'upload-logo': 'Uploads',
    'admin/history': 'History',
    users: 'Staff',
    invitations: 'Invitations',
    backup: 'Backup',
  },
  fr: {
    projects: 'Projets (ancien)',
    'projects-enhanced': 'Projets',
    clients: 'Clients',
    credentials: 'Certifications',
    documents: 'Documents',
    categories: 'Catégories',
    sectors: 'Secteurs',
    technologies: 'Technologies',
    metadata: 'Taxonomies',
    settings: 'Paramètres',
    pages: 'Pages',
    'pages/publish': 'Pages',
    enquiries: 'Demandes',
    auth: 'Compte',
    'upload-logo': 'Téléversements',
    'admin/history': 'Historique',
    users: 'Équipe',
    invitations: 'Invitations',
    backup: 'Sauvegarde',
  },
});
