/**
 * A Suspense boundary the server sent complete is hydrated by React after the rest of the page, at its lowest
 * priority and in slices of 5 ms between the page's other tasks ("no rush": the server's markup shows meanwhile).
 * On the viewer's first visit that boundary is the whole screen, and its slices shared the main thread with the
 * slide's other tiles: 110–920 ms under load before the toolbar could be enabled (decision 110).
 * `HydrateNext` hydrates such a boundary right after the page's own hydration, in one piece, as React does for a
 * click on it.
 */
import { useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

/** React's own hook for this, on the root `hydrateRoot` returns (unstable, as React names it). */
type ExplicitHydration = { unstable_scheduleHydration?(target: Node): void };

let hydrationRoot: ExplicitHydration | null = null;

/** The browser entry hands over the root it hydrates. */
export function keepHydrationRoot(root: unknown): void {
  hydrationRoot = root as ExplicitHydration;
}

/**
 * Hydrates the not yet hydrated Suspense boundary that holds `target` now, synchronously; false (nothing done)
 * without a target or a root that offers it. Not from inside a render or an effect: from a task or a microtask.
 */
export function hydrateNow(target: Node | null): boolean {
  const root = hydrationRoot;
  if (!target || !root?.unstable_scheduleHydration) return false;
  // At the priority of the update in progress: flushSync's (a click's), so it is hydrated before flushSync ends.
  flushSync(() => root.unstable_scheduleHydration!(target));
  return true;
}

/** In the commit in the browser; the server, which runs neither, warns of a layout effect. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

let pageHydrated = false;

/**
 * Put before a Suspense boundary: when the page is hydrated, the boundary holding the element `targetId` is
 * hydrated in a microtask after that commit (the same task) instead of later at React's lowest priority. Renders
 * nothing; does nothing after the page's first hydration (a client navigation renders its boundaries itself).
 */
export function HydrateNext({ targetId }: { targetId: string }) {
  useCommitEffect(() => {
    if (pageHydrated) return;
    pageHydrated = true;
    queueMicrotask(() => hydrateNow(document.getElementById(targetId)));
  }, [targetId]);
  return null;
}

/** For tests: as before the page's first hydration. */
export function forgetPageHydrated(): void {
  pageHydrated = false;
}
