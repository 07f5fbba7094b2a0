import type { Contact } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';
import { companyEmailHtml, escapeEnquiry, subjectFor, visitorEmailHtml } from '#src/lib/contact/email-templates.ts';

// The FormSubmit payload, built the same way by the server relay
// (functions/enquiries/formsubmit.ts) and by the browser's formsubmit provider.

/**
 * The subject is a mail header, never rendered as HTML, so entities would show
 * as typed ("Dupont &amp; Fils"). It keeps `&` and apostrophes readable and
 * turns angle brackets into look-alike quotation marks: no visitor text can
 * form a tag in it, wherever FormSubmit puts it.
 */
function headerSafe(text: string): string {
  return text.replace(/</g, '\u2039').replace(/>/g, '\u203a');
}

/** Reply-To is an address, not HTML: kept as typed (o'brien@…) unless it holds a markup character. */
function replyTo(email: string, escaped: string): string {
  return /[<>"&]/.test(email) ? escaped : email;
}

/**
 * The FormSubmit AJAX payload of spec section 7. Every field a visitor typed
 * is HTML-escaped (FormSubmit's table template and both emails are HTML); the
 * two header fields are made header-safe instead (see above).
 */
export function relayPayload(contact: Contact, receivedAt: string): Record<string, string> {
  const escaped = escapeEnquiry(contact);
  return {
    name: escaped.name,
    email: escaped.email,
    company: escaped.company,
    phone: escaped.phone,
    message: escaped.message,
    _subject: headerSafe(subjectFor(contact)),
    _template: 'table',
    _captcha: 'false',
    _replyto: replyTo(contact.email, escaped.email),
    _autoresponse: visitorEmailHtml(),
    admin_email_html: companyEmailHtml(escaped, receivedAt),
    from_site: site.name,
  };
}
