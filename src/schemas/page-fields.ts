import * as z from '#src/schemas/zod-mini.ts';
import { calendarDay } from '#src/schemas/calendar-day.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { controlCharacterMessage } from '#src/schemas/common.ts';
import { hasForbiddenCharacters, type Lines } from '#src/schemas/forbidden-characters.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { icons, type IconName } from '#src/lib/icons.ts';

// The fields a page's content is made of (src/schemas/page-types.ts), in the
// three forms a page's text is checked in (ADR 0058): the English of a draft
// (every field present, a text may still be empty), the English a publish
// needs (what the page shows filled in), and the French (every field
// optional: an empty one shows the English). A page type is written once
// against a kit and built with each.

type Text = z.ZodMiniType<string>;

interface Count {
  min?: number;
  max?: number;
}

export interface PageKit {
  /** A line the page shows: a heading, a label, a short sentence. */
  line: (max?: number) => Text;
  /** A line the page may leave out (a case study's location). */
  optionalLine: (max?: number) => Text;
  /**
   * Formatted text: Markdown's paragraphs, headings from level 2, bold,
   * italic, lists and links, rendered by the site's Markdown renderer.
   */
  markdown: (max?: number) => Text;
  /** Short lines edited row by row (bullets, keywords, standards), at least `min` of them to publish (1 unless given); blank rows are dropped. */
  list: (count?: Count) => z.ZodMiniType<string[]>;
  /** Repeated blocks (features, figures, sections), at least `min` of them to publish. */
  items: <S extends z.ZodMiniType>(item: S, count: Required<Count>) => z.ZodMiniType<z.output<S>[]>;
  /** A date, YYYY-MM-DD (when a legal text last changed). */
  day: Text;
  /** Fields that go together (a hero, a section's head); in French, one left out is all empty. */
  group: <S extends z.core.$ZodLooseShape>(shape: S) => z.ZodMiniType<z.output<z.ZodMiniObject<S>>>;
}

const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
/** An icon of the site's set: part of the page's design, so only the English holds it. */
const pageIcon = z.enum(iconNames, { error: zodMessage('one_of', { field: 'icon', values: iconNames.join(', ') }) });

const LINE = 300;
const MARKDOWN = 20_000;
const ENTRY = 300;
const MAX_ENTRIES = 40;

const TEXT: Field = 'page_text';
const LIST: Field = 'page_list';
const ITEMS: Field = 'page_items';

const textChecks = (max: number, lines: Lines) =>
  [
    z.trim(),
    z.refine<string>((value) => !hasForbiddenCharacters(value, lines), controlCharacterMessage(TEXT, lines)),
    z.maxLength(max, zodMessage('max_length', { field: TEXT, max })),
  ] as const;

const text = (max: number, lines: Lines, required: boolean) =>
  z
    .string({ error: zodMessage('not_text', { field: TEXT }) })
    .check(...textChecks(max, lines), ...(required ? [z.minLength(1, zodMessage('required', { field: TEXT }))] : []));

const entries = (min: number, max: number) =>
  z
    .pipe(
      z
        .array(
          z.string({ error: zodMessage('entry_not_text', { field: LIST }) }).check(
            z.trim(),
            z.refine<string>((value) => !hasForbiddenCharacters(value, 'single'), zodMessage('entry_single_line', { field: LIST })),
            z.maxLength(ENTRY, zodMessage('entry_max_length', { field: LIST, max: ENTRY })),
          ),
          { error: zodMessage('not_list', { field: LIST }) },
        )
        .check(z.maxLength(max, zodMessage('max_entries', { field: LIST, max }))),
      z.transform((items: string[]) => items.filter((item) => item.length > 0)),
      // Counted once blank rows are gone: a list of blanks is an empty list.
    )
    .check(...(min > 0 ? [z.minLength(min, zodMessage('required', { field: LIST }))] : []));

const blocks = <S extends z.ZodMiniType>(item: S, min: number, max: number) =>
  z
    .array(item, { error: zodMessage('not_list', { field: ITEMS }) })
    .check(
      z.maxLength(max, zodMessage('max_entries', { field: ITEMS, max })),
      ...(min > 0 ? [z.minLength(min, zodMessage('required', { field: ITEMS }))] : []),
    );

const dayFormat = zodMessage('day_format');
const day = (required: boolean) =>
  z.string({ error: dayFormat }).check(z.trim(), z.regex(required ? /^\d{4}-\d{2}-\d{2}$/ : /^(?:\d{4}-\d{2}-\d{2})?$/, dayFormat));

/** The English of a draft: every field there, texts possibly empty, lists and blocks possibly short. */
export const draftKit = {
  line: (max = LINE) => text(max, 'single', false),
  optionalLine: (max = LINE) => text(max, 'single', false),
  markdown: (max = MARKDOWN) => text(max, 'multi', false),
  list: ({ max = MAX_ENTRIES } = {}) => entries(0, max),
  items: (item, { max }) => blocks(item, 0, max),
  day: day(false),
  group: (shape) => z.object(shape),
  icon: pageIcon,
} satisfies PageKit & { icon: unknown };

/** The English a publish needs: every field the page shows, filled in. */
export const publishKit = {
  line: (max = LINE) => text(max, 'single', true),
  optionalLine: (max = LINE) => text(max, 'single', false),
  markdown: (max = MARKDOWN) => text(max, 'multi', true),
  list: ({ min = 1, max = MAX_ENTRIES } = {}) => entries(min, max),
  items: (item, { min, max }) => blocks(item, min, max),
  // A day the calendar has: a draft stored with 2026-02-30 (the pattern alone let it through) is not published.
  day: calendarDay(),
  group: (shape) => z.object(shape),
  icon: pageIcon,
} satisfies PageKit & { icon: unknown };

/** The French: any field may be left out or empty, and then shows the English. */
export const frenchKit = {
  line: (max = LINE) => z._default(text(max, 'single', false), ''),
  optionalLine: (max = LINE) => z._default(text(max, 'single', false), ''),
  markdown: (max = MARKDOWN) => z._default(text(max, 'multi', false), ''),
  list: ({ max = MAX_ENTRIES } = {}) => z._default(entries(0, max), []),
  items: (item, { max }) => z._default(blocks(item, 0, max), []),
  day: z._default(day(false), ''),
  group: (shape) => z.prefault(z.object(shape), {} as never),
  icon: z.optional(pageIcon),
} satisfies PageKit & { icon: unknown };
