import type { AudienceReport } from '#src/schemas/audience.ts';

// The period's figures as one CSV file: a section per list, each row its
// name, key and count, so a spreadsheet can filter by the first column.

const cell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function audienceCsv(report: AudienceReport): string {
  const rows: (string | number)[][] = [['section', 'key', 'count']];
  for (const day of report.days) rows.push(['day', day.date, day.views]);
  const lists = {
    path: report.paths,
    referrer: report.referrers,
    language: report.languages,
    device: report.devices,
    enquiry_source: report.enquiries.by_source,
    enquiry_referrer: report.enquiries.by_referrer,
    application_source: report.applications.by_source,
  };
  for (const [section, list] of Object.entries(lists)) for (const entry of list) rows.push([section, entry.key, entry.count]);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
