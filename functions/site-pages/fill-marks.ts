// A frame's marks filled in one pass over the frame alone. Filled one after
// another, a mark typed into a text put in by an earlier fill (a French
// description holding "FRAME_MARK_LEAD") was filled in turn, and its markup
// broke the head it sat in. Here each mark of the frame is replaced once and
// what is put in is never read again.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The frame with each of its marks replaced by its fill's answer (called once per occurrence). */
export function fillMarks(frame: string, fills: ReadonlyMap<string, () => string>): string {
  if (fills.size === 0) return frame;
  // Longest first, so a mark that begins another (FRAME_MARK_WORD_A, FRAME_MARK_WORD_AB) never cuts it short.
  const marks = [...fills.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return frame.replace(new RegExp(marks.join('|'), 'g'), (mark) => fills.get(mark)?.() ?? mark);
}
