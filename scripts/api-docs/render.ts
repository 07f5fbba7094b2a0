import { z } from 'zod';
import { errorSchema } from '#src/schemas/api.ts';
import { endpoints, type Access, type Endpoint, type EndpointName, type Method, type MethodContract } from '#src/schemas/endpoints.ts';
import { endpointDocs, sections, type Example, type MethodDoc } from './endpoints.ts';
import { typeDocs, type TypeDoc } from './types.ts';

// Renders docs/api.md for people: per endpoint and method what it does, who
// may call it, what it takes and answers, its errors and one example, from the
// endpoint table (src/schemas/endpoints.ts) and the prose of endpoints.ts; then
// the types, briefly, read from the schemas, each with the module declaring it.

type Schema = z.core.$ZodType;
type Io = 'input' | 'output';

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const toJson = (schema: Schema, io: Io) => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** GitHub's anchor of a heading. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const typeLink = (type: TypeDoc) => `[\`${type.name}\`](#${anchorOf(type.name)})`;

/** The named types the reference describes, in the order they are first linked, with how they are used. */
const usedTypes = new Map<TypeDoc, { schema: Schema; io: Io }>();

/** Wrappers that change nothing of what a field holds: optional, defaults, transforms. */
function unwrapped(schema: Schema): Schema {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'readonly'].includes(def.type)) return unwrapped(def.innerType as Schema);
  if (def.type === 'pipe') return unwrapped((defOf(def.out as Schema).type === 'transform' ? def.in : def.out) as Schema);
  return schema;
}

/** A schema in words: its type's name and link, a list of one, or the choices of a union. */
function describe(schema: Schema, io: Io): string | undefined {
  const named = typeDocs.get(schema);
  if (named) {
    if (!usedTypes.has(named) || io === 'output') usedTypes.set(named, { schema, io });
    return typeLink(named);
  }
  const def = defOf(schema);
  if (def.type === 'array') {
    const element = describe(def.element as Schema, io);
    return element && `${element}[]`;
  }
  if (def.type === 'union') {
    const options = (def.options as Schema[]).map((option) => describe(option, io));
    return options.every(Boolean) ? options.join(' or ') : undefined;
  }
  return undefined;
}

/** A PUT body: the id and any fields of a named input type. */
function describeUpdate(schema: Schema): string | undefined {
  const json = toJson(schema, 'input');
  const fields = Object.keys(json.properties ?? {}).filter((field) => field !== 'id');
  if (json.required?.join() !== 'id') return undefined;
  for (const [input, type] of typeDocs) {
    const own = Object.keys(toJson(input, 'input').properties ?? {});
    if (own.length === fields.length && own.every((field) => fields.includes(field))) {
      describe(input, 'input');
      return `\`id\` and any fields of ${typeLink(type)}`;
    }
  }
  return undefined;
}

function schemaText(schema: Schema, io: Io): string {
  const text = describe(schema, io) ?? (io === 'input' ? describeUpdate(schema) : undefined);
  if (!text) throw new Error('A schema of the endpoint table has no name in scripts/api-docs/types.ts');
  return text;
}

function jsonTypeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(jsonTypeOf))].join(' or ');
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uri') return 'URL';
      if (schema.format === 'date-time') return 'date-time';
      if (schema.pattern?.includes('\\/uploads\\/')) return 'upload path';
      return 'string';
    case 'array':
      return `${schema.items ? jsonTypeOf(schema.items) : 'any'}[]`;
    case 'object':
      return schema.properties ? `{ ${Object.keys(schema.properties).join(', ')} }` : 'object';
    case undefined:
      return 'any';
    default:
      return schema.type;
  }
}

/** A field's type: a named type's link where it is one, else what its JSON Schema says. */
function fieldType(schema: Schema, io: Io): string {
  const inner = unwrapped(schema);
  return describe(inner, io) ?? jsonTypeOf(toJson(inner, io));
}

/** May a body leave the field out (it has a default), or may an answer lack it? */
const mayLack = (schema: Schema, io: Io, required: boolean) => (io === 'input' ? z.safeParse(schema, undefined).success : !required);

function fieldList(schema: Schema, io: Io): string {
  const def = defOf(schema);
  // A schema built on its first use (the page unions, ADR 0091) lists the fields of what it builds.
  if (def.type === 'lazy') return fieldList((schema as z.core.$ZodLazy)._zod.innerType, io);
  if (def.type === 'union') return `One of: ${(def.options as Schema[]).map((option) => fieldList(option, io)).join('; or ')}`;
  const required = new Set(toJson(schema, io).required ?? []);
  return Object.entries((def.shape ?? {}) as Record<string, Schema>)
    .map(([field, own]) => `\`${field}${mayLack(own, io, required.has(field)) ? '?' : ''}\` ${fieldType(own, io)}`)
    .join(', ');
}

const who: Record<Access, string> = {
  public: 'anyone',
  'session-optional': 'anyone; with a staff session, the admin’s view (uncached)',
  staff: 'signed-in staff, administrators and editors',
  admin: 'administrators',
  enquiries: 'administrators, and the editors an administrator allowed to see enquiries (the `enquiries` permission)',
  audience: 'administrators, and the editors an administrator allowed to see the audience (the `audience` permission)',
  applications: 'administrators, and the editors an administrator allowed to see job applications (the `applications` permission)',
};
const whoShort: Record<Access, string> = {
  public: 'anyone',
  'session-optional': 'anyone',
  staff: 'staff',
  admin: 'administrators',
  enquiries: 'administrators, allowed editors',
  audience: 'administrators, allowed editors',
  applications: 'administrators, allowed editors',
};
/** Who is refused with a 403 though signed in: every access level listed, so a new one cannot be left out. */
const refused: Record<Access, string | undefined> = {
  public: undefined,
  'session-optional': undefined,
  staff: undefined,
  admin: 'an editor',
  enquiries: 'an editor not allowed to see enquiries',
  audience: 'an editor not allowed to see the audience',
  applications: 'an editor not allowed to see job applications',
};

/** The errors the table implies, before the method's own. */
function impliedErrors(contract: MethodContract): Record<number, string> {
  const errors: Record<number, string> = {};
  if (contract.body)
    Object.assign(errors, { 400: 'invalid input (`issues` names each field)', 413: 'a body over 1 MB', 415: 'not application/json' });
  if (contract.access === 'session-optional') errors[401] = 'a token that is not valid';
  if (contract.access !== 'public' && contract.access !== 'session-optional') errors[401] = 'no live session';
  const forbidden = refused[contract.access];
  if (forbidden) errors[403] = forbidden;
  return errors;
}

const paths = (endpoint: Endpoint) => [endpoint.path].flat();
/** A method and its addresses as a heading; a wildcard (`/preview/pages/*`) escaped, so Markdown does not read it as emphasis. */
const headingOf = (method: Method, endpoint: Endpoint) =>
  `${method} ${paths(endpoint)
    .join(', ')
    .replaceAll('*', String.raw`\*`)}`;

/** A JSON value in one line, shortened with … past about `max` characters; an id comes first. */
function brief(value: unknown, max = 150): string {
  const whole = JSON.stringify(value);
  if (Array.isArray(value)) return whole.length <= max ? whole : `[${brief(value[0], max - 6)}${value.length > 1 ? ', …' : ''}]`;
  if (typeof value !== 'object' || value === null) return whole.length <= max ? whole : '…';
  const entries = Object.entries(value).sort(([a], [b]) => Number(b === 'id') - Number(a === 'id'));
  const parts: string[] = [];
  let length = 2;
  for (const [key, item] of entries) {
    const room = max - length - key.length - 4;
    const part = `${JSON.stringify(key)}:${room < 16 ? '' : brief(item, room)}`;
    if (room < 16 || part.endsWith(':…') || length + part.length > max) {
      parts.push('…');
      break;
    }
    parts.push(part);
    length += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/** The answer schema a query chooses, as callApi chooses it. */
function answerFor(contract: MethodContract, query: Example['query']): Schema | undefined {
  const key = Object.keys(contract.answerWith ?? {}).find((name) => query?.[name] !== undefined);
  return key ? contract.answerWith?.[key] : contract.answer;
}

/** An example checked against the table: a body its schema takes, an answer its schema gives. */
function exampleLines(method: Method, endpoint: Endpoint, contract: MethodContract, example: Example): string[] {
  const where = `${method} ${example.path ?? paths(endpoint)[0] ?? ''}`;
  const search = new URLSearchParams(example.query ?? {}).toString();
  const lines = [`${where}${search ? `?${search}` : ''}`];
  if (example.body !== undefined) {
    if (!contract.body || !z.safeParse(contract.body, example.body).success)
      throw new Error(`The example body of ${where} breaks its schema`);
    lines.push(JSON.stringify(example.body));
  }
  if (example.file) lines.push(example.file);
  const schema = answerFor(contract, example.query);
  let answer = '';
  if (typeof example.answer === 'string' && example.answer.startsWith('<')) answer = ` ${example.answer}`;
  else if (example.answer !== undefined) {
    const parsed = schema ? z.safeParse(schema, example.answer) : undefined;
    if (!parsed?.success) throw new Error(`The example answer of ${where} breaks its schema`);
    answer = ` ${brief(parsed.data)}`;
  }
  lines.push(`→ ${example.status}${answer}`);
  return ['```text', ...lines, '```'];
}

function methodSection(endpoint: Endpoint, method: Method, contract: MethodContract, doc: MethodDoc): string[] {
  const facts = [`- Who: ${who[contract.access]}.`];
  if (contract.query) {
    const required = new Set(toJson(contract.query, 'input').required ?? []);
    const params = Object.entries(doc.query ?? {}).map(([name, text]) => `\`${name}\`${required.has(name) ? ' (required)' : ''}: ${text}`);
    facts.push(`- Query: ${params.join('; ')}.`);
  }
  if (contract.body) facts.push(`- Body: ${schemaText(contract.body, 'input')}.`);
  if (contract.file) facts.push(`- Body: a file, \`${contract.file}\`.`);
  const answers = [
    ...(contract.answer ? [schemaText(contract.answer, 'output')] : []),
    ...Object.entries(contract.answerWith ?? {}).map(([name, schema]) => `with \`${name}\`: ${schemaText(schema, 'output')}`),
    ...(contract.failure ? [`${schemaText(contract.failure, 'output')} ${doc.failure ?? ''}`.trim()] : []),
    ...(doc.answer ? [doc.answer] : []),
  ];
  facts.push(`- Answer: ${answers.join('; ')}.`);
  if (contract.audit === false) facts.push('- Audit log: not recorded (it changes nothing).');
  else if (contract.audit) {
    const as = [
      contract.audit.action && `as \`${contract.audit.action}\``,
      contract.audit.collection && `on \`${contract.audit.collection}\``,
    ];
    facts.push(`- Audit log: recorded ${as.filter(Boolean).join(' ')}, refused calls too.`);
  }
  const errors = Object.entries({ ...impliedErrors(contract), ...doc.errors }).sort(([a], [b]) => Number(a) - Number(b));
  if (errors.length > 0) facts.push(`- Errors: ${errors.map(([status, when]) => `${status} ${when}`).join('; ')}.`);
  facts.push(...(doc.notes ?? []).map((note) => `- ${note}`));
  return [
    `### ${headingOf(method, endpoint)}`,
    '',
    doc.summary,
    '',
    ...facts,
    '',
    ...exampleLines(method, endpoint, contract, doc.example),
  ];
}

function methodsOf(name: EndpointName): [Method, MethodContract, MethodDoc][] {
  const contracts: Partial<Record<Method, MethodContract>> = endpoints[name].methods;
  const docs = endpointDocs[name] as Partial<Record<Method, MethodDoc>>;
  return Object.entries(contracts).map(([method, contract]) => {
    const doc = docs[method as Method];
    if (!doc) throw new Error(`${method} ${name} has no prose in scripts/api-docs/endpoints.ts`);
    return [method as Method, contract, doc];
  });
}

const conventions = `## Conventions

- Bodies are JSON (\`Content-Type: application/json\`, at most 1 MB) unless said otherwise. A call that needs a session
  sends \`Authorization: Bearer <token>\` from [POST /api/auth/login](#post-apiauthlogin).
- Every refusal is an [\`Error\`](#error) \`{ error, code, params, issues? }\` unless said otherwise: \`code\` and \`params\` name the message, \`error\` is its English. Besides the errors each method
  lists: 405 for a method the address does not have (with \`Allow\`), 429 for a rate limit (with \`Retry-After\`), 503
  when the store is briefly unavailable or a write met another (with \`Retry-After\`), 500 with a correlation \`id\`.
- The server sets \`id\`, \`created_at\` and \`updated_at\` and drops unknown fields; a PUT takes the \`id\` in the body
  with any of the fields, laid over the stored record and checked whole.
- Public reads carry an \`ETag\` (304 on \`If-None-Match\`) and are kept by the CDN until a write purges them; reads with
  a session are \`Cache-Control: private, no-store\` (docs/caching.md).
- Every write made with a session, succeeded or refused, is recorded in the audit log: who, from where, what it acted
  on; a method says when it is recorded under an action or a collection of its own.`;

export function renderApiDocs(): string {
  usedTypes.clear();
  // Every refusal's shape, which the conventions link to.
  describe(errorSchema, 'output');
  const index = ['| Method | Path | Who | What |', '| --- | --- | --- | --- |'];
  const body: string[] = [];
  for (const section of sections) {
    body.push('', `## ${section.title}`, '', section.intro);
    for (const name of section.endpoints) {
      const endpoint: Endpoint = endpoints[name];
      for (const [method, contract, doc] of methodsOf(name)) {
        const heading = headingOf(method, endpoint);
        const firstSentence = doc.summary.split(/(?<=\.) /)[0] ?? doc.summary;
        index.push(
          `| ${method} | [\`${escapeCell(paths(endpoint)[0] ?? '')}\`${paths(endpoint).length > 1 ? ' and others' : ''}](#${anchorOf(heading)}) | ${whoShort[contract.access]} | ${escapeCell(firstSentence)} |`,
        );
        body.push('', ...methodSection(endpoint, method, contract, doc));
      }
    }
  }
  // A type's fields may name types no endpoint names directly: they join the list as they are met.
  const types: string[] = [];
  const rendered = new Set<TypeDoc>();
  for (let next = [...usedTypes][0]; next; next = [...usedTypes].find(([type]) => !rendered.has(type))) {
    const [type, { schema, io }] = next;
    rendered.add(type);
    const fields = fieldList(schema, io);
    types.push(
      '',
      `### ${type.name}`,
      '',
      `${type.description} Declared in [src/schemas/${type.file}](../src/schemas/${type.file}).`,
      '',
      fields,
    );
  }
  const text = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the endpoint table (src/schemas/endpoints.ts), its schemas and the prose of scripts/api-docs/. Do not edit by hand: tests/unit/api-docs.test.ts fails when this file is out of date. -->',
    '',
    'Every endpoint of the site, what it takes and answers, and who may call it. The table of endpoints in',
    '[src/schemas/endpoints.ts](../src/schemas/endpoints.ts) is the contract the functions, the admin and this page share.',
    '',
    conventions,
    '',
    '## Endpoints',
    '',
    ...index,
    ...body,
    '',
    '## Types',
    '',
    'A `?` marks a field that may be left out (of a body: it takes its default) or that an answer may lack.',
    ...types,
    '',
  ].join('\n');
  const headings = [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => anchorOf(heading ?? ''));
  const twice = headings.find((anchor, at) => headings.indexOf(anchor) !== at);
  if (twice) throw new Error(`Two headings of docs/api.md share the anchor #${twice}`);
  return text;
}
