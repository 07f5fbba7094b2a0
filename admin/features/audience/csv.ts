import type { AudienceReport } from '#src/schemas/audience.ts';
import { csvDocument } from '#src/lib/csv.ts';

// The period's figures as one CSV file: a section per list, each row its
// name, key and count, so a spreadsheet can filter by the first column. Written
// as every admin export is (src/lib/csv.ts): paths and domains come from
// visitors, so no cell may run as a formula.

export function audienceCsv(report: AudienceReport): string {
  const rows: string[][] = report.days.map((day) => ['day', day.date, String(day.views)]);
  const lists = {
    path: report.paths,
    referrer: report.referrers,
    language: report.languages,
    device: report.devices,
    enquiry_source: report.enquiries.by_source,
    enquiry_referrer: report.enquiries.by_referrer,
    application_source: report.applications.by_source,
  };
  for (const [section, list] of Object.entries(lists)) for (const entry of list) rows.push([section, entry.key, String(entry.count)]);
  return csvDocument(['section', 'key', 'count'], rows);
}
