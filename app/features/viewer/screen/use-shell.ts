/**
 * The screen's own state (split view, side menu) and what session storage keeps as `viewerState` (spec 2.8):
 * restored in the commit that mounts the screen (after hydration) into the panes' first events, written back as
 * it changes. On a phone or a small tablet (below 1024 px, spec 9's mobile breakpoint) a case opened afresh
 * starts with the side menu closed.
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ViewerEvent } from '../../../../contracts';
import { rotateBy, type PaneState } from '../model';
import { readViewerState, restoreViewerState, writeViewerState } from '../viewer-state';
import { event, type PaneUnits } from './panes';

export type Shell = { splitView: boolean; sidemenu: boolean };

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** Spec 9: 1023 px and below is mobile. */
export const NARROW_QUERY = '(max-width: 1023px)';
export const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;

/** Whether the window is below the mobile breakpoint now (re-rendering when that changes). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    isNarrow,
    () => false,
  );
}

export function useShell(options: {
  caseId: string;
  total: number;
  main: PaneUnits;
  split: PaneUnits;
  sync: boolean;
  setSync(on: boolean): void;
  /** Inside another page (the reading workspace, decision 104): the side menu starts closed, as on a phone. */
  embedded?: boolean;
}) {
  const { caseId, total, main, split, sync, setSync, embedded = false } = options;
  const [shell, setShell] = useState<Shell | null>(null);

  // Restore: the stored slide and view become the main pane's first events. In the commit that mounts the screen
  // (its hydration, on a first visit), so the full screen renders right after it in the same task, not after a
  // paint and a task for the effects (the toolbar within 300 ms of the first tile).
  useLayoutEffect(() => {
    const stored = restoreViewerState(readViewerState(sessionStore()), caseId, total, {
      sidemenu: !embedded && !isNarrow(),
    });
    const events: ViewerEvent[] = [];
    if (stored.index > 0) events.push(event('slide/selected', { index: stored.index }));
    if (stored.viewport) {
      events.push(event('viewport/changed', { ...stored.viewport, rotation: rotateBy(0, stored.rotation) }));
    }
    if (events.length) main.dispatchAll(events);
    if (stored.splitView) {
      split.dispatchAll([event('slide/selected', { index: stored.index })]);
      if (stored.syncSplitView) setSync(true);
    }
    setShell({ splitView: stored.splitView, sidemenu: stored.sidemenu });
    // Once per case.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseId, total]);

  // Kept in session storage: the main pane's slide, view and rotation, split, sync and side menu.
  const state: PaneState = main.state;
  useEffect(() => {
    if (!shell) return;
    writeViewerState(sessionStore(), {
      caseId,
      index: state.slideIndex,
      splitView: shell.splitView,
      syncSplitView: sync,
      sidemenu: shell.sidemenu,
      rotation: state.rotation,
      viewport: state.view,
    });
  }, [shell, caseId, state.slideIndex, sync, state.rotation, state.view]);

  return [shell, setShell] as const;
}
