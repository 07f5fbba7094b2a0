import { codedError, message } from '#src/schemas/messages.ts';
import { contactRelayFailedSchema, contactSentSchema } from '#src/schemas/api.ts';
import { contactSchema, contactSuccessMessage, ELAPSED_FIELD, HONEYPOT_FIELD, MIN_HUMAN_FILL_MS } from '#src/schemas/contact.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteRelay, storeEnquiry } from '#functions/enquiries/enquiries.ts';
import { relayEnquiry, RelayError } from '#functions/enquiries/formsubmit.ts';
import { getContactEnv } from '#functions/platform/env.ts';
import { parseWith, respond, type RequestContext } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { readObject } from '#functions/platform/requests.ts';

// POST /api/send-email: the contact form (spec section 7). The enquiry is
// stored first and relayed second, so a relay failure never loses one. Bots
// (a filled honeypot, a form sent faster than a person fills it) are answered
// as a success and nothing is stored; a person may send 5 messages in 10 minutes.

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

/** Answered like a success so the bot learns nothing; nothing is stored or relayed. */
function answerBot(reason: 'honeypot' | 'too_fast', ctx: RequestContext): Response {
  console.warn(JSON.stringify({ level: 'warn', event: `contact_${reason}`, ip: ctx.ip }));
  return respond(contactSentSchema, { success: true, message: contactSuccessMessage });
}

async function sendEmail(req: Request, ctx: RequestContext): Promise<Response> {
  const body = await readObject(req);
  // Honeypot first, so a bot filling every field learns nothing, not even validation messages.
  if (honeypotFilled(body[HONEYPOT_FIELD])) return answerBot('honeypot', ctx);
  const contact = parseWith(contactSchema, body);
  if (sentTooFast(body[ELAPSED_FIELD])) return answerBot('too_fast', ctx);
  await consumeAttempt(contactLimit, [`ip:${ctx.ip}`]);
  const enquiry = await storeEnquiry(contact);
  const env = getContactEnv();
  try {
    await relayEnquiry(contact, enquiry.created_at, env);
  } catch (error) {
    if (!(error instanceof RelayError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'contact_relay_failed', enquiry: enquiry.id, ip: ctx.ip, error: error.message }));
    await noteRelay(enquiry.id, { status: 'failed', error: error.message, attempted_at: new Date().toISOString() }, ctx.ip);
    return respond(contactRelayFailedSchema, { success: false, ...codedError(message('relay_failed')) }, { status: 502 });
  }
  await noteRelay(enquiry.id, { status: 'sent', attempted_at: new Date().toISOString() }, ctx.ip);
  return respond(contactSentSchema, { success: true, message: contactSuccessMessage });
}

export const sendEmailHandler = route(endpoints.sendEmail, { POST: sendEmail });
