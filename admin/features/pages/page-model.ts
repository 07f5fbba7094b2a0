import * as z from '#src/schemas/zod-mini.ts';
import { draftKit } from '#src/schemas/page-fields.ts';
import { pageContent } from '#src/schemas/page-types.ts';
import type { PageVersion } from '#src/schemas/pages.ts';
import type { PageType } from '#src/site/pages.ts';

// The page form is generated from the page's type (ADR 0058): each type's
// content is written once against a kit, so built with the draft's kit whose
// schemas are tagged with what they are (a line, a long text, formatted text,
// a list, repeated blocks, a group, an icon), it describes the fields the
// form shows, in the order the page shows them, with no second list to keep.

/** One field of a page's content, as the form shows it. */
export type FieldNode =
  | { kind: 'text'; size: 'line' | 'long' | 'markdown' | 'day'; max?: number | undefined }
  | { kind: 'list' }
  | { kind: 'items'; item: Shape; min: number; max: number }
  | { kind: 'group'; shape: Shape }
  | { kind: 'icon' };

/** A group's fields, by name, in order. */
export type Shape = readonly (readonly [string, FieldNode])[];

const tags = z.registry<{ node: () => FieldNode }>();

function tagged<S extends z.core.$ZodType>(schema: S, node: () => FieldNode): S {
  tags.add(schema, { node });
  return schema;
}

function shapeOf(shape: Record<string, z.core.$ZodType>): Shape {
  return Object.entries(shape).map(([name, schema]) => {
    const node = tags.get(schema)?.node;
    if (!node) throw new Error(`page field ${name} is not built by the form's kit`);
    return [name, node()] as const;
  });
}

/** A line longer than a heading's 300 characters is a sentence or two: a box of a few lines. */
const LONG_LINE = 300;

const formKit = {
  line: (max?: number) => tagged(draftKit.line(max), () => ({ kind: 'text', size: max && max > LONG_LINE ? 'long' : 'line', max })),
  optionalLine: (max?: number) =>
    tagged(draftKit.optionalLine(max), () => ({ kind: 'text', size: max && max > LONG_LINE ? 'long' : 'line', max })),
  markdown: (max?: number) => tagged(draftKit.markdown(max), () => ({ kind: 'text', size: 'markdown', max })),
  list: (count?: { min?: number; max?: number }) => tagged(draftKit.list(count), () => ({ kind: 'list' })),
  items: <S extends z.ZodMiniType>(item: S, count: { min: number; max: number }) =>
    tagged(draftKit.items(item, count), () => {
      const node = tags.get(item)?.node();
      if (node?.kind !== 'group') throw new Error('page blocks are groups');
      return { kind: 'items', item: node.shape, ...count };
    }),
  day: tagged(draftKit.day, () => ({ kind: 'text', size: 'day' })),
  group: <S extends z.core.$ZodLooseShape>(shape: S) => tagged(draftKit.group(shape), () => ({ kind: 'group', shape: shapeOf(shape) })),
  icon: tagged(draftKit.icon, () => ({ kind: 'icon' })),
} satisfies typeof draftKit;

const shapes = new Map<PageType, Shape>();

/** The fields of a page of `type`, in the page's order. */
export function pageShape(type: PageType): Shape {
  let shape = shapes.get(type);
  if (!shape) {
    shape = shapeOf(pageContent[type](formKit).shape);
    shapes.set(type, shape);
  }
  return shape;
}

/** A block of repeated fields (a feature, a figure, a section): its texts and lists by name. */
export type Block = Record<string, string | string[]>;

/** A value of the form: a text, a list's rows, a switch, or blocks. */
export type FieldValue = string | string[] | boolean | Block[];

/**
 * The form's values, one per field the person edits, by dotted path:
 * `en.hero.lead`, `fr.hero.lead`, `en.sections` (its blocks), and
 * `social_image`, `noindex`, `slug_fr`. Edit conflicts are merged field by
 * field (ADR 0045), so a change of someone else's to another field is taken.
 */
export type PageValues = Record<string, FieldValue>;

export interface LeafField {
  /** The dotted path inside a language: `hero.lead`. */
  path: string;
  node: Exclude<FieldNode, { kind: 'group' }>;
}

/** Every field of a shape that the form edits as one value (groups are opened, blocks are one value). */
export function leavesOf(shape: Shape, prefix = ''): LeafField[] {
  return shape.flatMap(([name, node]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return node.kind === 'group' ? leavesOf(node.shape, path) : [{ path, node }];
  });
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined),
      value,
    );

const emptyOf = (node: FieldNode): string | string[] => (node.kind === 'list' ? [] : '');

/** A block with every field of its shape (a French block left out is all empty). */
function blockOf(shape: Shape, value: unknown, withIcon: boolean): Block {
  const block: Block = {};
  for (const [name, node] of shape) {
    if (node.kind === 'icon' && !withIcon) continue;
    const field = at(value, name);
    block[name] = node.kind === 'list' ? (Array.isArray(field) ? field.map(String) : []) : typeof field === 'string' ? field : '';
  }
  return block;
}

/** A stored draft as the form's values. */
export function toPageValues(type: PageType, draft: PageVersion): PageValues {
  const values: PageValues = { social_image: draft.social_image, noindex: draft.noindex, slug_fr: draft.slug_fr };
  for (const { path, node } of leavesOf(pageShape(type))) {
    if (node.kind === 'items') {
      const english = (at(draft.en, path) as unknown[] | undefined) ?? [];
      const french = (at(draft.fr, path) as unknown[] | undefined) ?? [];
      values[`en.${path}`] = english.map((block) => blockOf(node.item, block, true));
      // The French blocks follow the English ones, one for one (their number is the English page's).
      values[`fr.${path}`] = english.map((_, index) => blockOf(node.item, french[index], false));
      continue;
    }
    values[`en.${path}`] = (at(draft.en, path) as string | string[] | undefined) ?? emptyOf(node);
    // An icon is part of the page's design: only the English holds it.
    if (node.kind !== 'icon') values[`fr.${path}`] = (at(draft.fr, path) as string | string[] | undefined) ?? emptyOf(node);
  }
  return values;
}

function put(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    current[key] ??= {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys.at(-1)!] = value;
}

/** The form's values as the draft the API takes (PUT /api/pages?id=). */
export function toPageDraft(type: PageType, values: PageValues): Record<string, unknown> {
  const en: Record<string, unknown> = {};
  const fr: Record<string, unknown> = {};
  for (const { path, node } of leavesOf(pageShape(type))) {
    put(en, path, values[`en.${path}`]);
    if (node.kind !== 'icon') put(fr, path, values[`fr.${path}`]);
  }
  return { en, fr, social_image: values.social_image, noindex: values.noindex, slug_fr: values.slug_fr };
}

/**
 * The form field an issue's path names (`draft.en.sections.2.body` from a
 * publish, `en.bullets.3` from a save): a block's own field, else the field
 * the path starts with.
 */
export function fieldKeyOf(type: PageType, issuePath: string): string {
  const segments = issuePath.replace(/^draft\./, '').split('.');
  const [language, ...rest] = segments;
  if (language !== 'en' && language !== 'fr') return segments[0] ?? '';
  for (const { path, node } of leavesOf(pageShape(type))) {
    const parts = path.split('.');
    if (parts.some((part, index) => rest[index] !== part)) continue;
    const key = `${language}.${path}`;
    const [index, field] = rest.slice(parts.length);
    return node.kind === 'items' && index !== undefined && field !== undefined ? `${key}.${index}.${field}` : key;
  }
  return `${language}.${rest[0] ?? ''}`;
}
