/**
 * Slide links in the browser (spec 4.4 and 7): fetched from the viewer's resource route in batches of five,
 * cached per blob id, fetched again shortly before their signatures expire. The fetch is injected so the cache
 * is tested without a server.
 */
import type { components } from '../../../contracts';
import { describeFetchError, describeFetchStatus } from '../../../contracts/fetch-failures';
import { MESSAGES } from '../../../contracts/messages';
import { sessionEndedAnswer } from '~/lib/session-ended';
import { LINK_BATCH_SIZE } from './constants';
import { EXPIRY_MARGIN_MS } from './link-refresh';

export type SlideLink = components['schemas']['SlideLink'];
export type LinkBatch = { links: Record<string, SlideLink>; errors: Record<string, string> };
export type FetchBatch = (ids: string[], signal?: AbortSignal) => Promise<LinkBatch>;

export class SlideLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SlideLinkError';
  }
}

/**
 * The browser's batch fetch: GET /viewer/links?id=…, through the session cookie. A failure reads as the fetch
 * path's sentence (spec 8: 'Forbidden access', 'Resource not found', …); the session's end on the server (the
 * redirect to /login, followed by hand so /login still holds its flash) ends it in this tab too (spec 4.1).
 */
export const fetchLinkBatch: FetchBatch = async (ids, signal) => {
  const query = new URLSearchParams(ids.map((id) => ['id', id]));
  let response: Response;
  try {
    response = await fetch(`/viewer/links?${query}`, {
      signal,
      redirect: 'manual',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    const message = describeFetchError(error, navigator.onLine !== false);
    throw message === null ? error : new SlideLinkError(message);
  }
  if (sessionEndedAnswer(response)) {
    throw new SlideLinkError(MESSAGES.fetchUnauthorized);
  }
  if (!response.ok) throw new SlideLinkError(describeFetchStatus(response.status));
  return (await response.json()) as LinkBatch;
};

/** The blob ids in batches of five, the batch holding `first` first (so the current slide opens soonest). */
export function batchesOf(ids: readonly string[], first?: string | null): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += LINK_BATCH_SIZE) {
    batches.push(ids.slice(start, start + LINK_BATCH_SIZE));
  }
  const firstBatch = first ? batches.findIndex((batch) => batch.includes(first)) : -1;
  if (firstBatch > 0) batches.unshift(...batches.splice(firstBatch, 1));
  return batches;
}

/**
 * `seed`: links already here (the viewer route's loader resolves the first batch, decision 049); a seeded link
 * is used like a fetched one while it is fresh and fetched again after.
 */
export function createSlideLinkCache(
  fetchBatch: FetchBatch = fetchLinkBatch,
  now: () => number = Date.now,
  seed: Record<string, SlideLink> = {},
) {
  const cache = new Map<string, Promise<SlideLink>>();
  const settled = new Map<string, SlideLink>();

  const fresh = (link: SlideLink) => Date.parse(link.expiresAt) - now() > EXPIRY_MARGIN_MS;

  /** Links read already (the loader's first batch): kept while fresh, unless the cache has the id. */
  function seedWith(links: Record<string, SlideLink>) {
    for (const [id, link] of Object.entries(links)) {
      if (!fresh(link) || cache.has(id)) continue;
      settled.set(id, link);
      cache.set(id, Promise.resolve(link));
    }
  }
  seedWith(seed);

  function fetchInto(ids: string[], signal?: AbortSignal) {
    const request = fetchBatch(ids, signal);
    const promises = ids.map((id) => {
      const promise = request.then((batch) => {
        const link = batch.links[id];
        if (link) {
          settled.set(id, link);
          return link;
        }
        throw new SlideLinkError(batch.errors[id] ?? 'Resource not found');
      });
      // Failures are not cached: the next request for the id tries again.
      promise.catch(() => {
        if (cache.get(id) === promise) cache.delete(id);
      });
      cache.set(id, promise);
      return promise;
    });
    return Promise.allSettled(promises);
  }

  return {
    seed: seedWith,
    /** The link of one blob id: from the cache while it is fresh, else fetched (alone). */
    get(id: string, signal?: AbortSignal): Promise<SlideLink> {
      const known = settled.get(id);
      if (!cache.has(id) || (known && !fresh(known))) {
        settled.delete(id);
        void fetchInto([id], signal);
      }
      return cache.get(id)!;
    },
    /** The link if it is already here and fresh (thumbnails render from this). */
    peek(id: string): SlideLink | undefined {
      const known = settled.get(id);
      return known && fresh(known) ? known : undefined;
    },
    /**
     * Loads every id not cached yet, five per request, one request after another (the batch holding `first`
     * first). Resolves with how many links arrived and the first failure's message.
     */
    async loadAll(
      ids: readonly string[],
      options: { first?: string | null; signal?: AbortSignal; onBatch?: () => void } = {},
    ) {
      const missing = ids.filter((id) => !cache.has(id));
      let failure: string | null = null;
      for (const batch of batchesOf(missing, options.first)) {
        if (options.signal?.aborted) break;
        for (const result of await fetchInto(batch, options.signal)) {
          if (result.status === 'rejected') {
            failure ??= result.reason instanceof Error ? result.reason.message : String(result.reason);
          }
        }
        options.onBatch?.();
      }
      return { loaded: ids.filter((id) => settled.has(id)).length, failure };
    },
  };
}

export type SlideLinkCache = ReturnType<typeof createSlideLinkCache>;
