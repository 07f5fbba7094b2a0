import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { auditEntrySchema } from '#src/schemas/audit.ts';
import { contactSchema } from '#src/schemas/contact.ts';
import { applicationInputSchema, applicationSchema } from '#src/schemas/application.ts';
import { invitationSchema } from '#src/schemas/staff.ts';
import { retention } from '#src/lib/privacy/retention.ts';
import { userRecordSchema } from '#functions/auth/users.ts';

// docs/privacy.md is the record of processing: each stored field that holds
// personal data has a row, and the periods it states are the ones the code
// applies. A new field or a changed period fails here until the record says so.

const record = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'docs', 'privacy.md'), 'utf8');
const named = new Set([...record.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]));

const personalFields = {
  /** Everything a visitor types into the contact form is theirs. */
  enquiry: Object.keys(contactSchema.shape),
  /** Everything a candidate sends, and what the record keeps of it. */
  application: [...new Set([...Object.keys(applicationInputSchema.shape), ...Object.keys(applicationSchema.shape)])].filter(
    (field) => !['id', 'status', 'relay', 'created_at', 'updated_at'].includes(field),
  ),
  staffAccount: Object.keys(userRecordSchema.shape),
  invitation: ['username', 'invited_by'] satisfies (keyof typeof invitationSchema.shape)[],
  auditEntry: ['user', 'ip'] satisfies (keyof typeof auditEntrySchema.shape)[],
  /** What an erasure keeps (functions/privacy/erasures.ts): pseudonymous, still about a person. */
  erasure: ['erased_at', 'enquiry_ids'],
};

test('every stored field that holds personal data has a row in docs/privacy.md', () => {
  const missing = Object.entries(personalFields).flatMap(([kind, fields]) =>
    fields.filter((field) => !named.has(field)).map((field) => `${kind}.${field}`),
  );
  expect(missing).toEqual([]);
});

test('docs/privacy.md states the retention periods the code applies', () => {
  expect(record).toContain(`**${retention.enquiriesYears} years**`);
  expect(record).toContain(`**${retention.applicationsYears} years**`);
  expect(record).toContain(`**${retention.backupsDays} days**`);
  expect(record).toContain(`**${retention.auditLogMonths} months**`);
  expect(record).toContain(`**${retention.audienceMonths} months**`);
  expect(record).toContain(`**${retention.audienceViewsDays} day**`);
});
