import type { Issue } from '#src/schemas/api.ts';
import { englishOf, type Message } from '#src/schemas/messages.ts';

// A message as the admin keeps it until it is shown: its own texts are already
// in its language; a message of the schemas, the API or a request is kept by
// code, with the English the catalogue (src/schemas/messages.ts) wrote for it,
// and shown in the admin's language when it is rendered
// (admin/lib/texts/messages.ts), so a change of language changes it too.

export interface CodedText {
  code: string;
  params: Issue['params'];
  /** The English the catalogue wrote; also what a code unknown here shows. */
  text: string;
}

/** What the admin shows as a message: its own text, already in its language, or a coded message. */
export type Shown = string | CodedText;

/** A message of the catalogue, to be shown. */
export const codedText = (said: Message): CodedText => ({ code: said.code, params: said.params, text: englishOf(said) });

/** A field issue of the API, to be shown. */
export const issueText = (issue: Issue): CodedText => ({ code: issue.code, params: issue.params, text: issue.message });
