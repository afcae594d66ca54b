/**
 * A slide change in two steps (decision 056). In the click, the main pane opens the new slide and the controls
 * turn off; nothing else renders, so OpenSeadragon asks for the first tiles as soon as it would on a bare page.
 * The rest of the screen (the model's `slide/selected`, the counter, the side menu's choice, the loading state)
 * follows when the slide's first tile is drawn (once that frame is painted) or it failed, or
 * `SCREEN_FOLLOWS_SLIDE_MS` after the click, whichever comes first.
 */
import {
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { SCREEN_FOLLOWS_SLIDE_MS } from '../constants';

export type SlideChange = ReturnType<typeof createSlideChange>;

export function createSlideChange(waitMs = SCREEN_FOLLOWS_SLIDE_MS) {
  let pending: { index: number; commit(): void; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Counts the changes begun (and the disposal): a settle from before the latest one is stale. */
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  /** Takes the pending change out, its timer stopped. */
  const take = () => {
    const change = pending;
    pending = null;
    if (change) clearTimeout(change.timer);
    return change;
  };
  /** The pending change's commit and `also`, in one render (they are not in a React event: flushSync). */
  const flush = (also?: () => void) => {
    const change = take();
    flushSync(() => {
      change?.commit();
      also?.();
      notify();
    });
  };

  return {
    /**
     * The pane is opening slide `index`: the controls are off until `settle` runs `commit` (the screen's state
     * for that slide). A change begun while another is pending replaces it: that slide was never shown.
     */
    begin(index: number, commit: () => void) {
      take();
      generation++;
      pending = { index, commit, timer: setTimeout(() => flush(), waitMs) };
      notify();
    },
    /**
     * The slide is shown, or failed: the pending commit and `also` (its status) render together, in a task after
     * the one that reports it (OpenSeadragon's frame), so the frame paints the slide's first tiles before React
     * renders the screen (20–50 ms in traces on this machine). The change's own timer may have committed it
     * meanwhile: then `also` alone. A change begun meanwhile makes this one stale: nothing is rendered for it.
     * Without a pending change, just `also`.
     */
    settle(also: () => void) {
      if (!pending) return also();
      const settled = generation;
      setTimeout(() => {
        if (generation === settled) flush(also);
      }, 0);
    },
    /** The slide being opened, until the screen follows. */
    pendingIndex: () => pending?.index ?? null,
    changing: () => pending !== null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The screen is gone: nothing is committed. */
    dispose() {
      take();
      generation++;
    },
  };
}

/** True while a slide change is pending; re-renders only the component that asks. */
export function useSlideChanging(change: SlideChange): boolean {
  return useSyncExternalStore(change.subscribe, change.changing, () => false);
}

/** Keys that act on a control (Tab and Shift still move the focus). */
const ACTING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Controls that are off while a slide change is pending: `aria-disabled` on the group (assistive technology and
 * the tests' actionability checks read it for every control inside), and their pointer presses, clicks and
 * acting keys swallowed, menus in portals included (React events pass through the component tree). Not the
 * `disabled` attribute: its new look would cost a style pass in the frame before OpenSeadragon's open, and the
 * screen gives the controls that look when it follows, a moment later (decision 056).
 */
export function SlideChangeGate({ change, children }: { change: SlideChange; children: ReactNode }) {
  const changing = useSlideChanging(change);
  const swallow = (event: SyntheticEvent) => {
    if (!change.changing()) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <fieldset
      aria-disabled={changing || undefined}
      className="contents"
      onPointerDownCapture={swallow}
      onClickCapture={swallow}
      onKeyDownCapture={(event) => {
        if (ACTING_KEYS.has(event.key)) swallow(event);
      }}
    >
      {children}
    </fieldset>
  );
}

/**
 * The slide area's `<main>`: `data-loading` is "true" from the click that changes slide, not only once the
 * screen follows. A pending change re-renders this element alone (its children are the screen's last render).
 */
export function SlideArea({
  change,
  loading,
  embedded = false,
  ...props
}: ComponentPropsWithoutRef<'main'> & { change: SlideChange; loading: boolean; embedded?: boolean }) {
  const changing = useSlideChanging(change);
  // Inside another page (the reading workspace, decision 104) the page has its main landmark: this is a region.
  const Element = embedded ? 'div' : 'main';
  return <Element {...props} data-loading={loading || changing ? 'true' : 'false'} />;
}
