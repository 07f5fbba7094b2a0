import { translated } from '#src/i18n/translated.ts';

// The formatted-text editor's texts (admin/components/formatted-text/): its
// toolbar, its preview, and the placeholders its buttons type.

export const formattingTexts = translated('admin-formatting', {
  en: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    bullets: 'Bulleted list',
    numbers: 'Numbered list',
    link: 'Link',
    preview: 'Preview',
    previewOf: 'Preview of {label}',
    nothing: 'Nothing to preview yet.',
    help: 'Select words, then a button. **bold**, *italic*, ## heading, - list, [text](https://…); a blank line starts a paragraph.',
    placeholders: { bold: 'bold text', italic: 'italic text', heading: 'Heading', item: 'List item', linkText: 'link text' },
  },
  fr: {
    toolbar: 'Mise en forme',
    bold: 'Gras',
    italic: 'Italique',
    heading: 'Intertitre',
    bullets: 'Liste à puces',
    numbers: 'Liste numérotée',
    link: 'Lien',
    preview: 'Aperçu',
    previewOf: 'Aperçu de {label}',
    nothing: 'Rien à afficher pour l’instant.',
    help: 'Sélectionnez des mots, puis un bouton. **gras**, *italique*, ## intertitre, - liste, [texte](https://…) ; une ligne vide commence un paragraphe.',
    placeholders: {
      bold: 'texte en gras',
      italic: 'texte en italique',
      heading: 'Intertitre',
      item: 'Élément de liste',
      linkText: 'texte du lien',
    },
  },
});
