import { contactConfigFromEnv, sendEnquiry, type SendResult } from '#src/lib/contact/providers.ts';
import { enquirySource } from '#src/lib/contact/enquiry-source.ts';
import { contactMessages, contactSchema } from '#src/schemas/contact.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD, type ContactLanguage } from '#src/schemas/form-limits.ts';
import { fields, isField, type Field } from '#src/islands/contact-form/fields.ts';

// What sending the contact form takes beyond the form: the contact schema's
// checks (and zod's core with them, about 9 KB gzipped), the enquiry's source
// and the provider. The form loads this module when the visitor first reaches
// it, not with the page (ADR 0081). In the islands' build a check's message is
// its code, so a rule is told by its field and whether it is the field's own.

const config = contactConfigFromEnv(import.meta.env);

/** A rule the entered values break: its field, and whether it is the field's own rule, which has a message of its own. */
export interface Problem {
  field: Field;
  own: boolean;
}

/** Every rule the entered values break, in field order. */
export function problemsOf(entered: Record<Field, string>): Problem[] {
  const result = contactSchema.safeParse(entered);
  if (result.success) return [];
  return result.error.issues
    .flatMap(({ path: [field], message }) =>
      isField(field) ? [{ field, own: field !== 'company' && message === contactMessages[field] }] : [],
    )
    .sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
}

/** Sends checked values as an enquiry in the page's language, through the provider the site was built for. */
export function send(entered: Record<Field, string>, language: ContactLanguage, honey: string): Promise<SendResult> {
  // The page's language goes with the enquiry, so the company answers in it.
  // The page that led here goes with it to our own endpoint only, never to a mail service.
  const source = config.provider === 'custom' ? enquirySource() : {};
  const enquiry = contactSchema.parse({ ...entered, language, ...source });
  // For the server's time-to-submit check (ELAPSED_FIELD): the time since the page began
  // to load, not since hydration, as a person may type in the pre-rendered form before it.
  const elapsed = Math.round(performance.now());
  return sendEnquiry({ ...enquiry, [ELAPSED_FIELD]: elapsed, ...(honey ? { [HONEYPOT_FIELD]: honey } : {}) }, config);
}
