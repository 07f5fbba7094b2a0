import type { Contact } from '#src/schemas/contact.ts';
import { relayPayload } from '#src/lib/contact/relay-payload.ts';
import type { ContactEnv } from '#functions/platform/env.ts';
import type { RelayReason } from '#src/schemas/enquiry-relay.ts';

// Relays an enquiry to FormSubmit's AJAX endpoint (spec section 7, the
// "form-relay POST" provider). The call is bounded by a timeout so a relay that
// hangs can never hang the visitor's request. A failure says why as a code
// (stored with the enquiry) and in the relay's own words (logged only).

const RELAY_FAILURE = 'Failed to send email via FormSubmit';

export class RelayError extends Error {
  readonly reason: RelayReason;
  constructor(reason: RelayReason, detail: string) {
    super(`${RELAY_FAILURE}: ${detail}`);
    this.name = 'RelayError';
    this.reason = reason;
  }
}

export function relayEnquiry(contact: Contact, receivedAt: string, env: ContactEnv): Promise<void> {
  return relayToCompany(relayPayload(contact, receivedAt), '/contact', env);
}

/** Sends a FormSubmit payload to the company's address (CONTACT_EMAIL), as if posted from `page` of the site. */
export async function relayToCompany(payload: Record<string, string>, page: string, env: ContactEnv): Promise<void> {
  const url = `${env.formSubmitUrl}/ajax/${encodeURIComponent(env.contactEmail)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', referer: `${env.siteUrl}${page}` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(env.relayTimeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new RelayError('timeout', `no answer within ${env.relayTimeoutMs} ms`);
    throw new RelayError('unreachable', String((error as Error).cause ?? error));
  }
  const text = await response.text().catch(() => '');
  // Only the status: an answer's body may echo what was sent.
  if (!response.ok) throw new RelayError('http_error', `HTTP ${response.status}`);
  let body: { success?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new RelayError('unexpected_answer', `unexpected answer (${response.headers.get('content-type') ?? 'no content type'})`);
  }
  if (body.success !== true && body.success !== 'true') {
    throw new RelayError('refused', `refused: ${typeof body.message === 'string' ? body.message.slice(0, 200) : 'no message'}`);
  }
}
