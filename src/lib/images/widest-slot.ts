// The widest an image is ever shown, read from its `sizes` attribute: the
// srcset then stops at the first width that fills it at 2× (responsive-image.ts),
// instead of offering every width up to the stored photo's. Only the forms the
// site writes are understood: `(min-width: …)` conditions in px or rem, and
// lengths in px, rem, vw or a calc() adding and subtracting them. Anything else
// answers Infinity: no limit, every width offered, as before.

/** The root font size the site's rem lengths and media queries resolve against. */
const REM_PX = 16;

/** A length as vw × viewport / 100 + px. */
interface Linear {
  vw: number;
  px: number;
}

const TERM = /^(\d+(?:\.\d+)?)(px|rem|vw)$/;

function term(text: string): Linear | undefined {
  const match = TERM.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (match[2] === 'vw') return { vw: value, px: 0 };
  return { vw: 0, px: match[2] === 'rem' ? value * REM_PX : value };
}

function length(text: string): Linear | undefined {
  const calc = /^calc\((.+)\)$/.exec(text);
  if (!calc) return term(text);
  // CSS requires spaces around + and - in calc(), so the terms split on them.
  const parts = calc[1]!.trim().split(/\s+/);
  let sum = term(parts[0] ?? '');
  for (let index = 1; sum && index < parts.length; index += 2) {
    const sign = parts[index] === '+' ? 1 : parts[index] === '-' ? -1 : 0;
    const next = term(parts[index + 1] ?? '');
    sum = sign !== 0 && next ? { vw: sum.vw + sign * next.vw, px: sum.px + sign * next.px } : undefined;
  }
  return sum;
}

const MIN_WIDTH = /^\(min-width:\s*(\d+(?:\.\d+)?)(px|rem)\)\s+(.+)$/;

/** The widest slot, in CSS pixels, a `sizes` attribute names at any viewport width; Infinity when it has no bound or is not understood. */
export function widestSlot(sizes: string): number {
  let widest = 0;
  // Entries apply in order, the first whose condition holds: each covers the
  // viewports from its min-width up to the smallest min-width before it.
  let upper = Infinity;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const conditional = MIN_WIDTH.exec(entry);
    if (!conditional && entry.startsWith('(')) return Infinity;
    const lower = conditional ? Number(conditional[1]) * (conditional[2] === 'rem' ? REM_PX : 1) : 0;
    const slot = length(conditional ? conditional[3]! : entry);
    if (!slot) return Infinity;
    if (lower < upper) {
      if (slot.vw > 0 && upper === Infinity) return Infinity;
      const viewport = slot.vw > 0 ? upper : lower;
      widest = Math.max(widest, (slot.vw * viewport) / 100 + slot.px);
      upper = lower;
    }
    // The entry without a condition is the last one that can apply.
    if (!conditional) return widest;
  }
  // No entry applied below the last condition: the browser takes 100vw there.
  return Math.max(widest, upper);
}
