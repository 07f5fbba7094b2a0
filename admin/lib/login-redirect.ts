import * as z from '#src/schemas/zod-mini.ts';
import { href, paths } from '#admin/lib/paths.ts';

// The login page is a page of its own (src/pages/admin/login.astro, ADR 0026),
// so the app reaches it with a full load. Why the admin is sent there and where
// to return after signing in travel in sessionStorage rather than in the
// address, which stays /admin/login: the login page reads them once.

const KEY = 'admin_login';

const loginStateSchema = z.object({
  from: z.optional(z.string()),
  reason: z.optional(z.enum(['expired', 'signed-out'])),
});

export type LoginState = z.infer<typeof loginStateSchema>;

// Set once the app is leaving: location.replace only starts the load, and until
// the page goes a later caller (a screen rendering without the token the 401
// just removed) must not overwrite why the admin was sent there.
let leaving = false;

/** Leaves the app for the login page, replacing the current history entry as a redirect does; the first call decides. */
export function goToLogin(state: LoginState): void {
  if (leaving) return;
  leaving = true;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, quota): the login page then returns to the dashboard.
  }
  window.location.replace(href(paths.login));
}

/** What the app left for the login page, read once (a reload of the login page starts afresh). */
export function takeLoginState(): LoginState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const parsed = z.safeParse(loginStateSchema, raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
