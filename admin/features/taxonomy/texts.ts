import { translated } from '#src/i18n/translated.ts';

// Categories, sectors and technologies: one manager and one inline form for
// the three, with each type's own phrases (French nouns have genders).

type TypeTexts = {
  title: string;
  description: string;
  loading: string;
  failed: string;
  empty: string;
  noun: string;
  noMatch: string;
  allTranslated: string;
  deleted: string;
  deletedFrom: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteUsed: string;
  deleteUnused: string;
  deleteConfirm: string;
  saved: string;
  added: string;
  saveFailed: string;
  editTitle: string;
  addTitle: string;
  addButton: string;
};

type TaxonomyTexts = {
  types: { categories: TypeTexts; sectors: TypeTexts; technologies: TypeTexts };
  sorts: { order: string; name: string; slug: string; projects: string };
  missingFrench: string;
  switchText: string;
  columns: { reorder: string; order: string; name: string; slug: string; type: string; vendor: string; projects: string; actions: string };
  name: string;
  nameFr: string;
  nameFrHint: string;
  vendor: string;
  type: string;
  noType: string;
  description: string;
  descriptionFr: string;
  derive: string;
  follows: string;
  cancel: string;
};

const english = (singular: string, plural: string, title: string, description: string, article: string): TypeTexts => ({
  title,
  description,
  loading: `Loading ${plural}...`,
  failed: `The ${plural} could not be loaded.`,
  empty: `No ${plural} found. Create your first ${singular} above.`,
  noun: plural,
  noMatch: `No ${singular} matches “{query}”.`,
  allTranslated: `Every ${singular} has its French text.`,
  deleted: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} “{name}” deleted`,
  deletedFrom: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} “{name}” deleted and removed from {projects}`,
  deleteFailed: `Failed to delete ${singular}`,
  deleteTitle: `Delete this ${singular}?`,
  deleteUsed:
    '“{name}” is used by {projects}. Deleting it also removes it from {those}. It can be restored from Recently deleted for 30 days, without those links.',
  deleteUnused: '“{name}” is not used by any project. It can be restored from Recently deleted for 30 days.',
  deleteConfirm: `Delete ${singular}`,
  saved: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} “{name}” saved`,
  added: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} “{name}” added`,
  saveFailed: `Failed to save ${singular}`,
  editTitle: `Edit ${singular} “{name}”`,
  addTitle: `Add ${article} ${singular}`,
  addButton: `Add ${singular}`,
});

const en: TaxonomyTexts = {
  types: {
    categories: english('category', 'categories', 'Categories', 'The kinds of work a project belongs to.', 'a'),
    sectors: english('sector', 'sectors', 'Sectors', 'The industries the projects serve.', 'a'),
    technologies: english(
      'technology',
      'technologies',
      'Technologies',
      'Systems, hardware, software and protocols used in the projects.',
      'a',
    ),
  },
  sorts: { order: 'Display order', name: 'Name (A–Z)', slug: 'Slug (A–Z)', projects: 'Most used' },
  missingFrench: 'Missing French text',
  switchText: 'The form has changes that have not been saved. Edit another item and lose them?',
  columns: {
    reorder: 'Reorder',
    order: 'Order',
    name: 'Name',
    slug: 'Slug',
    type: 'Type',
    vendor: 'Vendor',
    projects: 'Projects',
    actions: 'Actions',
  },
  name: 'Name',
  nameFr: 'Name in French',
  nameFrHint: 'Shown on the French site; without it the English name is shown there.',
  vendor: 'Vendor',
  type: 'Type',
  noType: 'No type',
  description: 'Description',
  descriptionFr: 'Description in French',
  derive: 'Derive from the name',
  follows: 'Follows the name; edit it to choose your own.',
  cancel: 'Cancel',
};

const french = (
  texts: Pick<TypeTexts, 'title' | 'description' | 'noun'> & { the: string; a: string; this: string; every: string; deletedM: boolean },
): TypeTexts => {
  const done = (verb: string) => `${verb}${texts.deletedM ? '' : 'e'}`;
  return {
    title: texts.title,
    description: texts.description,
    loading: `Chargement des ${texts.noun}…`,
    failed: `Les ${texts.noun} n'ont pas pu être chargé${texts.deletedM ? 's' : 'es'}.`,
    empty: `Aucun élément pour l'instant. Créez ${texts.a} ci-dessus.`,
    noun: texts.noun,
    noMatch: 'Aucun résultat pour « {query} ».',
    allTranslated: `${texts.every} a son texte français.`,
    deleted: `« {name} » ${done('supprimé')}`,
    deletedFrom: `« {name} » ${done('supprimé')} et ${done('retiré')} de {projects}`,
    deleteFailed: `Échec de la suppression de ${texts.the}`,
    deleteTitle: `Supprimer ${texts.this} ?`,
    deleteUsed:
      '« {name} » est utilisé par {projects}. Le supprimer le retire aussi de {those}. Il reste restaurable 30 jours depuis « Récemment supprimés », sans ces liens.',
    deleteUnused: "« {name} » n'est utilisé par aucun projet. Il reste restaurable 30 jours depuis « Récemment supprimés ».",
    deleteConfirm: `Supprimer ${texts.this}`,
    saved: `« {name} » ${done('enregistré')}`,
    added: `« {name} » ${done('ajouté')}`,
    saveFailed: `Échec de l'enregistrement de ${texts.the}`,
    editTitle: `Modifier ${texts.the} « {name} »`,
    addTitle: `Ajouter ${texts.a}`,
    addButton: `Ajouter ${texts.a}`,
  };
};

export const taxonomyTexts = translated('admin-taxonomy', {
  en,
  fr: {
    types: {
      categories: french({
        title: 'Catégories',
        description: 'Les types de travaux auxquels un projet appartient.',
        noun: 'catégories',
        the: 'la catégorie',
        a: 'une catégorie',
        this: 'cette catégorie',
        every: 'Chaque catégorie',
        deletedM: false,
      }),
      sectors: french({
        title: 'Secteurs',
        description: 'Les industries que servent les projets.',
        noun: 'secteurs',
        the: 'le secteur',
        a: 'un secteur',
        this: 'ce secteur',
        every: 'Chaque secteur',
        deletedM: true,
      }),
      technologies: french({
        title: 'Technologies',
        description: 'Systèmes, matériels, logiciels et protocoles utilisés dans les projets.',
        noun: 'technologies',
        the: 'la technologie',
        a: 'une technologie',
        this: 'cette technologie',
        every: 'Chaque technologie',
        deletedM: false,
      }),
    },
    sorts: { order: "Ordre d'affichage", name: 'Nom (A–Z)', slug: 'Slug (A–Z)', projects: 'Les plus utilisés' },
    missingFrench: 'Texte français manquant',
    switchText: 'Le formulaire contient des modifications non enregistrées. Modifier un autre élément et les perdre ?',
    columns: {
      reorder: 'Réorganiser',
      order: 'Ordre',
      name: 'Nom',
      slug: 'Slug',
      type: 'Type',
      vendor: 'Fournisseur',
      projects: 'Projets',
      actions: 'Actions',
    },
    name: 'Nom',
    nameFr: 'Nom en français',
    nameFrHint: 'Affiché sur le site français ; sans lui, le nom anglais y est affiché.',
    vendor: 'Fournisseur',
    type: 'Type',
    noType: 'Aucun type',
    description: 'Description',
    descriptionFr: 'Description en français',
    derive: 'Déduire du nom',
    follows: 'Suit le nom ; modifiez-le pour choisir le vôtre.',
    cancel: 'Annuler',
  },
});

export const projectCountTexts = translated('admin-project-count', {
  en: { one: '{count} project', many: '{count} projects', that: 'that project', those: 'those projects' },
  fr: { one: '{count} projet', many: '{count} projets', that: 'ce projet', those: 'ces projets' },
});
