import { expect, test } from 'vitest';
import { z } from 'zod';
import { clientSchema } from '#src/schemas/client.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { documentRecordSchema } from '#src/schemas/document.ts';
import { jobSchema } from '#src/schemas/job.ts';
import { projectRecordSchema } from '#src/schemas/project.ts';
import { projectEnhancedRecordSchema } from '#src/schemas/project-enhanced.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import { categorySchema, sectorSchema, technologySchema } from '#src/schemas/taxonomy.ts';
import { historyTexts } from '#admin/features/history/texts.ts';

// The history panel names the fields a version changed by labels staff read,
// in English and in French: every field of every item with a history has one,
// the French texts' fields included, and none is a stored name.

const recordSchemas = {
  projects: projectRecordSchema,
  'projects-enhanced': projectEnhancedRecordSchema,
  clients: clientSchema,
  categories: categorySchema,
  sectors: sectorSchema,
  technologies: technologySchema,
  settings: settingsSchema,
  credentials: credentialSchema,
  documents: documentRecordSchema,
  jobs: jobSchema,
};

/** The schema inside a default, an optional or a pipe's input. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  const inner = def.innerType ?? def.in;
  return inner ? unwrapped(inner) : schema;
}

/** The field names of an object schema, and those of its nested objects (the French texts). */
function fieldsOf(schema: z.core.$ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.core.$ZodType> }).shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([field, value]) => {
    return [field, ...fieldsOf(unwrapped(value))];
  });
}

test('every field a version can change has a label people read, in English and in French', () => {
  const fields = new Set(Object.values(recordSchemas).flatMap(fieldsOf));
  expect(fields.size).toBeGreaterThan(30);
  for (const language of ['en', 'fr'] as const) {
    const labels = historyTexts[language].fields as Record<string, string>;
    for (const field of fields) {
      expect(labels[field], `${language}: ${field}`).toBeDefined();
      expect(labels[field], `${language}: ${field}`).not.toMatch(/_|\bslugs\b|^[a-z]/);
    }
  }
  expect(historyTexts.en.fields.previous_slugs).toBe('Former addresses (redirected)');
  expect(historyTexts.fr.fields.previous_slugs).toBe('Anciennes adresses (redirigées)');
});
