/**
 * The screen's loading overlay and error panel (spec 2.8 and 4.4): the overlay shows while links or the main
 * slide load, stays 200 ms after (against flicker) and ends by force after 60 s; the error panel says 'Error: …'.
 */
import { useEffect, useState } from 'react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '~/lib/utils';
import { OVERLAY_FORCED_END_MS, OVERLAY_HIDE_DELAY_MS } from '../constants';

/**
 * The overlay over the slide area while `loading`, and its linger after. It keeps its own state, so showing and
 * hiding it re-renders only itself, never the screen while a slide opens (decision 053). Nothing while `error`.
 */
export function SlideLoadingOverlay(props: { loading: boolean; error: boolean; text: string }) {
  const visible = useOverlay(props.loading);
  return visible && !props.error ? <LoadingOverlay text={props.text} passThrough={!props.loading} /> : null;
}

/** Whether the overlay shows while `loading` is what it is. */
function useOverlay(loading: boolean) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      // Forced end: a slide that never finishes does not block the screen for ever (spec 4.4).
      const forced = window.setTimeout(() => setVisible(false), OVERLAY_FORCED_END_MS);
      return () => window.clearTimeout(forced);
    }
    const hide = window.setTimeout(() => setVisible(false), OVERLAY_HIDE_DELAY_MS);
    return () => window.clearTimeout(hide);
  }, [loading]);
  return visible;
}

/**
 * `passThrough`: the slide is ready and the overlay only lingers (OVERLAY_HIDE_DELAY_MS, against flicker); the
 * tools are enabled by then, so the pointer must reach the slide beneath it (a drag at once draws a ruler).
 */
export function LoadingOverlay({ text, passThrough = false }: { text: string; passThrough?: boolean }) {
  return (
    <div
      className={cn(
        'absolute inset-0 z-[120] flex items-center justify-center bg-background/60',
        passThrough && 'pointer-events-none',
      )}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <div className="flex items-center gap-2 rounded-md bg-background px-4 py-2 shadow">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        <span>{text}</span>
      </div>
    </div>
  );
}

/**
 * The error over the slide area. Only its message box takes the pointer: the slide controls above it (previous
 * and next slide, the zoom presets) stay usable, so a reader moves on from a slide that failed.
 */
export function ErrorPanel({ message }: { message: string }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-[105] flex items-center justify-center bg-background/80 p-6">
      <div
        role="alert"
        className="pointer-events-auto max-w-lg rounded-md border border-destructive bg-background p-4 text-destructive shadow"
      >
        Error: {message}
      </div>
    </div>
  );
}
