// A screen's own stylesheet, loaded with its code rather than written into
// admin.html (ADR 0098). The page's first paint parses only the shell's rules;
// each feature's arrive with the first screen that uses them. A component's
// module adds its feature's sheet when it is evaluated, and the route loader
// (`lazyScreen`) waits for every sheet added so far before the screen renders,
// so no screen ever shows unstyled.

const added = new Set<string>();
const loading = new Set<Promise<void>>();

/**
 * Adds the stylesheet at `href` (a `?url` import of the feature's CSS) once, at the end of `<head>`: after the
 * admin's own rules, as the inlined sheets used to come, so the cascade is unchanged. A sheet that fails to arrive
 * still lets its screen show: its content and controls work without it.
 */
export function addStylesheet(href: string): void {
  // Pre-rendering admin.html evaluates shared modules without a document: nothing to add there.
  if (typeof document === 'undefined' || added.has(href)) return;
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  loading.add(settled);
  void settled.then(() => loading.delete(settled));
  document.head.append(link);
}

/** Resolves once every stylesheet added so far has loaded (or failed). */
export async function stylesheetsLoaded(): Promise<void> {
  await Promise.all(loading);
}
