import { expect, test } from 'vitest';
import { projectEnhancedFrenchSchema } from '#src/schemas/project-enhanced.ts';
import { translatableProjectFields } from '#src/schemas/project-fields.ts';

// The zod-free list of a project's translatable fields (ADR 0089) names the
// French object's fields, all of them, in the schema's order (the admin's).

test('the translatable fields are the French schema’s fields, in its order', () => {
  expect([...translatableProjectFields]).toEqual(Object.keys(projectEnhancedFrenchSchema.shape));
});

test('the module carries no zod: it imports the schema for its types only', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('../../src/schemas/project-fields.ts', import.meta.url), 'utf8');
  const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*from\s+'([^']+)'/gm)];
  expect(imports.length).toBeGreaterThan(0);
  for (const [line, typeOnly] of imports) expect(typeOnly, line).toBe('type ');
});
