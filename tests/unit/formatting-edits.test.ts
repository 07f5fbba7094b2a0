import { expect, test } from 'vitest';
import { applied, editFor, type Command } from '#admin/components/formatted-text/edits.ts';
import { formattingTexts } from '#admin/lib/texts/formatting.ts';

// What the editor's buttons and shortcuts type (ADR 0056), on a text and a
// selection written as "before[selected]after".

const placeholders = formattingTexts.en.placeholders;

/** Runs a command on "a[b]c" (brackets mark the selection) and gives the result with the new selection marked the same way. */
function run(command: Command, marked: string): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const value = marked.replace('[', '').replace(']', '');
  const edit = editFor(command, { value, start, end }, placeholders);
  const after = applied(value, edit);
  return `${after.slice(0, edit.selectStart)}[${after.slice(edit.selectStart, edit.selectEnd)}]${after.slice(edit.selectEnd)}`;
}

test('bold and italic wrap the selection, take it off when already there, and type a placeholder on none', () => {
  expect(run('bold', 'We cut [downtime] by half')).toBe('We cut **[downtime]** by half');
  expect(run('bold', 'We cut **[downtime]** by half')).toBe('We cut [downtime] by half');
  expect(run('italic', 'We cut [downtime]')).toBe('We cut *[downtime]*');
  expect(run('italic', 'We cut **[downtime]**')).toBe('We cut ***[downtime]***');
  expect(run('italic', 'We cut ***[downtime]***')).toBe('We cut **[downtime]**');
  expect(run('bold', 'End[]')).toBe('End**[bold text]**');
});

test('headings and lists mark every line touched, number them, and come off when all have them', () => {
  expect(run('bullets', 'Intro\n[design\ntests]\nafter')).toBe('Intro\n[- design\n- tests]\nafter');
  expect(run('numbers', '[design\n\ntests]')).toBe('[1. design\n\n2. tests]');
  expect(run('numbers', '[- design\n- tests]')).toBe('[1. design\n2. tests]');
  expect(run('bullets', '[- design\n- tests]')).toBe('[design\ntests]');
  expect(run('heading', 'Text\nSco[]pe')).toBe('Text\n## Scope[]');
  expect(run('heading', '## Sco[]pe')).toBe('Scope[]');
  expect(run('bullets', 'Text\n[]')).toBe('Text\n- [List item]');
});

test('a link wraps the selection and selects the address to type; with none, its text is selected', () => {
  expect(run('link', 'Ask [our team] today')).toBe('Ask [our team]([https://]) today');
  expect(run('link', 'Ask []')).toBe('Ask [[link text]](https://)');
});
