import type { schemaIssue as englishIssue } from '#src/schemas/coded-issues.ts';
import type { SchemaMessageCode } from '#src/schemas/schema-messages.ts';

// ./coded-issues.ts as the public islands' build has it
// (src/integrations/island-module-graph.ts, ADR 0081): the same functions,
// with a coded message's code for its text. An island parses an API answer
// the function already checked against the same schema, and a failed parse
// shows the island's own error state: no visitor reads a check's text, so
// the English catalogue and the field labels stay out of every island page.
// The contact form, the one island that shows what its checks found, tells
// the rule by field and code and shows the texts its page gives it.

/** The code of a coded message, given to a zod check or schema as its error (its parameters are not read). */
export const zodMessage = (code: SchemaMessageCode): string => code;

/** An issue for a message a schema gives, its code for its text. */
export const schemaIssue: typeof englishIssue = (path, said) => ({ path, message: said.code, code: said.code, params: said.params });
