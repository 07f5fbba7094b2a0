import { site } from '#src/site/config.ts';
import { HONEYPOT_FIELD } from '#src/schemas/form-limits.ts';
import { fail, isRecord, providerErrors } from '#src/lib/contact/provider-failure.ts';
import type { ContactConfig, ContactSubmission, SendResult } from '#src/lib/contact/providers.ts';
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

// The providers that send an enquiry from the browser (PUBLIC_CONTACT_PROVIDER
// formsubmit or emailjs), loaded by ./providers.ts only when chosen.

export async function sendViaFormSubmit(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
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

export async function sendViaEmailJs(enquiry: ContactSubmission, config: ContactConfig): Promise<SendResult> {
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
