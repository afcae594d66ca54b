/**
 * The screen's slide links (spec 4.4): all of the case's links, five per request with the current slide's batch
 * first; the link of the slide each pane shows; the neighbours (index −1 and +1) preloaded after a 1 s debounce.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SlideLink } from '../slide-links';
import { blobIdsOf, type FlatImage, type NavigationView } from '../case-images';
import { PRELOAD_DEBOUNCE_MS, PRELOAD_RETRY_MS, VIEWER_TEXT } from '../constants';
import { createSlideLinkCache, type SlideLinkCache } from '../slide-links';
import type { LinkState } from './panes';
import { linkRoute } from '../osd/slide-route';

export function useSlideLinks(options: {
  /** False until the screen has restored its state (the slide to show first is known then). */
  enabled: boolean;
  images: readonly FlatImage[];
  current: FlatImage | null;
  split: FlatImage | null;
  navigation: NavigationView | null;
  /**
   * The first batch, read by the route's loader (decision 049): no request for those. It may come after the
   * first render (decision 092), but before `enabled`.
   */
  initialLinks?: Record<string, SlideLink>;
}) {
  const { enabled, images, navigation } = options;
  const [links] = useState(() => createSlideLinkCache());
  // In the render that enables the hook, before the current slide's link is looked up (idempotent).
  if (enabled && options.initialLinks) links.seed(options.initialLinks);
  const blobIds = useMemo(() => blobIdsOf(images), [images]);
  const [phase, setPhase] = useState<'loading' | 'done'>('loading');
  // Bumped as link batches arrive, so the side menu's thumbnails appear batch by batch.
  const [, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const firstBlob = options.current?.fileContent ?? null;
  useEffect(() => {
    if (!enabled) return;
    if (blobIds.length === 0) {
      setPhase('done');
      return;
    }
    const controller = new AbortController();
    links
      .loadAll(blobIds, {
        first: firstBlob,
        signal: controller.signal,
        onBatch: () => setVersion((v) => v + 1),
      })
      .then(({ loaded, failure }) => {
        if (controller.signal.aborted) return;
        setPhase('done');
        if (loaded === 0) {
          setError(
            failure?.startsWith('HTTP')
              ? VIEWER_TEXT.errorLoadingSlides(failure)
              : VIEWER_TEXT.failedAnySlides,
          );
        }
      });
    return () => controller.abort();
    // Loaded once per case; the current slide only decides which batch goes first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, links, blobIds]);

  const current = useLinkOf(enabled ? options.current : null, links);
  const split = useLinkOf(enabled ? options.split : null, links);
  usePreloadedNeighbours(navigation, images, links);

  return {
    links,
    /** Still waiting for the current slide's link. */
    loading: !enabled || (phase === 'loading' && !current.link && !current.error),
    /** Not one link arrived. */
    error,
    current,
    split,
  };
}

/**
 * The link of one image, known during the render that shows the image (decision 053): a link already in the
 * cache is used at once, so a pane starts opening its slide in the same render that selects it; one not there
 * yet is fetched, and its answer (or error) re-renders. A link stays the image's while it is shown, even after
 * the cache refreshes it: the slide is not opened again; its pane asks `refresh` for the fresh one as the old one
 * nears its expiry (decision 073).
 */
function useLinkOf(image: FlatImage | null, links: SlideLinkCache): LinkState {
  const blobId = image?.fileContent ?? null;
  const [arrived, setArrived] = useState<{ blobId: string; state: LinkState } | null>(null);
  // Another image: what arrived for the last one is dropped (coming back to it asks again).
  const [shownBlob, setShownBlob] = useState(blobId);
  if (shownBlob !== blobId) {
    setShownBlob(blobId);
    setArrived(null);
  }
  const held = useRef<{ blobId: string; link: SlideLink } | null>(null);
  const known =
    blobId === null ? undefined : held.current?.blobId === blobId ? held.current.link : links.peek(blobId);
  if (blobId !== null && known) held.current = { blobId, link: known };

  const wanted = image !== null && blobId !== null && !known && arrived?.blobId !== blobId;
  useEffect(() => {
    if (!wanted || !blobId) return;
    let cancelled = false;
    links.get(blobId).then(
      (link) => {
        if (!cancelled) setArrived({ blobId, state: { link, error: null } });
      },
      (error: unknown) => {
        if (!cancelled) {
          const message = error instanceof Error ? error.message : String(error);
          setArrived({ blobId, state: { link: null, error: message } });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, blobId, links]);

  if (image === null) return NO_LINK;
  if (blobId === null) return NO_SLIDE_DATA;
  const refresh = () => links.get(blobId);
  if (known) return { link: known, error: null, refresh };
  if (arrived?.blobId !== blobId) return NO_LINK;
  return arrived.state.link ? { ...arrived.state, refresh } : arrived.state;
}

const NO_LINK: LinkState = { link: null, error: null };
const NO_SLIDE_DATA: LinkState = { link: null, error: VIEWER_TEXT.noSlideData };

/** Neighbours (index −1 and +1) preloaded after a 1 s debounce: their links, descriptor and lowest tiles. */
function usePreloadedNeighbours(
  navigation: NavigationView | null,
  images: readonly FlatImage[],
  links: SlideLinkCache,
) {
  useEffect(() => {
    if (!navigation) return;
    const neighbours = [navigation.previous, navigation.next]
      .filter((n) => n.available && n.index !== null)
      .map((n) => images[n.index!]?.fileContent)
      .filter((id): id is string => Boolean(id));
    const timers: number[] = [];
    const preload = (id: string, retry: boolean): Promise<void> =>
      links.get(id).then(
        (link) => {
          // A slide read from its archive opens by no copy: nothing of one is fetched (osd/slide-route.ts).
          if (linkRoute(link) === 'dicomweb') return;
          for (const url of [link.dziUrl, ...link.tileImageUrls.slice(0, 4)]) {
            if (url)
              void fetch(url, { mode: 'cors', credentials: 'omit' }).then(
                (r) => r.arrayBuffer(),
                () => null,
              );
          }
        },
        () => {
          if (retry) timers.push(window.setTimeout(() => void preload(id, false), PRELOAD_RETRY_MS));
        },
      );
    timers.push(
      window.setTimeout(() => neighbours.forEach((id) => void preload(id, true)), PRELOAD_DEBOUNCE_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [navigation?.current?.globalIndex, links, images]); // eslint-disable-line react-hooks/exhaustive-deps
}
