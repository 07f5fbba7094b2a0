import { translated } from '#src/i18n/translated.ts';

// What an edit screen says when someone else saved the item while it was open
// (admin/components/edit-conflict.tsx) and who else has it open
// (admin/components/presence-note.tsx).

export const conflictTexts = translated('admin-conflicts', {
  en: {
    title: 'Someone else saved this item while you were editing it',
    intro: 'Nothing was saved yet. What you typed is kept; their changes are below, field by field. Check them, then save again.',
    taken: 'Taken from their save (you had not changed these)',
    both: 'Changed by both of you: choose which to keep',
    was: 'was',
    keepMine: 'Keep yours',
    takeTheirs: 'Take theirs',
    yes: 'Yes',
    no: 'No',
    alsoOpen: 'Also open by {names}. Their saves and yours are compared when you save, so nothing is lost.',
  },
  fr: {
    title: 'Quelqu’un d’autre a enregistré cet élément pendant que vous le modifiiez',
    intro:
      'Rien n’est encore enregistré. Ce que vous avez saisi est conservé ; ses modifications sont ci-dessous, champ par champ. Vérifiez-les, puis enregistrez de nouveau.',
    taken: 'Repris de son enregistrement (vous ne les aviez pas modifiés)',
    both: 'Modifiés par vous deux : choisissez lequel garder',
    was: 'avant',
    keepMine: 'Garder le vôtre',
    takeTheirs: 'Prendre le sien',
    yes: 'Oui',
    no: 'Non',
    alsoOpen: 'Aussi ouvert par {names}. Ses enregistrements et les vôtres sont comparés à l’enregistrement : rien n’est perdu.',
  },
});
