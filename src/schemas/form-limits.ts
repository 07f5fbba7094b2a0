// The public forms' limits and hidden fields, in a module without zod: the
// application form's island checks its fields with these alone, so its pages
// load no schema code (the contact form's island, which validates with the
// shared schema, gets them through src/schemas/contact.ts's imports too).

export const CONTACT_LIMITS = { name: 100, email: 254, company: 120, phone: 30, message: 5000 } as const;

/** The languages of the site: an enquiry says which one its visitor read. */
export const contactLanguages = ['en', 'fr'] as const;
export type ContactLanguage = (typeof contactLanguages)[number];

/** The name of the hidden field that people never fill in and naive bots do. */
export const HONEYPOT_FIELD = '_honey';

/**
 * How long the form had been on screen when it was sent, in milliseconds; the
 * contact island sends it. Nobody types a name, an address and a message in
 * under three seconds; a script posting the form does, or sends no time at all.
 */
export const ELAPSED_FIELD = '_elapsed';
export const MIN_HUMAN_FILL_MS = 3000;

/** The largest CV accepted, in the browser and by the API: the documents' cap. */
export const MAX_CV_BYTES = 4 * 1024 * 1024;
