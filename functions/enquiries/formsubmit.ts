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
/** The most of a refusal read: FormSubmit's are a sentence or two, and the log keeps LOGGED characters. */
const MAX_READ = 2_000;
const LOGGED = 200;
/** Payload fields that are the site's own words or settings, never what a visitor typed (the company's email repeats the typed fields). */
const SITE_OWN = new Set(['_template', '_captcha', '_autoresponse', 'admin_email_html', 'from_site']);
const WORD = /[\p{L}\p{N}]+/gu;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with HTML's character references read back (&#39;, PHP's &#039;, &#x27;, &apos;…), twice-escaped text included. */
function decoded(text: string): string {
  let out = text;
  for (let pass = 0; pass < 3; pass++) {
    const next = out.replace(
      /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos));/gi,
      (whole, decimal?: string, hex?: string, name?: string) => {
        if (name) return NAMED[name.toLowerCase()] ?? whole;
        const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      },
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * The relay's reason for a refusal, to log: why FormSubmit refused is what
 * staff need ("needs activation"), but a refusal may quote what it was sent,
 * the sender's address or words, escaped or not. Any address, any run of
 * digits long enough to be a phone number and every word (whole, or its start
 * or end of three letters or more) of what the visitor typed are taken out before it
 * is logged: a quote of part of a field goes too. Bounded work, whatever the answer's length.
 */
function withoutWhatWasSent(message: string, payload: Record<string, string>): string {
  const typed = new Set(
    Object.entries(payload)
      .filter(([key]) => !SITE_OWN.has(key))
      .flatMap(([, value]) => decoded(value).toLowerCase().match(WORD) ?? [])
      // A quote cut short ends or starts inside a word: its first and last three letters or more count too. A word
      // of one or two letters is a word typed too (a name such as "Li Wu").
      .flatMap((word) => [
        word,
        ...Array.from({ length: Math.max(0, word.length - 2) }, (_, cut) => [word.slice(0, cut + 3), word.slice(-(cut + 3))]).flat(),
      ]),
  );
  return decoded(message.slice(0, MAX_READ))
    .replace(/[^\s@<>"'(),;:]{1,64}@[^\s@<>"'(),;:]{1,255}/g, QUOTED)
    .replace(/\+?\d[\d\s.()-]{5,24}\d/g, QUOTED)
    .replace(WORD, (word) => (typed.has(word.toLowerCase()) ? QUOTED : word))
    .slice(0, LOGGED);
}
