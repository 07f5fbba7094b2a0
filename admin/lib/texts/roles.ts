import { translated } from '#src/i18n/translated.ts';

// A role inside a sentence ("is now an editor", "invited as an editor"): the
// staff screen and the invitation page both say it.

export const roleInSentenceTexts = translated('admin-role-in-sentence', {
  en: { admin: 'an administrator', editor: 'an editor' },
  fr: { admin: 'administrateur', editor: 'éditeur' },
});
