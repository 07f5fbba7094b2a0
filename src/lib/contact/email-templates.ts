import type { Contact } from '#src/schemas/contact.ts';
import { site } from '#src/site/config.ts';

// The two emails of an enquiry (spec section 7): the one the company receives
// and the confirmation drafted for the visitor. Every value a visitor typed is
// HTML-escaped before it goes anywhere near markup. Shared by the server relay
// (functions/enquiries/formsubmit.ts) and the browser providers, so it stays browser-safe.

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export const NOT_SPECIFIED = 'Not specified';
export const NOT_PROVIDED = 'Not provided';

export interface EscapedEnquiry {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

/** The enquiry with defaults applied and every field escaped; the message keeps its line breaks. */
export function escapeEnquiry(contact: Contact): EscapedEnquiry {
  return {
    name: escapeHtml(contact.name),
    email: escapeHtml(contact.email),
    company: escapeHtml(contact.company || NOT_SPECIFIED),
    phone: escapeHtml(contact.phone || NOT_PROVIDED),
    message: escapeHtml(contact.message).replace(/\r?\n/g, '<br>'),
  };
}

const row = (label: string, value: string) =>
  `<tr><th align="left" style="padding:6px 12px 6px 0;color:#4a5b72">${label}</th><td style="padding:6px 0">${value}</td></tr>`;

export function companyEmailHtml(enquiry: EscapedEnquiry, receivedAt: string): string {
  return [
    '<div style="font-family:Arial,sans-serif;color:#0c1626">',
    `<h2 style="margin:0 0 12px">New enquiry from ${enquiry.name}</h2>`,
    '<table cellpadding="0" cellspacing="0">',
    row('Name', enquiry.name),
    row('Email', enquiry.email),
    row('Company', enquiry.company),
    row('Phone', enquiry.phone),
    row('Received', escapeHtml(receivedAt)),
    '</table>',
    `<h3 style="margin:18px 0 6px">Message</h3><p style="margin:0;line-height:1.5">${enquiry.message}</p>`,
    '</div>',
  ].join('');
}

/**
 * The confirmation drafted for the visitor (spec section 1: a reply promised
 * within 24-48 hours). It carries no text the visitor typed, not even the
 * name: it goes to whatever address was typed in the form, so anything the
 * visitor controls here would let strangers send their own text through the
 * company's relay (docs/decisions/0011-contact-relay-and-text-fields.md).
 */
export function visitorEmailHtml(): string {
  return [
    '<div style="font-family:Arial,sans-serif;color:#0c1626;line-height:1.5">',
    '<p>Hello,</p>',
    `<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your message and an engineer will get back to you within ${site.replyPromise}.</p>`,
    `<p>If your request is urgent, call us on ${escapeHtml(site.phone.display)} (Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM).</p>`,
    `<p>Kind regards,<br>${escapeHtml(site.legalName)}<br>${escapeHtml(site.address.city)}, ${escapeHtml(site.address.country)}</p>`,
    '<p style="color:#4a5b72;font-size:12px">You receive this message because this address was entered in the contact form of our website. If you did not write to us, you can ignore it.</p>',
    '</div>',
  ].join('');
}

export function subjectFor(contact: Contact): string {
  // A subject is a header, not markup: strip line breaks so it cannot inject headers.
  const name = contact.name.replace(/[\r\n]+/g, ' ');
  return `New enquiry from ${name}${contact.company ? ` (${contact.company.replace(/[\r\n]+/g, ' ')})` : ''}`;
}
