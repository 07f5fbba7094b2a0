import type { Contact } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';
import { companyEmailHtml, escapeEnquiry, subjectFor, visitorEmailHtml } from '#functions/email-templates.ts';
import type { Env } from '#functions/env.ts';

// Relays an enquiry to FormSubmit's AJAX endpoint (spec section 7, the
// "form-relay POST" provider). The call is bounded by a timeout so a relay that
// hangs can never hang the visitor's request.

export const RELAY_FAILURE = 'Failed to send email via FormSubmit';

export class RelayError extends Error {
  constructor(detail: string) {
    super(`${RELAY_FAILURE}: ${detail}`);
    this.name = 'RelayError';
  }
}

/**
 * The subject is a mail header, never rendered as HTML, so entities would show
 * as typed ("Dupont &amp; Fils"). It keeps `&` and apostrophes readable and
 * turns angle brackets into look-alike quotation marks: no visitor text can
 * form a tag in it, wherever FormSubmit puts it.
 */
export function headerSafe(text: string): string {
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
    _autoresponse: visitorEmailHtml(escaped),
    admin_email_html: companyEmailHtml(escaped, receivedAt),
    from_site: site.name,
  };
}

export async function relayEnquiry(
  contact: Contact,
  receivedAt: string,
  env: Pick<Env, 'formSubmitUrl' | 'contactEmail' | 'relayTimeoutMs' | 'siteUrl'>,
): Promise<void> {
  const url = `${env.formSubmitUrl}/ajax/${encodeURIComponent(env.contactEmail)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', referer: `${env.siteUrl}/contact` },
      body: JSON.stringify(relayPayload(contact, receivedAt)),
      signal: AbortSignal.timeout(env.relayTimeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${env.relayTimeoutMs} ms`
        : String((error as Error).cause ?? error);
    throw new RelayError(reason);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new RelayError(`HTTP ${response.status} ${text.slice(0, 200)}`);
  let body: { success?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new RelayError(`unexpected answer ${text.slice(0, 200)}`);
  }
  if (body.success !== true && body.success !== 'true') {
    throw new RelayError(`refused: ${typeof body.message === 'string' ? body.message : 'no message'}`);
  }
}
