/**
 * The global banner message an admin sets on /support (getBanner), for every page's frame (spec 2.2, 4.1).
 * Read with the visitor's token and kept for a few seconds in this server process, so a burst of page loads
 * asks the API once; setting or clearing it through this app forgets the kept value at once, so the next page
 * load anywhere shows the change (other app instances within ANNOUNCEMENT_TTL_MS). Decision 037.
 *
 * The admin who changed it may get the next page from another instance, which kept the old one: the session
 * says when (SessionData.announcementChangedAt), and for FRESH_AFTER_CHANGE_MS after that every instance reads
 * the banner afresh for that admin (decision 087).
 */
import { unwrap } from '../../../contracts';
import { api, apiBaseUrl } from '~/api.server';
import { freshAfterChangeMs, keptCopyUsable } from '~/lib/kept-copy';

/**
 * Two seconds: the copy is one for all users, so this bounds the calls to one per 2 s per
 * instance however many users there are, and another instance shows a change within the 2 s the live lists are
 * held to (decision 087).
 */
export const ANNOUNCEMENT_TTL_MS = 2_000;
export const FRESH_AFTER_CHANGE_MS = freshAfterChangeMs(ANNOUNCEMENT_TTL_MS);

export interface Announcement {
  message: string;
  /** Tells one banner from the next (its time of setting): a dismissed banner stays dismissed until a new one. */
  key: string;
}

let kept: { value: Announcement | null; at: number; base: string } | null = null;
/** Bumped by every forget: an answer that was under way before it is not kept. */
let generation = 0;

/**
 * The current banner, or null when none is set or the API could not say (the page never fails for it).
 * `changedAt`: when this session last set or cleared it, on whichever instance.
 */
export async function currentAnnouncement(
  token: string,
  now = Date.now(),
  changedAt: number | null = null,
): Promise<Announcement | null> {
  const base = apiBaseUrl();
  if (kept && kept.base === base && keptCopyUsable(kept.at, ANNOUNCEMENT_TTL_MS, changedAt, now))
    return kept.value;
  const asked = generation;
  try {
    const { data } = await unwrap(api(token).GET('/api/banner'));
    const value = data.message?.trim()
      ? { message: data.message, key: data.updatedAt ?? data.message }
      : null;
    if (asked === generation) kept = { value, at: now, base };
    return value;
  } catch {
    return kept?.base === base ? kept.value : null;
  }
}

/** After this app set or cleared the banner: the next page load reads it again. */
export function forgetAnnouncement() {
  generation += 1;
  kept = null;
}
