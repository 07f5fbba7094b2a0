import { CONTACT_LIMITS, MAX_CV_BYTES } from '#src/schemas/form-limits.ts';

// What the browser checks before sending, field by field, as the server
// will: the contact form's rules for the person, and a CV that is a PDF (its
// first bytes, not its name) of at most 4 MB, so a candidate learns of a
// wrong file before a 4 MB upload.

export type FormField = 'name' | 'email' | 'phone' | 'message' | 'cv' | 'consent';
/** `cvActive`: the server found the PDF acts when opened (scripts, actions). */
export type FormProblem = FormField | 'cvSize' | 'cvType' | 'cvActive';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Spaces only, not any white space: a line break or a line separator has no place in one line (spec: digits, spaces, hyphens, plus, parentheses).
const phonePattern = /^[\d \-+()]+$/;

/** The first problem of each field, in the form's order. */
export async function problemsOf(entered: {
  name: string;
  email: string;
  phone: string;
  message: string;
  cv: File | null;
  consent: boolean;
}): Promise<Partial<Record<FormField, FormProblem>>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  if (entered.name.trim().length < 2 || entered.name.length > CONTACT_LIMITS.name) problems.name = 'name';
  if (!emailPattern.test(entered.email.trim()) || entered.email.length > CONTACT_LIMITS.email) problems.email = 'email';
  const phone = entered.phone.trim();
  if (phone !== '' && (!phonePattern.test(phone) || phone.length > CONTACT_LIMITS.phone)) problems.phone = 'phone';
  if (entered.message.trim().length < 10 || entered.message.length > CONTACT_LIMITS.message) problems.message = 'message';
  if (!entered.cv || entered.cv.size === 0) problems.cv = 'cv';
  else if (entered.cv.size > MAX_CV_BYTES) problems.cv = 'cvSize';
  else if ((await entered.cv.slice(0, 5).text()) !== '%PDF-') problems.cv = 'cvType';
  if (!entered.consent) problems.consent = 'consent';
  return problems;
}
