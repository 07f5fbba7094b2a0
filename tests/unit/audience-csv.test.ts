import { expect, test } from 'vitest';
import type { AudienceReport } from '#src/schemas/audience.ts';
import { audienceCsv } from '#admin/features/audience/csv.ts';

// The Audience screen's CSV: one row per figure, by section, and no cell a
// spreadsheet would run as a formula (paths and domains come from visitors).

const report: AudienceReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    { date: '2026-11-01', views: 2 },
    { date: '2026-11-02', views: 1 },
  ],
  views: 3,
  paths: [
    { key: '/about', count: 2 },
    { key: '/a,"b"', count: 1 },
  ],
  referrers: [{ key: '(direct)', count: 3 }],
  languages: [{ key: 'en', count: 3 }],
  devices: [{ key: 'desktop', count: 3 }],
  project_days: {},
  enquiries: { total: 1, by_source: [{ key: '=HYPERLINK("http://evil.example")', count: 1 }], by_referrer: [] },
  applications: { total: 1, by_source: [{ key: '/careers', count: 1 }] },
};

test('every figure is a row of its section, every cell quoted, formulas neutralised', () => {
  expect(audienceCsv(report).split('\r\n')).toEqual([
    '\uFEFFsection,key,count',
    '"day","2026-11-01","2"',
    '"day","2026-11-02","1"',
    '"path","/about","2"',
    '"path","/a,""b""","1"',
    '"referrer","(direct)","3"',
    '"language","en","3"',
    '"device","desktop","3"',
    `"enquiry_source","'=HYPERLINK(""http://evil.example"")","1"`,
    '"application_source","/careers","1"',
    '',
  ]);
});
