/** Which device cookies a browser keeps (./device-cookie.server.ts): a pure rule, for its property tests. */

/** A device cookie the browser sent: its name, and when it was written (null: this app cannot read it). */
export interface DeviceCookie {
  name: string;
  at: number | null;
}

/**
 * The names to remove so that at most `keep` remain: every one this app cannot read (forged, or sealed with a
 * secret since retired), then the oldest written.
 */
export function devicesToForget(cookies: readonly DeviceCookie[], keep: number): string[] {
  const unreadable = cookies.filter((cookie) => cookie.at === null);
  const newestFirst = cookies
    .filter((cookie): cookie is { name: string; at: number } => cookie.at !== null)
    .sort((a, b) => b.at - a.at);
  return [...unreadable, ...newestFirst.slice(Math.max(0, keep))].map((cookie) => cookie.name);
}
