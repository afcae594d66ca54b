/**
 * What the spec keeps in the browser for multi-tab logout and inactivity (section 3.1), never the token:
 * tokenExpiry, the logout marker, the isLoggingOut flag and the last activity time; and the id of the session
 * they belong to, so that a tab started with an older session leaves a newer one alone. Every read tolerates a
 * corrupt or missing entry: a corrupt one is removed and treated as absent (spec section 8).
 */
export const STORAGE_KEYS = {
  tokenExpiry: 'tokenExpiry',
  logout: 'logout',
  isLoggingOut: 'isLoggingOut',
  lastActivity: 'lastActivity',
  session: 'session',
} as const;

/** A logout in progress older than this is stale (a tab closed mid-way) and no longer blocks a new one. */
const LOGGING_OUT_STALE_MS = 5_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readNumber(key: string): number | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  if (Number.isFinite(value)) return value;
  store?.removeItem(key);
  return null;
}

export function readTokenExpiry(): number | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.tokenExpiry);
  if (!raw) return null;
  const time = Date.parse(raw);
  if (Number.isFinite(time)) return time;
  store?.removeItem(STORAGE_KEYS.tokenExpiry);
  return null;
}

export function writeTokenExpiry(expiresAt: string) {
  storage()?.setItem(STORAGE_KEYS.tokenExpiry, expiresAt);
}

/** The id of the session the latest signed-in page was served with (an older tab's differs). */
export function readSessionId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.session) || null;
}

export function writeSessionId(id: string | undefined) {
  if (id) storage()?.setItem(STORAGE_KEYS.session, id);
}

export const readLastActivity = () => readNumber(STORAGE_KEYS.lastActivity);

export function writeLastActivity(now: number) {
  storage()?.setItem(STORAGE_KEYS.lastActivity, String(now));
}

/** Claims the logout for this tab; false when another logout is already under way. */
export function beginLogout(now: number): boolean {
  const since = readNumber(STORAGE_KEYS.isLoggingOut);
  if (since !== null && now - since < LOGGING_OUT_STALE_MS) return false;
  storage()?.setItem(STORAGE_KEYS.isLoggingOut, String(now));
  return true;
}

/** Clears what the session left in the browser; `broadcast` writes the marker other tabs follow. */
export function clearBrowserSession(now: number, { broadcast }: { broadcast: boolean }) {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.tokenExpiry);
  store?.removeItem(STORAGE_KEYS.lastActivity);
  store?.removeItem(STORAGE_KEYS.session);
  if (broadcast) store?.setItem(STORAGE_KEYS.logout, String(now));
}

/** Called on the login page: whatever logout was under way has finished. */
export function finishLogout() {
  storage()?.removeItem(STORAGE_KEYS.isLoggingOut);
}
