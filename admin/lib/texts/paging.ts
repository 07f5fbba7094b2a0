import { translated } from '#src/i18n/translated.ts';

// The pager under a long list (admin/components/pager.tsx).

export const pagingTexts = translated('admin-paging', {
  en: {
    showing: 'Showing {from}–{to} of {total}',
    pages: 'Pages of {noun}',
    previous: 'Previous',
    previousPage: 'Previous page',
    next: 'Next',
    nextPage: 'Next page',
    pageOf: 'Page {page} of {pages}',
    perPage: 'Per page',
  },
  fr: {
    showing: '{from} à {to} sur {total}',
    pages: 'Pages des {noun}',
    previous: 'Précédente',
    previousPage: 'Page précédente',
    next: 'Suivante',
    nextPage: 'Page suivante',
    pageOf: 'Page {page} sur {pages}',
    perPage: 'Par page',
  },
});
