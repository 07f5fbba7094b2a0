import type { Application } from '#src/schemas/application.ts';
import { csvDocument } from '#src/lib/csv.ts';

// The applications as a CSV file for staff: what was sent and its state, the
// CV named and sized but never included (ADR 0071). Cells are made safe from
// spreadsheet formulas by csvDocument.

const columns = [
  'created_at',
  'updated_at',
  'job_id',
  'job_title',
  'name',
  'email',
  'phone',
  'message',
  'language',
  'status',
  'cv_file_name',
  'cv_size',
  'source_path',
] as const;

export function applicationsCsv(items: readonly Application[]): string {
  const rows = items.map((item) => {
    const values: Record<(typeof columns)[number], string> = {
      created_at: item.created_at,
      updated_at: item.updated_at,
      job_id: item.job_id ?? '',
      job_title: item.job_title ?? '',
      name: item.name,
      email: item.email,
      phone: item.phone,
      message: item.message,
      language: item.language,
      status: item.status,
      cv_file_name: item.cv.file_name,
      cv_size: String(item.cv.size),
      source_path: item.source_path ?? '',
    };
    return columns.map((column) => values[column]);
  });
  return csvDocument(columns, rows);
}
