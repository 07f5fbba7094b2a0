import { expect, test } from 'vitest';
import { frenchMessage } from '#admin/lib/texts/messages.ts';
import { projectEnhancedInputSchema } from '#src/schemas/project-enhanced.ts';
import { validate } from '#admin/lib/validate.ts';

// The shared schemas and the API write their messages in English; the French
// admin reads them in French through one table of labels and rules.

const typeset = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

test('field messages built from a label and a rule read in French, the label translated too', () => {
  expect(typeset(frenchMessage('Title is required'))).toBe('« Titre » est obligatoire');
  expect(typeset(frenchMessage('French title must be on one line, without control characters'))).toBe(
    '« Titre en français » doit tenir sur une ligne, sans caractères de contrôle',
  );
  expect(typeset(frenchMessage('Display order must be 0 or more'))).toBe("L'ordre d'affichage doit être supérieur ou égal à 0");
  expect(typeset(frenchMessage('A sector with this slug already exists'))).toBe('Un secteur utilise déjà ce slug');
  // A failure without an answer: the form's own French text, then the spec's English suffix, in French too.
  expect(typeset(frenchMessage("Échec de l'enregistrement du client. Please try again."))).toBe(
    "Échec de l'enregistrement du client. Veuillez réessayer.",
  );
});

test('every message the project form can show on its own fields has French', () => {
  const result = validate(projectEnhancedInputSchema, { title: '', client: 'x'.repeat(300), display_order: -1, fr: { title: 'a\nb' } });
  expect(result.success).toBe(false);
  if (result.success) return;
  for (const message of Object.values(result.errors)) {
    if (message) expect(frenchMessage(message), message).not.toBe(message);
  }
});

test('a message with no French is shown as the server wrote it', () => {
  expect(frenchMessage('Something new went wrong')).toBe('Something new went wrong');
});

test('a backup refused for one item reads in French: which item, then what is wrong with it', () => {
  expect(typeset(frenchMessage('projects-enhanced item 2 (“tank-farm-scada”, id 5d1f): Title is required'))).toBe(
    'projets, élément 2 (“tank-farm-scada”, identifiant 5d1f) : « Titre » est obligatoire',
  );
  expect(typeset(frenchMessage('clients item 1 (id 42): Name is required'))).toBe(
    'clients, élément 1 (identifiant 42) : « Nom » est obligatoire',
  );
  expect(frenchMessage('Only an administrator can do this')).not.toBe('Only an administrator can do this');
  expect(frenchMessage('Unpublish date must be after the publish date')).not.toBe('Unpublish date must be after the publish date');
});
