import { expect, test } from 'vitest';
import { codedText } from '#admin/lib/coded-text.ts';
import { frenchMessages, messageText } from '#admin/lib/texts/messages.ts';
import { validate } from '#admin/lib/validate.ts';
import { issuesOf, zodMessage } from '#src/schemas/coded-issues.ts';
import { englishMessages, message, nested } from '#src/schemas/messages.ts';
import { projectEnhancedInputSchema } from '#src/schemas/project-enhanced.ts';
import { settingsSchema } from '#src/schemas/settings.ts';

// Every message of the schemas, the API and the admin's requests has a code,
// its English in the shared catalogue and its French in the admin; the admin
// shows a message by its code, never by reading its English.

const typeset = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');
const inFrench = (said: Parameters<typeof codedText>[0]) => typeset(messageText(codedText(said), 'fr'));
const inEnglish = (said: Parameters<typeof codedText>[0]) => messageText(codedText(said), 'en');

test('every code has an English text and a French one', () => {
  const codes = Object.keys(englishMessages).sort();
  expect(Object.keys(frenchMessages).sort()).toEqual(codes);
  for (const code of codes) {
    expect(typeof englishMessages[code as keyof typeof englishMessages], code).toBe('function');
    expect(typeof frenchMessages[code as keyof typeof frenchMessages], code).toBe('function');
  }
});

test('field issues of a shared schema carry their code and parameters beside the English', () => {
  const result = projectEnhancedInputSchema.safeParse({ title: '', client: 'x'.repeat(300), display_order: -1, fr: { title: 'a\nb' } });
  expect(result.success).toBe(false);
  expect(issuesOf(result.error!)).toEqual(
    expect.arrayContaining([
      { path: 'title', message: 'Title is required', code: 'required', params: { field: 'title' } },
      { path: 'client', message: 'Client must be at most 200 characters', code: 'max_length', params: { field: 'client', max: 200 } },
      { path: 'display_order', message: 'Display order must be 0 or more', code: 'not_negative', params: { field: 'display_order' } },
      {
        path: 'fr.title',
        message: 'French title must be on one line, without control characters',
        code: 'single_line',
        params: { field: 'french_title' },
      },
    ]),
  );
  const speed = settingsSchema.safeParse({ carousel_logo_size: 256, carousel_speed: 5, carousel_enabled: true });
  expect(issuesOf(speed.error!)).toEqual([
    { path: 'carousel_speed', message: 'Speed must be at least 10 seconds', code: 'min_seconds', params: { field: 'speed', min: 10 } },
  ]);
});

test('the project form reads its field errors in French, the field named by its French label', () => {
  const result = validate(projectEnhancedInputSchema, { title: '', client: 'x'.repeat(300), display_order: -1, fr: { title: 'a\nb' } });
  expect(result.success).toBe(false);
  if (result.success) return;
  const french = Object.fromEntries(Object.entries(result.errors).map(([field, said]) => [field, typeset(messageText(said!, 'fr'))]));
  expect(french).toMatchObject({
    title: '« Titre » est obligatoire',
    client: '« Client » ne doit pas dépasser 200 caractères',
    display_order: "« Ordre d'affichage » doit être supérieur ou égal à 0",
    'fr.title': '« Titre en français » doit tenir sur une ligne, sans caractères de contrôle',
  });
  expect(messageText(result.errors.title!, 'en')).toBe('Title is required');
});

test('a server error reads in French by its code and in English from the catalogue', () => {
  expect(inFrench(message('not_found', { item: 'project' }))).toBe('Projet introuvable');
  expect(inEnglish(message('not_found', { item: 'project' }))).toBe('Project not found');
  expect(inFrench(message('slug_taken', { item: 'sector' }))).toBe('Un secteur utilise déjà ce slug');
  expect(inFrench(message('unknown_ids', { item: 'technology', ids: 'a, b', count: 2 }))).toBe(
    'Identifiants inconnus (technologie) : a, b',
  );
  expect(inFrench(message('network_failure'))).toBe('Impossible de joindre le serveur');
  expect(inFrench(message('request_failed', { status: 502 }))).toBe('La requête a échoué (statut 502)');
});

test('a failure without an answer reads as the form’s own text, then “Please try again” in the admin’s language', () => {
  const failure = message('retry', { failure: "Échec de l'enregistrement du client" });
  expect(inFrench(failure)).toBe("Échec de l'enregistrement du client. Veuillez réessayer.");
  expect(inEnglish(message('retry', { failure: 'Failed to save client' }))).toBe('Failed to save client. Please try again.');
});

test('a backup refused for one item reads in French: which item, then what is wrong with it', () => {
  const problem = nested(message('required', { field: 'title' }));
  const item = message('backup_item_invalid', {
    collection: 'projects-enhanced',
    position: 2,
    label: 'tank-farm-scada',
    id: '5d1f',
    problem,
  });
  expect(inEnglish(item)).toBe('projects-enhanced item 2 (“tank-farm-scada”, id 5d1f): Title is required');
  expect(inFrench(item)).toBe('projets, élément 2 (“tank-farm-scada”, identifiant 5d1f) : « Titre » est obligatoire');
  const unnamed = message('backup_item_invalid', {
    collection: 'clients',
    position: 1,
    label: '',
    id: '42',
    problem: nested(message('required', { field: 'name' })),
  });
  expect(inFrench(unnamed)).toBe('clients, élément 1 (identifiant 42) : « Nom » est obligatoire');
});

test('a code this admin does not know shows the English the server sent; the admin’s own texts show as they are', () => {
  expect(messageText({ code: 'something_new', params: {}, text: 'Something new went wrong' }, 'fr')).toBe('Something new went wrong');
  expect(messageText('Échec de la sauvegarde', 'fr')).toBe('Échec de la sauvegarde');
});

test('French messages follow French typography', () => {
  const text = messageText(codedText(message('unknown_ids', { item: 'sector', ids: 'x', count: 1 })), 'fr');
  expect(text).toBe('Identifiant inconnu (secteur)\u00A0: x');
  expect(messageText(codedText(message('required', { field: 'title' })), 'fr')).toBe('«\u202FTitre\u202F» est obligatoire');
});

test('two different messages that would read the same are refused when the schemas are built', () => {
  expect(zodMessage('required', { field: 'title' })).toBe('Title is required');
  expect(() => zodMessage('invalid', { detail: 'Title is required' })).toThrow(/Two messages read "Title is required"/);
});
