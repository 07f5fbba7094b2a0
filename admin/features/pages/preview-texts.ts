import { translated } from '#src/i18n/translated.ts';

// The page editor's preview: the draft as last saved, shown as the public page
// will show it, in either language, at a phone's and a desktop's width.

export const pagePreviewTexts = translated('admin-page-preview', {
  en: {
    title: 'Preview',
    intro: 'See the draft as last saved exactly as the site will show it, in English or French, on a phone or a desktop.',
    open: 'Preview the draft',
    dialogTitle: 'Preview of “{name}”',
    dialogDescription: 'The draft as last saved, not published. Unsaved changes are not shown: save the draft to see them here.',
    language: 'Language',
    english: 'English',
    french: 'French',
    width: 'Width',
    phone: 'Phone (375 px)',
    desktop: 'Desktop (1280 px)',
    frameTitle: 'Preview of “{name}” in {language} at {width} px',
    inLanguage: { en: 'English', fr: 'French' },
    loading: 'Preparing the preview...',
    failed: 'The preview could not be prepared.',
    newTab: 'Open in a new tab',
    newTabHint: 'Its address works for 30 minutes, for anyone you send it to.',
  },
  fr: {
    title: 'Aperçu',
    intro:
      'Voyez le brouillon tel qu’enregistré exactement comme le site l’affichera, en anglais ou en français, sur téléphone ou sur ordinateur.',
    open: 'Aperçu du brouillon',
    dialogTitle: 'Aperçu de « {name} »',
    dialogDescription:
      'Le brouillon tel qu’enregistré, non publié. Les modifications non enregistrées n’y sont pas : enregistrez le brouillon pour les voir ici.',
    language: 'Langue',
    english: 'Anglais',
    french: 'Français',
    width: 'Largeur',
    phone: 'Téléphone (375 px)',
    desktop: 'Ordinateur (1280 px)',
    frameTitle: 'Aperçu de « {name} » en {language} à {width} px',
    inLanguage: { en: 'anglais', fr: 'français' },
    loading: 'Préparation de l’aperçu...',
    failed: 'L’aperçu n’a pas pu être préparé.',
    newTab: 'Ouvrir dans un nouvel onglet',
    newTabHint: 'Son adresse fonctionne 30 minutes, pour toute personne à qui vous l’envoyez.',
  },
});
