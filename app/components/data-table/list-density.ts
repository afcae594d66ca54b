/**
 * A list's row density (decision 075): Comfortable (the default) or Compact. Kept per user in a plain cookie (a
 * display preference, no secret, like the side menu's) named for the user, so the server renders the list as the
 * user left it, without a flash after hydration, and another person at the same browser keeps their own.
 */
export type ListDensity = 'comfortable' | 'compact';

export const LIST_DENSITIES: readonly ListDensity[] = ['comfortable', 'compact'];

export const LIST_DENSITY_LABELS: Record<ListDensity, string> = {
  comfortable: 'Comfortable',
  compact: 'Compact',
};

const COOKIE_PREFIX = 'list-density-';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** FNV-1a, 32 bits, as hex: a short cookie name per user that does not spell their e-mail address out. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The cookie that holds this user's choice (by their login e-mail, in any letter case). */
export function listDensityCookie(email: string): string {
  return `${COOKIE_PREFIX}${shortHash(email.trim().toLowerCase())}`;
}

/** Reads the choice from a Cookie header (server) or `document.cookie` (browser); anything else is the default. */
export function readListDensity(cookieHeader: string | null | undefined, cookie: string): ListDensity {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookie && value === 'compact') return 'compact';
  }
  return 'comfortable';
}

/** Stores the choice for the next page load (browser only). */
export function rememberListDensity(cookie: string, density: ListDensity): void {
  document.cookie = `${cookie}=${density}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
