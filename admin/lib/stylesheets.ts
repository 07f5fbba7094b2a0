// A screen's own stylesheet, loaded with its code rather than written into
// admin.html (ADR 0098). The page's first paint parses only the shell's rules;
// each feature's arrive with the first screen that uses them. A component's
// module adds its feature's sheet when it is evaluated; the route loader in
// admin/app.tsx renders a screen once no stylesheet on the page is still
// loading, so no screen ever shows unstyled.

/**
 * Adds the stylesheet at `href` (a `?url` import of the feature's CSS) once, at the end of `<head>`: after the
 * admin's own rules, as the inlined sheets used to come, so the cascade is unchanged. A sheet that fails to arrive is
 * taken off the page, so nothing waits for it and the next screen that needs it asks again; its screen still shows,
 * its content and controls work without it.
 */
export function addStylesheet(href: string): void {
  // Pre-rendering admin.html evaluates shared modules without a document: nothing to add there.
  if (typeof document === 'undefined') return;
  // The page itself says whether the sheet is there (a failed one was taken off).
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('error', () => link.remove(), { once: true });
  document.head.append(link);
}
