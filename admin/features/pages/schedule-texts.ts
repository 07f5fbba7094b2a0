import { translated } from '#src/i18n/translated.ts';

// The page editor's schedule: publishing the draft by itself at a date.

export const pageScheduleTexts = translated('admin-page-schedule', {
  en: {
    title: 'Scheduled publishing',
    intro: 'The draft as it stands on that date goes live then, by itself, to the minute.',
    publishAt: 'Publish on',
    schedule: 'Schedule',
    scheduling: 'Scheduling...',
    scheduled: 'To be published on {when}, as scheduled by {user}.',
    scheduledToast: '“{name}” will be published on {when}',
    cancel: 'Cancel the schedule',
    cancelled: 'Schedule of “{name}” cancelled',
    failed: 'Failed to schedule page',
    required: 'Choose a date and time to come.',
    badge: 'Scheduled: {when}',
  },
  fr: {
    title: 'Publication programmée',
    intro: 'Le brouillon tel qu’il sera à cette date est alors publié, tout seul, à la minute près.',
    publishAt: 'Publier le',
    schedule: 'Programmer',
    scheduling: 'Programmation...',
    scheduled: 'Sera publiée le {when}, programmée par {user}.',
    scheduledToast: '« {name} » sera publiée le {when}',
    cancel: 'Annuler la programmation',
    cancelled: 'Programmation de « {name} » annulée',
    failed: 'Échec de la programmation de la page',
    required: 'Choisissez une date et une heure à venir.',
    badge: 'Programmée : {when}',
  },
});
