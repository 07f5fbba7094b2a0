// The part of the message catalogue (src/schemas/messages.ts) that the admin
// says itself, of a request that got no usable answer: the API never sends
// these. A module of its own so the admin's request client, which the login
// page loads, carries these texts only.

/** The English of the codes the browser gives. */
export const browserMessages = {
  network_failure: () => 'Failed to connect to server',
  request_failed: ({ status }: { status: number }) => `Request failed with status ${status}`,
  /** `failure`: what failed, already in the reader's language ("Failed to save client"). */
  retry: ({ failure }: { failure: string }) => `${failure}. Please try again.`,
  logo_upload_failed: () => 'Failed to upload logo',
  logo_upload_interrupted: () => 'Failed to upload logo. Please try again.',
} satisfies Record<string, (params: never) => string>;

type Catalogue = typeof browserMessages;

/** A message the browser gives: its code and the parameters its text is written with. */
export type BrowserMessage = {
  [C in keyof Catalogue]: { code: C; params: Parameters<Catalogue[C]> extends [infer P] ? P : Record<string, never> };
}[keyof Catalogue];

/** The English of a message the browser gives. */
export const browserEnglish = (said: BrowserMessage): string => (browserMessages[said.code] as (params: unknown) => string)(said.params);
