import { errorSchema } from '#src/schemas/api.ts';
import type { Contact } from '#src/schemas/contact.ts';
import { contactReceivedSchema } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';
// The browser providers send what the server relay sends: the same escaped
// fields and the same two emails (./email-templates.ts).
import {
  companyEmailHtml,
  escapeEnquiry,
  NOT_PROVIDED,
  NOT_SPECIFIED,
  subjectFor,
  visitorEmailHtml,
} from '#src/lib/contact/email-templates.ts';
import { relayPayload } from '#src/lib/contact/relay-payload.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '#src/schemas/form-limits.ts';

// How the contact form sends an enquiry (spec sections 7 and 8). The provider
// is chosen when the site is built (PUBLIC_CONTACT_PROVIDER):
// - custom (default): POST /api/send-email, which stores the enquiry and relays it:
//   success once it is stored, whatever the relay did; success false when the
//   endpoint answered with an error, so nothing was stored;
// - formsubmit: the browser posts to FormSubmit's AJAX endpoint;
// - emailjs: the browser sends through EmailJS (keys in PUBLIC_EMAILJS_*).
// A provider answers { success }; a failure to reach it is logged and thrown
// with the spec's message, which the form turns into its "contact us directly" text.

export const providerErrors = {
  formsubmit: 'Failed to send email via FormSubmit',
  custom: 'Failed to send email via custom endpoint',
  emailjsNotConfigured: 'EmailJS not configured',
  emailjs: 'Failed to send email via EmailJS',
  invalid: 'Invalid email provider configuration',
} as const;

export interface ContactConfig {
  provider: string;
  contactEmail: string;
  formSubmitUrl: string;
  customEndpoint: string;
  emailjs: { serviceId: string; templateId: string; publicKey: string; origin: string };
}

export interface SendResult {
  success: boolean;
  message?: string;
}

export type ContactSubmission = Contact & { [HONEYPOT_FIELD]?: string; [ELAPSED_FIELD]?: number };

/** The configuration from the build's public environment variables. */
export function contactConfigFromEnv(env: Record<string, string | boolean | undefined>): ContactConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    provider: text('PUBLIC_CONTACT_PROVIDER') || 'custom',
    contactEmail: text('PUBLIC_CONTACT_EMAIL') || site.email,
    formSubmitUrl: (text('PUBLIC_FORMSUBMIT_URL') || 'https://formsubmit.co').replace(/\/+$/, ''),
    customEndpoint: '/api/send-email',
    emailjs: {
      serviceId: text('PUBLIC_EMAILJS_SERVICE_ID'),
      templateId: text('PUBLIC_EMAILJS_TEMPLATE_ID'),
      publicKey: text('PUBLIC_EMAILJS_PUBLIC_KEY'),
      origin: text('PUBLIC_EMAILJS_ORIGIN'),
    },
  };
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : JSON.stringify(cause));

function fail(message: string, cause?: unknown): never {
  console.error(JSON.stringify({ level: 'error', message, ...(cause === undefined ? {} : { cause: describe(cause) }) }));
  throw new Error(message, cause === undefined ? undefined : { cause });
}

export async function sendEnquiry(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
  switch (config.provider) {
    case 'custom':
      return sendViaCustom(enquiry, config);
    case 'formsubmit':
      return sendViaFormSubmit(enquiry, config);
    case 'emailjs':
      return sendViaEmailJs(enquiry, config);
    default:
      return fail(providerErrors.invalid, `PUBLIC_CONTACT_PROVIDER=${config.provider}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

async function sendViaCustom(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(config.customEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(enquiry),
    });
    body = await response.json();
  } catch (error) {
    return fail(providerErrors.custom, error);
  }
  const received = contactReceivedSchema.safeParse(body);
  if (received.success && response.ok) return { success: true, message: received.data.message };
  // The endpoint's own refusal (invalid, too many, the store unavailable): nothing was stored.
  const refused = errorSchema.safeParse(body);
  if (refused.success && !response.ok) return { success: false, message: refused.data.error };
  return fail(providerErrors.custom, `status ${response.status}`);
}

async function sendViaFormSubmit(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
  const payload = { ...relayPayload(enquiry, new Date().toISOString()), [HONEYPOT_FIELD]: enquiry[HONEYPOT_FIELD] ?? '' };
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${config.formSubmitUrl}/ajax/${encodeURIComponent(config.contactEmail)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    body = await response.json();
  } catch (error) {
    return fail(providerErrors.formsubmit, error);
  }
  if (!response.ok) return fail(providerErrors.formsubmit, `status ${response.status}`);
  // FormSubmit answers its flag as a string ("true"/"false").
  const success = isRecord(body) && (body.success === true || body.success === 'true');
  return { success, message: isRecord(body) && typeof body.message === 'string' ? body.message : '' };
}

async function sendViaEmailJs(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
  const { serviceId, templateId, publicKey, origin } = config.emailjs;
  if (!serviceId || !templateId || !publicKey) return fail(providerErrors.emailjsNotConfigured);
  const escaped = escapeEnquiry(enquiry);
  const params = {
    from_name: enquiry.name,
    from_email: enquiry.email,
    from_company: enquiry.company || NOT_SPECIFIED,
    from_phone: enquiry.phone || NOT_PROVIDED,
    message: enquiry.message,
    to_email: config.contactEmail,
    subject: subjectFor(enquiry),
    email_subject: `We have received your message | ${site.name}`,
    reply_to: enquiry.email,
    admin_email_html: companyEmailHtml(escaped, new Date().toISOString()),
    customer_email_html: visitorEmailHtml(),
  };
  try {
    // Loaded only by sites built for EmailJS.
    const emailjs = await import('@emailjs/browser');
    emailjs.init({ publicKey }, origin || undefined);
    const response = await emailjs.send(serviceId, templateId, params, { publicKey });
    return { success: response.status === 200, message: response.text };
  } catch (error) {
    return fail(providerErrors.emailjs, isRecord(error) && 'text' in error ? String(error.text) : error);
  }
}
