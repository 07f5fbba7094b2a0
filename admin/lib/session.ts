import { sessionUserSchema, STORAGE_KEYS, type SessionUser } from '#src/schemas/session.ts';

// The admin session as the spec keeps it: admin_token and admin_user in
// localStorage. Storage can throw (private mode, quota), so every access is guarded.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.length > 0 ? token : null;
}

export function getStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Nothing stored that could be removed.
  }
}
