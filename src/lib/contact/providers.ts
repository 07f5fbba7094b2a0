import { errorSchema } from '#src/schemas/api.ts';
import type { Contact } from '#src/schemas/contact.ts';
import { contactReceivedSchema } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '#src/schemas/form-limits.ts';
import { fail, providerErrors } from '#src/lib/contact/provider-failure.ts';

// How the contact form sends an enquiry (spec sections 7 and 8). The provider
// is chosen when the site is built (PUBLIC_CONTACT_PROVIDER):
// - custom (default): POST /api/send-email, which stores the enquiry and relays it:
//   success once it is stored, whatever the relay did; success false when the
//   endpoint answered with an error, so nothing was stored;
// - formsubmit: the browser posts to FormSubmit's AJAX endpoint;
// - emailjs: the browser sends through EmailJS (keys in PUBLIC_EMAILJS_*).
// A provider answers { success }; a failure to reach it is logged and thrown
// with the spec's message, which the form turns into its "contact us directly" text.

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

export async function sendEnquiry(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
  switch (config.provider) {
    case 'custom':
      return sendViaCustom(enquiry, config);
    // The browser-side providers, their email templates and EmailJS's library are
    // loaded only by sites built for them: the default build never downloads them.
    case 'formsubmit':
      return (await import('#src/lib/contact/browser-providers.ts')).sendViaFormSubmit(enquiry, config);
    case 'emailjs':
      return (await import('#src/lib/contact/browser-providers.ts')).sendViaEmailJs(enquiry, config);
    default:
      return fail(providerErrors.invalid, `PUBLIC_CONTACT_PROVIDER=${config.provider}`);
  }
}

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
