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
    throw new RelayError(
      'refused',
      `refused: ${typeof body.message === 'string' ? withoutWhatWasSent(body.message, payload) : 'no message'}`,
    );
  }
}

const QUOTED = '[sent]';

/** A visitor's field as typed: the payload carries it HTML-escaped (relayPayload), a refusal may quote either. */
const unescaped = (value: string) =>
  value.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/**
 * The relay's reason for a refusal, to log: why FormSubmit refused is what
 * staff need ("needs activation"), but a refusal may quote what it was sent,
 * the sender's address or words. Every value sent, any address and any run of
 * digits long enough to be a phone number are taken out before it is logged.
 */
function withoutWhatWasSent(message: string, payload: Record<string, string>): string {
  const sent = Object.values(payload)
    .flatMap((value) => [value, unescaped(value)])
    .flatMap((value) => [value, ...value.split(/\r?\n|<br>/)])
    .map((value) => value.trim())
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
  let words = message;
  for (const value of sent) words = words.split(value).join(QUOTED);
  return words
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, QUOTED)
    .replace(/\+?\d[\d\s.()-]{5,}\d/g, QUOTED)
    .slice(0, 200);
}
