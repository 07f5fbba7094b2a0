import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { MEDIA_URL } from '#src/schemas/media-url.ts';
import { calendarDay } from '#src/schemas/calendar-day.ts';
import { displayOrder, flag, id, optionalText, requiredText, timestamps } from '#src/schemas/common.ts';

// Certifications, clearances and partnerships (MASE, ISO 9001, habilitations
// électriques, vendor partnerships): what industrial buyers check before they
// let a contractor on site. A credential shows on the public site from its
// valid_from day to its valid_until day included, in Europe/Paris, when it is
// published (src/lib/credentials/validity.ts).

export const credentialKinds = ['certification', 'clearance', 'partnership'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

/** The emails the administrators get about a credential's end: 60 days before its last valid day, 7 days before, and the day after. */
export const reminderStages = ['days_60', 'days_7', 'expired'] as const;
export type ReminderStage = (typeof reminderStages)[number];

/** A day as stored before days were checked against the calendar: still read, refused at the next save. */
const storedDay = () =>
  z
    .string({ error: zodMessage('day_format') })
    .check(z.trim(), z.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, zodMessage('day_format')));

/** A library photo (the issuer's or the scheme's logo), or none. */
const logo = z._default(z.union([z.literal(''), z.string().check(z.regex(MEDIA_URL))], { error: zodMessage('upload_path') }), '');

/** A credential as staff write it; the shape without the cross-field check, for PUT bodies' partial fields. */
export const credentialInputShape = z.object({
  kind: z.enum(credentialKinds, { error: zodMessage('one_of', { field: 'kind', values: credentialKinds.join(', ') }) }),
  name: requiredText('name', 160),
  issuer: requiredText('issuer', 160),
  number: optionalText('number', 80),
  scope: optionalText('scope', 400, 'multi'),
  valid_from: calendarDay('valid_from'),
  valid_until: calendarDay('valid_until'),
  logo_url: logo,
  /** The certificate's PDF in the documents library (not stored yet: always null for now). */
  document_id: z._default(z.nullable(z.string().check(z.maxLength(64, zodMessage('too_long', { field: 'document_id' })))), null),
  display_order: displayOrder,
  is_published: flag('published', true),
  fr: z.prefault(z.object({ name: optionalText('french_name', 160), scope: optionalText('french_scope', 400, 'multi') }), {}),
});

/**
 * A credential's last day is not before its first: one saved the other way round would never show, and no reminder
 * would come. Checked on a save only, not on what is stored.
 */
export const credentialInputSchema = credentialInputShape.check(
  z.refine((credential) => credential.valid_until >= credential.valid_from, {
    error: zodMessage('days_in_order', { field: 'valid_until', after: 'valid_from' }),
    path: ['valid_until'],
  }),
);

export const credentialSchema = z.extend(credentialInputShape, { id, ...timestamps, valid_from: storedDay(), valid_until: storedDay() });

export type CredentialInput = z.input<typeof credentialInputSchema>;
export type Credential = z.infer<typeof credentialSchema>;
