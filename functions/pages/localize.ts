// A page's text in French, field by field (ADR 0058): a French text, list or
// block shows where it is filled in, the English where it is not, and the
// path of every field that shows English is listed so the page can mark it
// lang="en", as the projects' French pages do. What is not text (an icon, a
// count of blocks) is the English page's: the French only translates it.

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: readonly unknown[]) => value.every(isText);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function overlay(en: unknown, fr: unknown, path: string, english: string[]): unknown {
  if (isText(en)) {
    if (isText(fr) && fr.trim() !== '') return fr;
    if (en !== '') english.push(path);
    return en;
  }
  if (Array.isArray(en)) {
    const list: readonly unknown[] = en;
    const frList: readonly unknown[] = Array.isArray(fr) ? fr : [];
    // A list of lines is translated whole (its French may have more or fewer lines); blocks one by one.
    if (isTextList(list)) {
      if (frList.length > 0 && isTextList(frList)) return frList;
      if (list.length > 0) english.push(path);
      return list;
    }
    return list.map((block, index) => overlay(block, frList[index], `${path}.${index}`, english));
  }
  if (isRecord(en)) {
    const frFields = isRecord(fr) ? fr : {};
    return Object.fromEntries(
      Object.entries(en).map(([key, value]) => [key, overlay(value, frFields[key], path === '' ? key : `${path}.${key}`, english)]),
    );
  }
  return en;
}

/** The French page: the French where given, the English elsewhere, and the dotted paths of the fields shown in English. */
export function frenchOver<T extends Json | object>(en: T, fr: unknown): { content: T; english: string[] } {
  const english: string[] = [];
  const content = overlay(en, fr, '', english) as T;
  return { content, english };
}
