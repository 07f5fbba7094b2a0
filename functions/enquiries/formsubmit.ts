import type { Contact } from '#src/schemas/contact.ts';
import { relayPayload } from '#src/lib/contact/relay-payload.ts';
import type { ContactEnv } from '#functions/platform/env.ts';

// Relays an enquiry to FormSubmit's AJAX endpoint (spec section 7, the
// "form-relay POST" provider). The call is bounded by a timeout so a relay that
// hangs can never hang the visitor's request.

const RELAY_FAILURE = 'Failed to send email via FormSubmit';

export class RelayError extends Error {
  constructor(detail: string) {
    super(`${RELAY_FAILURE}: ${detail}`);
    this.name = 'RelayError';
  }
}

export async function relayEnquiry(contact: Contact, receivedAt: string, env: ContactEnv): Promise<void> {
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
