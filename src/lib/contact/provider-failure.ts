// How a contact provider fails (spec section 8): the spec's message, logged
// with its cause and thrown, which the form turns into its "contact us
// directly" text. Shared by the default provider and the browser-side ones
// (./browser-providers.ts), which are loaded only when a build chooses them.

export const providerErrors = {
  formsubmit: 'Failed to send email via FormSubmit',
  custom: 'Failed to send email via custom endpoint',
  emailjsNotConfigured: 'EmailJS not configured',
  emailjs: 'Failed to send email via EmailJS',
  invalid: 'Invalid email provider configuration',
} as const;

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : JSON.stringify(cause));

export function fail(message: string, cause?: unknown): never {
  console.error(JSON.stringify({ level: 'error', message, ...(cause === undefined ? {} : { cause: describe(cause) }) }));
  throw new Error(message, cause === undefined ? undefined : { cause });
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
