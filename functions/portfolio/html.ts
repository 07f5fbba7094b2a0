// Escaping for the markup the portfolio function writes itself (the head, the
// sitemap): React escapes the page body, these escape everything else.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text safe in an element's content or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** JSON that cannot close the script element holding it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
