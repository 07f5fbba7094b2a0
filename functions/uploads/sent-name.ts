import { asSingleLine } from '#src/schemas/common.ts';

/**
 * A file's name as a browser sent it, kept as one line without any folder, at
 * most `max` UTF-16 units long and never cut inside a character: half of an
 * emoji left at the end makes a malformed string, which a download's
 * Content-Disposition cannot encode.
 */
export function sentName(name: string, max: number): string {
  const cut = asSingleLine(name.split(/[\\/]/).pop() ?? '').slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1).trimEnd() : cut.trimEnd();
}
