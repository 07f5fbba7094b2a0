import { z } from 'zod';
import { sections, types, type Body, type EndpointDoc, type TypeDoc } from './endpoints.ts';

// Renders docs/api.md from the endpoint table and the zod schemas (through
// z.toJSONSchema), so the reference cannot drift from what the code accepts.

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxItems?: number;
};

const toJson = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A format says it all; zod's date-time pattern is 300 characters of noise.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format) delete jsonSchema.pattern;
    },
  }) as JsonSchema;

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const hasType = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  (schema.type !== undefined || schema.anyOf !== undefined || schema.enum !== undefined || schema.const !== undefined);

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' | ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(' or ');
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uri') return 'http(s) URL';
      if (schema.format === 'date-time') return 'date-time (ISO 8601, UTC)';
      if (schema.pattern?.startsWith('^\\/api\\/uploads')) return 'upload path (`/api/uploads/<name>`)';
      return 'string';
    case 'integer':
      return 'integer';
    case 'array':
      return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
    case 'object':
      return schema.properties ? `{ ${Object.keys(schema.properties).join(', ')} }` : 'object';
    case undefined:
      return 'any';
    default:
      return schema.type;
  }
}

function constraintsOf(schema: JsonSchema): string[] {
  const found: string[] = [];
  const target = schema.type === 'array' ? schema.items : schema;
  if (schema.type === 'array' && schema.maxItems !== undefined) found.push(`at most ${schema.maxItems} entries`);
  if (!target) return found;
  if (target.minLength !== undefined && target.minLength > 0) found.push(`min length ${target.minLength}`);
  if (target.maxLength !== undefined) found.push(`max length ${target.maxLength}`);
  if (target.minimum !== undefined && target.minimum > Number.MIN_SAFE_INTEGER) found.push(`≥ ${target.minimum}`);
  if (target.maximum !== undefined && target.maximum < Number.MAX_SAFE_INTEGER) found.push(`≤ ${target.maximum}`);
  if (target.multipleOf !== undefined) found.push(`multiple of ${target.multipleOf}`);
  if (target.pattern && !target.format && !target.pattern.startsWith('^\\/api\\/uploads')) found.push(`pattern \`${target.pattern}\``);
  if (target.anyOf) for (const option of target.anyOf) found.push(...constraintsOf(option).filter((c) => !found.includes(c)));
  return found;
}

/** What an input field becomes when it is left out, decided by the schema itself (defaults, coerced flags). */
function whenMissing(schema: z.core.$ZodType, field: string): { optional: boolean; value?: unknown } {
  const shape = (schema as z.ZodObject).shape as Record<string, z.core.$ZodType> | undefined;
  const fieldSchema = shape?.[field];
  if (!fieldSchema) return { optional: true };
  const parsed = z.safeParse(fieldSchema, undefined);
  return parsed.success ? { optional: true, value: parsed.data } : { optional: false };
}

/** A request field's JSON Schema shows what it accepts before checks; its output form shows the URL rules. */
function richer(own: JsonSchema, other: JsonSchema | undefined): JsonSchema {
  if (!hasType(own)) return { ...own, ...other };
  if (own.type === 'string' && !own.format && other && (other.anyOf || other.format)) {
    const rest = { ...own };
    delete rest.type;
    return { ...rest, anyOf: other.anyOf ?? [other] };
  }
  return own;
}

function fieldTable(type: TypeDoc): string {
  const primary = toJson(type.schema, type.io);
  const fallback = toJson(type.schema, type.io === 'input' ? 'output' : 'input');
  const rows = Object.entries(primary.properties ?? {}).map(([field, own]) => {
    const schema = richer(own, fallback.properties?.[field]);
    const missing = type.io === 'input' ? whenMissing(type.schema, field) : { optional: !(primary.required ?? []).includes(field) };
    const defaultValue = missing.value === undefined || type.partial ? '' : `\`${JSON.stringify(missing.value)}\``;
    const detail = [...constraintsOf(schema), ...(own.description ? [own.description] : [])].join('; ');
    return `| \`${field}\` | ${escapeCell(typeOf(schema))} | ${missing.optional ? 'no' : 'yes'} | ${escapeCell(detail)} | ${defaultValue} |`;
  });
  return ['| Field | Type | Required | Constraints | Default |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

const anchor = (name: string) => name.toLowerCase();
const bodyLink = (body: Body) => `[\`${body.type.name}${body.list ? '[]' : ''}\`](#${anchor(body.type.name)})`;

function endpointSection(endpoint: EndpointDoc): string {
  const lines = [`### ${endpoint.method} ${endpoint.path}`, '', endpoint.summary, '', `- Access: ${endpoint.access}`];
  if (endpoint.query) {
    lines.push(
      `- Query: ${Object.entries(endpoint.query)
        .map(([name, text]) => `\`${name}\`: ${text}`)
        .join('; ')}`,
    );
  }
  if (endpoint.request) {
    const parts = [
      endpoint.request.contentType ?? (endpoint.request.body ? 'application/json' : ''),
      endpoint.request.body ? bodyLink(endpoint.request.body) : '',
    ];
    const description = endpoint.request.description ? ` ${endpoint.request.description}` : '';
    lines.push(`- Request: ${parts.filter(Boolean).join(' ')}${description}`);
  }
  lines.push('', '| Status | Body | When |', '| --- | --- | --- |');
  for (const response of endpoint.responses) {
    const body = response.body ? bodyLink(response.body) : (response.contentType ?? '(none)');
    lines.push(`| ${response.status} | ${body} | ${escapeCell(response.description)} |`);
  }
  for (const [status, when] of Object.entries(endpoint.errors)) lines.push(`| ${status} | [\`Error\`](#error) | ${escapeCell(when)} |`);
  if (endpoint.notes) lines.push('', ...endpoint.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

function typeSection(type: TypeDoc): string {
  const schema = JSON.stringify(toJson(type.schema, type.io), null, 2);
  const lines = [`### ${type.name}`, '', type.description, '', fieldTable(type)];
  if (type.notes) lines.push('', ...type.notes.map((note) => `- ${note}`));
  lines.push('', '<details><summary>JSON Schema</summary>', '', '```json', schema, '```', '', '</details>');
  return lines.join('\n');
}

const conventions = `## Conventions

- All paths are under \`/api\`. Bodies are JSON (\`Content-Type: application/json\`, at most 1 MB) unless noted.
- Writes need \`Authorization: Bearer <token>\` from [POST /api/auth/login](#post-apiauthlogin).
- Errors are always [\`Error\`](#error) \`{ error, issues? }\`: 400 invalid input (\`issues\` lists each field's problem),
  401 authentication, 404 unknown id, 405 method not allowed (with \`Allow\`), 409 conflict, 413 body too large,
  415 wrong content type, 429 rate limited (with \`Retry-After\`), 503 storage briefly unavailable (with \`Retry-After\`).
- Lists are sorted by \`display_order\` ascending, then title or name. Anonymous reads get published projects and
  active clients only; an admin token gets everything (a draft read by id is 404 for visitors).
- The server sets \`id\`, \`created_at\` and \`updated_at\`; unknown fields are dropped; updates (PUT) take the id in
  the body with any subset of the fields, merged over the stored record and validated as a whole.
- Caching: public reads carry \`Cache-Control: public, max-age=0, must-revalidate\`, an \`ETag\` (304 on
  \`If-None-Match\`), \`Netlify-CDN-Cache-Control\` (kept at the edge until purged), \`Netlify-Cache-Tag\` and
  \`Netlify-Vary: query=…,header=Authorization\`. Every write purges the tags it affects. Reads with a token are
  \`Cache-Control: private, no-store\`.`;

export function renderApiDocs(): string {
  const summary = [
    '| Method | Path | Access | Summary |',
    '| --- | --- | --- | --- |',
    ...sections.flatMap((section) =>
      section.endpoints.map(
        (endpoint) =>
          `| ${endpoint.method} | [\`${endpoint.path}\`](#${anchor(`${endpoint.method}-${endpoint.path}`).replace(/[^a-z0-9-]/g, '')}) | ${endpoint.access} | ${escapeCell(endpoint.summary)} |`,
      ),
    ),
  ].join('\n');
  const parts = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` from scripts/api-docs/endpoints.ts and the zod schemas in src/schemas/. Do not edit by hand: tests/unit/api-docs.test.ts fails when this file is out of date. -->',
    '',
    conventions,
    '',
    '## Endpoints',
    '',
    summary,
    ...sections.flatMap((section) => [
      '',
      `## ${section.title}`,
      '',
      section.intro,
      ...section.endpoints.flatMap((endpoint) => ['', endpointSection(endpoint)]),
    ]),
    '',
    '## Types',
    '',
    'Generated from the zod schemas with `z.toJSONSchema`. Input types describe what a request may send (defaults apply to',
    'missing fields; flags also accept `"true"`/`"false"`, `"on"`/`"off"`, `1`/`0`); output types describe what the API answers.',
    ...Object.values(types).flatMap((type: TypeDoc) => ['', typeSection(type)]),
    '',
  ];
  return parts.join('\n');
}
