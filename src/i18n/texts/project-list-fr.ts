import type { ProjectListTexts } from '#src/i18n/texts/project-list-en.ts';

// The project list island's texts in French, as typed (French typography is
// applied where they are used: src/i18n/texts/portfolio.ts, list-texts.ts).

export const projectListFr: ProjectListTexts = {
  loading: 'Chargement des projets…',
  failed: 'Les projets n’ont pas pu être chargés. Veuillez réessayer.',
  projectOne: 'projet',
  projectMany: 'projets',
  count: '{total} {noun}',
  showing: '{matching} {noun} sur {total}',
  showingRange: 'Projets {first} à {last} sur {matching}',
  showingRangeFiltered: 'Projets {first} à {last} sur {matching} correspondants ({total} au total)',
  noMatch: 'Aucun projet ne correspond à ces filtres.',
  showAll: 'Afficher tous les projets',
  empty: 'Aucun projet à afficher pour le moment.',
  caseStudies: 'Lire nos études de cas',
  filterLabel: 'Filtrer les projets',
  filters: {
    sector: { label: 'Secteur', all: 'Tous les secteurs' },
    technology: { label: 'Technologie', all: 'Toutes les technologies' },
    category: { label: 'Catégorie', all: 'Toutes les catégories' },
  },
  clear: 'Effacer les filtres',
  bySector: 'Projets par secteur',
  pages: 'Pages de projets',
  previous: 'Précédent',
  next: 'Suivant',
  page: 'Page {page}',
  ongoing: 'En cours',
  featured: 'À la une',
  sectors: 'Secteurs',
  categories: 'Catégories',
  technologies: 'Technologies',
  more: '+{count} de plus',
  moreResults: '+{count} autres résultats…',
  keyResults: 'Résultats clés',
  close: 'Fermer',
  description: 'Description',
  scope: 'Périmètre et objectifs',
};
