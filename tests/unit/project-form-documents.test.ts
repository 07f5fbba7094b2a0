import { expect, test } from 'vitest';
import { projectEnhancedInputSchema } from '#src/schemas/project-enhanced.ts';
import { toInput, toValues } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// The project form keeps the related documents it was given and sends them
// back as the API reads them.

test('the project form round-trips document_ids, and a new project starts with none', () => {
  expect(toValues(undefined).document_ids).toEqual([]);
  const values = { ...toValues(undefined), title: 'Tank farm', client: 'Lavéra', document_ids: ['doc-a', 'doc-b'] };
  const input = toInput(values, 'tank-farm');
  expect(input.document_ids).toEqual(['doc-a', 'doc-b']);
  const parsed = projectEnhancedInputSchema.parse(input);
  expect(parsed.document_ids).toEqual(['doc-a', 'doc-b']);
});
