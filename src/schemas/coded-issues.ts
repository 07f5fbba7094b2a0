import { schemaEnglish, type SchemaMessage, type SchemaMessageArgs, type SchemaMessageCode } from '#src/schemas/schema-messages.ts';
import type { Issue } from '#src/schemas/api.ts';

// How a zod issue gets its code. zod's checks carry a message string and
// nothing else, so the schemas give every check the English of a coded message
// through zodMessage(), which remembers which code and parameters wrote that
// text; an issue is then told by its text, exactly. The schemas are built once,
// when their modules load, so the table holds only their own texts. A text that
// two different messages would write is refused at once: it could not be told
// apart, and it would read the same to a person.

const byText = new Map<string, SchemaMessage>();

/** The English of a coded message, given to a zod check or schema as its error. */
export function zodMessage<C extends SchemaMessageCode>(code: C, ...params: SchemaMessageArgs<C>): string {
  const said = { code, params: params[0] ?? {} } as SchemaMessage;
  const text = schemaEnglish(said);
  const known = byText.get(text);
  if (known && JSON.stringify(known) !== JSON.stringify(said)) {
    throw new Error(`Two messages read "${text}": ${JSON.stringify(known)} and ${JSON.stringify(said)}`);
  }
  byText.set(text, said);
  return text;
}

/** The coded message a zod issue was raised with; a text zod wrote itself is `invalid` with that text. */
export function messageOfIssue(issue: { message: string }): SchemaMessage {
  return byText.get(issue.message) ?? { code: 'invalid', params: { detail: issue.message } };
}

/** An issue of a 400 answer for a message a schema gives: where, the English, the code and its parameters. */
export function schemaIssue(path: string, said: SchemaMessage): Issue {
  return { path, message: schemaEnglish(said), code: said.code, params: said.params };
}

/** Every issue of a failed parse, coded; `path` is the dotted field name. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Issue[] {
  return error.issues.map((issue) => schemaIssue(issue.path.map(String).join('.'), messageOfIssue(issue)));
}
