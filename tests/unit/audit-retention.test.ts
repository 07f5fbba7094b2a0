import { expect, test } from 'vitest';
import { auditKeptSince } from '#functions/audit/audit.ts';

// The audit log keeps 12 calendar months, to the time of day: the bound the
// hourly sweep prunes by and the privacy export reads from.

test('the log keeps the same time of day twelve months back, month ends and leap days included', () => {
  expect(auditKeptSince(Date.parse('2026-11-29T10:15:00.000Z'))).toBe('2025-11-29T10:15:00.000Z');
  expect(auditKeptSince(Date.parse('2028-02-29T10:00:00.000Z'))).toBe('2027-02-28T10:00:00.000Z');
  expect(auditKeptSince(Date.parse('2026-03-31T23:59:59.999Z'))).toBe('2025-03-31T23:59:59.999Z');
  expect(auditKeptSince(Date.parse('2026-01-01T00:00:00.000Z'))).toBe('2025-01-01T00:00:00.000Z');
});
