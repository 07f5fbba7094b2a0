import { message } from '#src/schemas/messages.ts';
import { contactReceivedSchema, contactSchema, contactSuccessMessage, type ContactReceived } from '#src/schemas/contact.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { storeEnquiry } from '#functions/enquiries/enquiries.ts';
import { attemptRelay } from '#functions/enquiries/relay.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { readObject } from '#functions/platform/requests.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD, MIN_HUMAN_FILL_MS } from '#src/schemas/form-limits.ts';

// POST /api/send-email: the contact form (spec section 7). The enquiry is
// stored first and relayed second, so a relay failure never loses one, and
// once it is stored the visitor is told it was received, whatever the relay
// did: a notification not sent is sent later, by the schedule or by staff
// (functions/enquiries/relay.ts). The same message sent again within minutes
// is the first one, received already. Bots (a filled honeypot, a form sent
// faster than a person fills it) are answered as a success and nothing is
// stored; a person may send 5 messages in 10 minutes.

const contactLimit: Limit = {
  prefix: 'limits/contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: message('too_many_messages'),
};

/** People never see the field; anything in it, even a non-string, comes from a bot. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The form was sent sooner after it appeared than a person can fill it in, or says nothing of when. */
function sentTooFast(value: unknown): boolean {
  return typeof value !== 'number' || !Number.isFinite(value) || value < MIN_HUMAN_FILL_MS;
}

/** The enquiry is stored (or was already): its notification sent, or queued for the schedule and staff. */
const received = (relay: ContactReceived['relay']) =>
  respond(contactReceivedSchema, { success: true, message: contactSuccessMessage, relay });

/** Answered like a success so the bot learns nothing; nothing is stored or relayed. The log
 * counts the refusal without the sender's address, which is personal data. */
function answerBot(reason: 'honeypot' | 'too_fast'): Response {
  console.warn(JSON.stringify({ level: 'warn', event: `contact_${reason}` }));
  return received('sent');
}

async function sendEmail(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  const body = await readObject(req);
  // Honeypot first, so a bot filling every field learns nothing, not even validation messages.
  if (honeypotFilled(body[HONEYPOT_FIELD])) return answerBot('honeypot');
  const contact = parseWith(contactSchema, body);
  if (sentTooFast(body[ELAPSED_FIELD])) return answerBot('too_fast');
  await consumeAttempt(contactLimit, [`ip:${ctx.client}`]);
  const { enquiry, repeat } = await storeEnquiry(contact);
  if (repeat) {
    console.warn(JSON.stringify({ level: 'info', event: 'contact_repeat', enquiry: enquiry.id }));
    return received(enquiry.relay.status === 'sent' ? 'sent' : 'queued');
  }
  const { failure } = await attemptRelay(enquiry, 'form');
  return received(failure ? 'queued' : 'sent');
}

export const sendEmailHandler = route(endpoints.sendEmail, { POST: sendEmail });
