// Search as people type it: "lavera" finds "Lavéra", "COEUR" finds "cœur".
// One normaliser for every search of the admin (its lists and pickers), so a
// word typed without its accents finds the same items on every screen.

const COMBINING_MARKS = /\p{M}/gu;
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The text as searches compare it: decomposed (NFD), without its accents and other combining marks, in lower case. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter);
}

/**
 * A test for one query: true for a text that holds every word of the query,
 * in any order, accents and case aside. An empty query keeps everything.
 */
export function searchMatcher(query: string): (text: string) => boolean {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (text) => {
    const haystack = searchKey(text);
    return words.every((word) => haystack.includes(word));
  };
}
