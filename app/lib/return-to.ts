/**
 * A page to go back to, carried in a link's query (`?returnTo=/pathologist/pd-case-view/…`): only a path of this
 * site, never another origin (no open redirect). Browsers drop tabs and line breaks from a URL and read a
 * backslash as a slash, so `/\t/evil.example` or `/\evil.example` would leave the site: any control character or
 * backslash refuses the value, as does one that resolves to another origin, or to a path that begins `//`
 * (`/a/..//evil.example`, `/%2e%2e//evil.example`: once resolved and written out again, as the login's return
 * does, that names another host). Null for anything refused.
 */
const MAX_LENGTH = 500;
const PROBE_ORIGIN = 'http://return-to.invalid';

export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}

/** The page's own path and query, to be carried as a `returnTo`. */
export const pathOf = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;
