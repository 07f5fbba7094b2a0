import type { Contact } from '#schemas/contact.ts';

// The two emails of an enquiry (spec sections 1 and 7): the notification to
// the company and the confirmation drafted for the visitor. Everything the
// visitor typed is HTML-escaped; nothing here touches the DOM, so the browser
// providers and the server can share it.

export const NOT_SPECIFIED = 'Not specified';
export const NOT_PROVIDED = 'Not provided';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** Escapes text and keeps its line breaks. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export function enquirySubject(enquiry: Pick<Contact, 'name' | 'company'>): string {
  return `New enquiry from ${enquiry.name}${enquiry.company ? ` (${enquiry.company})` : ''}`;
}

export const confirmationSubject = (companyName: string) => `We have received your message | ${companyName}`;

export function adminEmailHtml(enquiry: Contact): string {
  const rows: [string, string][] = [
    ['Name', escapeHtml(enquiry.name)],
    ['Email', `<a href="mailto:${escapeHtml(enquiry.email)}">${escapeHtml(enquiry.email)}</a>`],
    ['Company', escapeHtml(enquiry.company || NOT_SPECIFIED)],
    ['Phone', escapeHtml(enquiry.phone || NOT_PROVIDED)],
  ];
  return [
    '<div style="font-family:Arial,sans-serif;color:#0c1626;max-width:640px">',
    '<h2 style="color:#0f1d31">New enquiry from the website</h2>',
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left" style="color:#4a5b72">${label}</th><td>${value}</td></tr>`),
    '</table>',
    `<h3 style="color:#0f1d31">Message</h3><p style="white-space:normal">${multiline(enquiry.message)}</p>`,
    '</div>',
  ].join('');
}

export function customerEmailHtml(enquiry: Pick<Contact, 'name' | 'message'>, company: { name: string; replyPromise: string }): string {
  return [
    '<div style="font-family:Arial,sans-serif;color:#0c1626;max-width:640px">',
    `<p>Dear ${escapeHtml(enquiry.name)},</p>`,
    `<p>Thank you for contacting ${escapeHtml(company.name)}. We have received your message and an engineer will reply within ${escapeHtml(company.replyPromise)}.</p>`,
    `<p style="color:#4a5b72">Your message:</p><blockquote style="border-left:3px solid #f59e0b;margin:0;padding-left:12px">${multiline(enquiry.message)}</blockquote>`,
    `<p>Kind regards,<br>The ${escapeHtml(company.name)} team</p>`,
    '</div>',
  ].join('');
}
