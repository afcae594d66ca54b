/**
 * The screen's slide links (spec 4.4): all of the case's links, five per request with the current slide's batch
 * first; the link of the slide each pane shows; the neighbours (index −1 and +1) preloaded after a 1 s debounce.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SlideLink } from '../slide-links';
import { blobIdsOf, type FlatImage, type NavigationView } from '../case-images';
import { PRELOAD_DEBOUNCE_MS, PRELOAD_RETRY_MS, VIEWER_TEXT } from '../constants';
import { createSlideLinkCache, type SlideLinkCache } from '../slide-links';
import type { LinkState } from './panes';

export function useSlideLinks(options: {
  /** False until the screen has restored its state (the slide to show first is known then). */
  enabled: boolean;
  images: readonly FlatImage[];
  current: FlatImage | null;
  split: FlatImage | null;
  navigation: NavigationView | null;
  /** The first batch, resolved by the route's loader (decision 049): no request for those. */
  initialLinks?: Record<string, SlideLink>;
}) {
  const { enabled, images, navigation } = options;
  const [links] = useState(() => createSlideLinkCache(undefined, undefined, options.initialLinks));
  const blobIds = useMemo(() => blobIdsOf(images), [images]);
  const [phase, setPhase] = useState<'loading' | 'done'>('loading');
  // Bumped as link batches arrive, so the side menu's thumbnails appear batch by batch.
  const [, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<LinkState>({ link: null, error: null });
  const [split, setSplit] = useState<LinkState>({ link: null, error: null });

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

  useLinkOf(enabled ? options.current : null, links, setCurrent);
  useLinkOf(enabled ? options.split : null, links, setSplit);
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

/** The link of one image, kept in `set` (null image: nothing). */
function useLinkOf(image: FlatImage | null, links: SlideLinkCache, set: (state: LinkState) => void) {
  const blobId = image?.fileContent ?? null;
  const present = image !== null;
  useEffect(() => {
    if (!present) return;
    if (!blobId) {
      set({ link: null, error: VIEWER_TEXT.noSlideData });
      return;
    }
    let cancelled = false;
    set({ link: links.peek(blobId) ?? null, error: null });
    links.get(blobId).then(
      (link) => {
        if (!cancelled) set({ link, error: null });
      },
      (error: unknown) => {
        if (!cancelled) set({ link: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [present, blobId, links, set]);
}

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
