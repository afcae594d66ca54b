/**
 * Keeps the app's toasts below some elements while a screen shows them: the viewer's header (its toolbar, which
 * wraps on narrow screens) and its zoom presets, which a top-center toast would otherwise cover for 10 s.
 * Sets the Toaster's top offset on the document and takes it away on unmount; measured when the
 * browser lays the elements out, never by forcing a layout.
 */
import { useEffect } from 'react';
import { TOAST_TOP_VARIABLE } from '~/components/ui/sonner';

/** The gap between the lowest element and the first toast. */
const GAP_PX = 8;

export function useToastsBelow(elements: ReadonlyArray<HTMLElement | null>) {
  useEffect(() => {
    const present = elements.filter((element): element is HTMLElement => element !== null);
    if (!present.length) return;
    const root = document.documentElement;
    let placed: string | null = null;
    const place = () => {
      const bottom = Math.max(...present.map((element) => element.getBoundingClientRect().bottom));
      const top = `${Math.ceil(bottom) + GAP_PX}px`;
      // The page's own variable: set again only when it moves (each setting restyles the whole page).
      if (top === placed) return;
      placed = top;
      root.style.setProperty(TOAST_TOP_VARIABLE, top);
    };
    // Placed first by the observer's first report, in the frame's own layout: measured here, the screen's first
    // commit would be laid out at once, in the task that enables the viewer's toolbar.
    // A wrapping toolbar changes the header's height; a resized window moves the presets.
    const observer = new ResizeObserver(place);
    for (const element of present) observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(TOAST_TOP_VARIABLE);
    };
    // The elements themselves are the dependencies (a callback ref's state).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, elements);
}
