import { translated } from '#src/i18n/translated.ts';

// The project form's "Search and sharing" section: its own title, description
// and social image for search engines and social networks, and noindex.

export const projectSeoTexts = translated('admin-project-seo', {
  en: {
    section: 'Search and sharing',
    intro: 'How search engines and social networks show the project’s page. Leave a field empty to use the project’s own texts.',
    seoTitle: 'Search title',
    seoTitleFr: 'Search title in French',
    titleHint: 'Empty: the project’s title. The company’s name is added after it.',
    seoDescription: 'Search description',
    seoDescriptionFr: 'Search description in French',
    descriptionHint: 'Empty: the summary, else the description’s start.',
    frenchHint: 'Empty: the English one.',
    count: '{count} of {max} characters.',
    socialImage: 'Social image',
    socialImageHint: 'Shared on social networks as a 1200×630 crop around its focal point. Empty: the featured image.',
    socialImageAlt: 'Social image preview',
    noindex: 'Hide from search engines (noindex)',
    noindexHint: 'Search engines are asked not to list the page, and it leaves the sitemap.',
    previewEn: 'In search results in English',
    previewFr: 'In search results in French',
    hidden: 'Not listed: hidden from search engines.',
  },
  fr: {
    section: 'Référencement et partage',
    intro:
      'Comment les moteurs de recherche et les réseaux sociaux présentent la page du projet. Laissez un champ vide pour reprendre les textes du projet.',
    seoTitle: 'Titre pour les moteurs de recherche',
    seoTitleFr: 'Titre pour les moteurs de recherche en français',
    titleHint: 'Vide : le titre du projet. Le nom de la société est ajouté après.',
    seoDescription: 'Description pour les moteurs de recherche',
    seoDescriptionFr: 'Description pour les moteurs de recherche en français',
    descriptionHint: 'Vide : le résumé, sinon le début de la description.',
    frenchHint: 'Vide : celle en anglais.',
    count: '{count} caractères sur {max}.',
    socialImage: 'Image de partage',
    socialImageHint: 'Partagée sur les réseaux sociaux, recadrée en 1200×630 autour de son point focal. Vide : l’image principale.',
    socialImageAlt: 'Aperçu de l’image de partage',
    noindex: 'Masquer aux moteurs de recherche (noindex)',
    noindexHint: 'Les moteurs de recherche sont priés de ne pas lister la page, qui sort du plan du site.',
    previewEn: 'Dans les résultats de recherche en anglais',
    previewFr: 'Dans les résultats de recherche en français',
    hidden: 'Non listée : masquée aux moteurs de recherche.',
  },
});
