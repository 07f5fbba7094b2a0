// An admin area's texts whose French is a module of its own, loaded only when
// the admin is in French (ADR 0080): English, the language of most first loads,
// carries no French. The French is read through useTexts (admin/lib/language.tsx),
// which waits for it the first time; the app asks for it as soon as it starts
// in French, so the wait is one small chunk beside the session check.

export interface SplitTexts<T> {
  readonly en: T;
  readonly loadFrench: () => Promise<T>;
}

const french = new WeakMap<SplitTexts<unknown>, unknown>();
const loading = new WeakMap<SplitTexts<unknown>, Promise<unknown>>();
const known = new Set<SplitTexts<unknown>>();

/** An area's English, with how to load its French. */
export function splitTexts<T>(en: T, loadFrench: () => Promise<T>): SplitTexts<T> {
  const texts = { en, loadFrench };
  known.add(texts);
  return texts;
}

export const isSplit = <T>(texts: SplitTexts<T> | Record<string, T>): texts is SplitTexts<T> => 'loadFrench' in texts;

/** The area's French once loaded. */
export const loadedFrench = <T>(texts: SplitTexts<T>): T | undefined => french.get(texts) as T | undefined;

/** The area's French, loaded once; a failed load (offline for a moment) is tried again on the next ask. */
export function frenchOf<T>(texts: SplitTexts<T>): Promise<T> {
  let promise = loading.get(texts) as Promise<T> | undefined;
  if (!promise) {
    promise = texts.loadFrench().then(
      (value) => {
        french.set(texts, value);
        return value;
      },
      (error: unknown) => {
        loading.delete(texts);
        throw error;
      },
    );
    loading.set(texts, promise);
  }
  return promise;
}

/** Starts loading the French of every area whose module has run, so screens find it loaded or on its way. */
export function preloadFrench(): void {
  for (const texts of known) if (!french.has(texts)) frenchOf(texts).catch(() => undefined);
}
