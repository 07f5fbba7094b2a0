import { createHash } from 'node:crypto';
import { ADMIN_BASE, paths } from '#admin/lib/paths.ts';
import { LANGUAGE_KEY } from '#admin/lib/language-store.ts';
import { STORAGE_KEYS } from '#src/schemas/session.ts';
import { AFTER_FIRST_PAINT } from '#src/integrations/only-islands-preloaded.ts';

// The one script admin.html runs before its first paint (ADR 0095), inline and
// synchronous in its <head>. The frame the page paints (admin/routes/first-frame.tsx)
// reads in the language this browser last used for the stored user, as the app
// will (storedLanguage in admin/lib/language-store.ts, the same keys and order),
// and shows the dashboard's title where a stored session lands on the dashboard:
// the script sets two attributes of <html>. Once the page is parsed, it removes
// the frame in the task that first puts the app's own `main` on the page, before
// the next paint. The app's modules, which the page names in a template
// (src/integrations/only-islands-preloaded.ts), it asks for once the page has
// painted its first content, so they do not share the network with what that
// paint needs (ADR 0111); the island has started loading its own by then.
// Its hash is in the page's policy (astro.config.mjs): the page allows no
// other inline script of its own.

export const firstScreenScript = `(() => {
  const root = document.documentElement;
  try {
    const store = window.localStorage;
    let user = null;
    try { user = JSON.parse(store.getItem(${JSON.stringify(STORAGE_KEYS.user)}) || 'null'); } catch {}
    const name = user && typeof user.username === 'string' ? user.username : null;
    const own = name ? store.getItem(${JSON.stringify(`${LANGUAGE_KEY}:`)} + name) : null;
    const last = store.getItem(${JSON.stringify(LANGUAGE_KEY)});
    root.lang = own === 'fr' || own === 'en' ? own : last === 'fr' || last === 'en' ? last : 'en';
    const path = location.pathname.slice(${JSON.stringify(ADMIN_BASE.length)}).replace(/\\/$/, '');
    root.dataset.firstScreen = path.startsWith(${JSON.stringify(paths.invitation)})
      ? 'outside'
      : store.getItem(${JSON.stringify(STORAGE_KEYS.token)}) && (path === '' || path === ${JSON.stringify(paths.dashboard)})
        ? 'dashboard'
        : 'screen';
  } catch {}
  const preload = () => {
    const held = document.querySelector('template[${AFTER_FIRST_PAINT}]');
    if (held) document.head.append(held.content);
  };
  // Where paint timing is missing or refused, once the page is parsed; the frame's removal below never depends on it.
  let observed = false;
  try {
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        preload();
      }).observe({ type: 'paint', buffered: true });
      observed = true;
    }
  } catch {}
  if (!observed) document.addEventListener('DOMContentLoaded', preload);
  // Watched once the page is parsed: the parser's own insertions would each be a record to go through.
  const shown = () => {
    if (!document.querySelector('main:not([data-first-frame] main)')) return false;
    document.querySelector('[data-first-frame]')?.remove();
    return true;
  };
  document.addEventListener('DOMContentLoaded', () => {
    if (shown()) return;
    const observer = new MutationObserver(() => shown() && observer.disconnect());
    observer.observe(document.getElementById('admin-root') || document.body, { childList: true, subtree: true });
  });
})();`;

/** The script's hash for the page's Content-Security-Policy. */
export const firstScreenScriptHash = `sha256-${createHash('sha256').update(firstScreenScript).digest('base64')}` as const;
