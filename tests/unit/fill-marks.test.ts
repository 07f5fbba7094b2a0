import { expect, test } from 'vitest';
import { frameMarks, wordMark } from '#src/site/frame-marks.ts';
import { fillProjectShell } from '#functions/portfolio/shells.ts';
import { fillMarks } from '#functions/site-pages/fill-marks.ts';

// A frame's marks are filled in one pass over the frame: a mark that a text
// put in carries (staff typed it, or pasted it) stays that text.

test('attack: a mark inside a filled text is not filled again', () => {
  const frame = `<head>${frameMarks.head}</head><h1>${frameMarks.title}</h1><p>${frameMarks.lead}</p>`;
  const filled = fillMarks(
    frame,
    new Map([
      [frameMarks.head, () => `<meta name="description" content="Résumé ${frameMarks.lead} ${frameMarks.title}">`],
      [frameMarks.title, () => 'Title'],
      [frameMarks.lead, () => '<span lang="en">Lead</span>'],
    ]),
  );
  expect(filled).toBe(
    `<head><meta name="description" content="Résumé ${frameMarks.lead} ${frameMarks.title}"></head><h1>Title</h1><p><span lang="en">Lead</span></p>`,
  );
});

test('every occurrence of a mark is filled, a longer mark is not cut by a shorter one, and "$" stays literal', () => {
  const [short, long] = [wordMark('a'), wordMark('ab')];
  const filled = fillMarks(
    `${frameMarks.title}|${long}|${short}|${frameMarks.title}`,
    new Map([
      [frameMarks.title, () => 'T $& $1'],
      [short, () => 'short'],
      [long, () => 'long'],
    ]),
  );
  expect(filled).toBe('T $& $1|long|short|T $& $1');
});

test('attack: a project’s head holding the lead’s mark leaves the hero’s lead to the hero', () => {
  const shell = `<head>${frameMarks.head}</head><h1>${frameMarks.title}</h1><p class="lead">${frameMarks.lead}</p><main>${frameMarks.main}</main>`;
  const html = fillProjectShell(shell, {
    head: `<meta name="description" content="Résumé ${frameMarks.lead} fin">`,
    main: `<p>${frameMarks.eyebrow}</p>`,
    title: 'Titre',
    eyebrow: 'Client',
    lead: 'English lead',
    english: { lead: true },
  });
  expect(html).toContain(`content="Résumé ${frameMarks.lead} fin"`);
  expect(html).toContain('<p class="lead"><span lang="en">English lead</span></p>');
  expect(html).toContain(`<main><p>${frameMarks.eyebrow}</p></main>`);
});
