import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { careersMarks } from '#src/site/careers-marks.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { careersFrameLoader } from '#functions/careers/frames.ts';
import { dist } from '#tests/fixtures/dist.ts';

// The build output the careers function fills (run after `npm run build`, as
// every hardening suite): each language's list and offer frame carries the
// marks the function needs, the application form's script is their one script
// file, and the closed page none.

const scriptFiles = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);

test('the built careers pages carry their marks and the application form’s script as their only script file', async () => {
  const frames = await careersFrameLoader(pathToFileURL(`${dist}/`))();
  expect(frames.origin).toMatch(/^https:\/\//);
  for (const { list, job, closed } of [frames.en, frames.fr]) {
    expect(list).toContain(careersMarks.list);
    expect(list).toContain('<div id="apply" data-application-slot>');
    for (const mark of [frameMarks.head, frameMarks.title, frameMarks.lead, careersMarks.job]) expect(job).toContain(mark);
    expect(scriptFiles(list)).toHaveLength(1);
    expect(scriptFiles(job)).toHaveLength(1);
    expect(scriptFiles(closed)).toEqual([]);
    expect(list).not.toContain('<astro-island');
    expect(closed).toContain('<meta name="robots" content="noindex');
  }
  expect(frames.fr.list).toContain('<html lang="fr"');
});
