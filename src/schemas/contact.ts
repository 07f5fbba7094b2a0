import * as z from '#src/schemas/zod-mini.ts';
import { controlCharacterMessage, id } from '#src/schemas/common.ts';
import { hasForbiddenCharacters, type Lines } from '#src/schemas/forbidden-characters.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { relayStateSchema } from '#src/schemas/enquiry-relay.ts';
import { referrerDomainSchema, sitePathSchema } from '#src/schemas/audience.ts';
import { CONTACT_LIMITS, contactLanguages } from '#src/schemas/form-limits.ts';

// The contact enquiry (spec sections 3, 5 and 8). The same rules run in the
// browser (toasts) and in /api/send-email (400 with issues).

export const contactMessages = {
  name: zodMessage('min_length', { field: 'name', min: 2 }),
  email: zodMessage('invalid_email'),
  message: zodMessage('min_length', { field: 'message', min: 10 }),
  phone: zodMessage('invalid_phone'),
};

/** Refuses the characters a field of its kind cannot hold (see common.ts). */
const clean = (field: Field, lines: Lines) =>
  z.refine<string>((value) => !hasForbiddenCharacters(value, lines), controlCharacterMessage(field, lines));

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Spaces only, not any white space: a line break or a line separator has no place in one line (spec: digits, spaces, hyphens, plus, parentheses).
const phonePattern = /^[\d \-+()]+$/;

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.name })
    .check(
      z.trim(),
      clean('name', 'single'),
      z.minLength(2, contactMessages.name),
      z.maxLength(CONTACT_LIMITS.name, zodMessage('max_length', { field: 'name', max: CONTACT_LIMITS.name })),
    ),
  email: z
    .string({ error: contactMessages.email })
    .check(
      z.trim(),
      clean('email', 'single'),
      z.maxLength(CONTACT_LIMITS.email, contactMessages.email),
      z.regex(emailPattern, contactMessages.email),
    ),
  company: z._default(
    z.optional(
      z
        .string({ error: zodMessage('not_text', { field: 'company' }) })
        .check(
          z.trim(),
          clean('company', 'single'),
          z.maxLength(CONTACT_LIMITS.company, zodMessage('max_length', { field: 'company', max: CONTACT_LIMITS.company })),
        ),
    ),
    '',
  ),
  phone: z._default(
    z.optional(
      z.string({ error: contactMessages.phone }).check(
        z.trim(),
        z.maxLength(CONTACT_LIMITS.phone, contactMessages.phone),
        z.refine<string>((value) => value === '' || phonePattern.test(value), contactMessages.phone),
      ),
    ),
    '',
  ),
  message: z
    .string({ error: contactMessages.message })
    .check(
      z.trim(),
      clean('message', 'multi'),
      z.minLength(10, contactMessages.message),
      z.maxLength(CONTACT_LIMITS.message, zodMessage('max_length', { field: 'message', max: CONTACT_LIMITS.message })),
    ),
  /** The language of the page the visitor wrote from; enquiries stored before it was kept read as English. */
  language: z._default(
    z.enum(contactLanguages, { error: zodMessage('one_of', { field: 'language', values: contactLanguages.join(', ') }) }),
    'en',
  ),
  /**
   * The page that led to the enquiry (its path only, ADR 0073): the page read
   * before the contact page, or the contact page when the visitor came to it first.
   */
  source_path: z.optional(sitePathSchema),
  /** The other site's domain, when the visitor came to the contact page from one. */
  source_referrer: z.optional(referrerDomainSchema),
});

export type Contact = z.infer<typeof contactSchema>;

export interface ContactValidation {
  isValid: boolean;
  errors: string[];
}

/** The spec's contact data validator: every failing rule, in field order, as a message. */
export function validateContactData(data: unknown): ContactValidation {
  const result = contactSchema.safeParse(data);
  if (result.success) return { isValid: true, errors: [] };
  const order = ['name', 'email', 'phone', 'message', 'company', 'language'];
  const errors = [...result.error.issues]
    .sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])))
    .map((issue) => issue.message);
  return { isValid: false, errors: [...new Set(errors)] };
}

export const enquiryStatuses = ['new', 'handled'] as const;

export const enquirySchema = z.extend(contactSchema, {
  id,
  created_at: z.iso.datetime(),
  status: z.enum(enquiryStatuses),
  relay: relayStateSchema,
  /** When staff last changed its status: the version a change is based on (ADR 0045; the relay's attempts do not count). */
  updated_at: z.optional(z.iso.datetime()),
});

export const enquiryStatusUpdateSchema = z.object({
  id,
  status: z.enum(enquiryStatuses, { error: zodMessage('one_of', { field: 'status', values: enquiryStatuses.join(', ') }) }),
});

/** POST /api/enquiries/retry: send this enquiry's notification again, or without an id every one not sent. */
export const enquiryRetrySchema = z.object({ id: z.optional(id) });

/**
 * What a retry did: the enquiries it attempted, with their relay state after
 * it, and how many not sent it left for later (a batch stops once the mail
 * service proves unreachable, and after a few seconds).
 */
export const enquiryRetryResultSchema = z.object({
  attempted: z.array(enquirySchema),
  remaining: z.int().check(z.minimum(0)),
});
export type EnquiryRetryResult = z.infer<typeof enquiryRetryResultSchema>;

/**
 * POST /api/send-email: the enquiry is stored, whatever the relay did. `relay`:
 * its notification was sent, or is queued (the relay failed or the same
 * message was already received; the schedule and staff send it later).
 */
export const contactReceivedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  relay: z.enum(['sent', 'queued']),
});
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const contactSuccessMessage = "Thank you for your message! We'll get back to you within 24-48 hours.";
export const contactFailureMessage = 'There was an error sending your message. Please try again.';
export const contactExceptionMessage = (email: string) =>
  `There was an error sending your message. Please try again or contact us directly at ${email}`;
