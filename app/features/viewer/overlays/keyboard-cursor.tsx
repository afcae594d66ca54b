/**
 * Rulers and patches without a mouse (decision 051). While the pane's canvas has the focus and a
 * measurement mode or patch mode is on, a cross shows (first at the centre of the pane); arrow keys move it
 * (Shift: bigger steps). In a measurement mode Enter starts a ruler at the cross, the ruler follows the cross,
 * and a second Enter ends it; Escape drops it. In patch mode Enter adds a patch at the cross (Shift+Enter: the
 * other shape). The layers make the rulers and patches (their `RulerKeys` and `PatchKeys` handles), so the log
 * gets the same events as from the mouse. With no tool on, the keys are OpenSeadragon's (arrows pan). The
 * screen's shortcuts (shortcuts.ts) have no arrow, Enter or Escape, so they never act on these keys.
 */
import type OpenSeadragon from 'openseadragon';
import type { Point } from 'contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { keyAction, moveCursor, paneCentre, type KeyTool } from './keyboard-steps';
import type { PatchKeys } from './patch-layer';
import type { RulerKeys } from './ruler-layer';

/** What the live region says (spec strings are not involved: these are the viewer's own). */
export const KEYBOARD_TEXT = {
  rulerStarted: 'Ruler started',
  ruler: (label: string) => `Ruler ${label}`,
  noRuler: 'No ruler: the start and the end are the same point',
  startOutside: 'A ruler starts on the image',
  noScale: 'This slide has no scale: it cannot be measured',
  cancelled: 'Measurement cancelled',
  patchPlaced: 'Patch placed',
  patchOutside: 'A patch is placed on the image',
} as const;

/** Four arms around a gap, so the point under the cross stays visible. */
const CROSS = 'M-15 0H-4M4 0H15M0 -15V-4M0 4V15';

function paneSize(viewer: OpenSeadragon.Viewer) {
  const size = viewer.viewport.getContainerSize();
  return { width: size.x, height: size.y };
}

/** Moves the slide so that what was `beyond` pixels past `at` comes under `at` (rotation included). */
function panBy(viewer: OpenSeadragon.Viewer, osd: typeof OpenSeadragon, at: Point, beyond: Point) {
  const { viewport } = viewer;
  const here = viewport.pointFromPixel(new osd.Point(at.x, at.y), true);
  const there = viewport.pointFromPixel(new osd.Point(at.x + beyond.x, at.y + beyond.y), true);
  viewport.panBy(there.minus(here), true);
}

/** Whether the element's focus came from the keyboard (a click on the slide shows no cross). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function KeyboardCursor(props: {
  viewer: OpenSeadragon.Viewer;
  osd: typeof OpenSeadragon;
  tool: KeyTool;
  rulers: RefObject<RulerKeys>;
  patches: RefObject<PatchKeys>;
}) {
  const { viewer, tool } = props;
  const [cursor, setCursor] = useState<Point | null>(null);
  const [shown, setShown] = useState(false);
  const [said, setSaid] = useState({ text: '', count: 0 });
  const latest = useRef({ ...props, cursor });
  latest.current = { ...props, cursor };

  // A new tool starts at the centre again; no tool, no cross.
  useEffect(() => {
    setCursor(null);
  }, [tool]);

  useEffect(() => {
    const canvas = viewer.canvas;
    if (!canvas) return;
    const onFocus = () => setShown(focusVisible(canvas));
    const onBlur = () => setShown(false);
    canvas.addEventListener('focus', onFocus);
    canvas.addEventListener('blur', onBlur);
    if (document.activeElement === canvas) onFocus();
    return () => {
      canvas.removeEventListener('focus', onFocus);
      canvas.removeEventListener('blur', onBlur);
    };
  }, [viewer]);

  useEffect(() => {
    const canvas = viewer.canvas;
    if (!tool || !canvas) return;
    const say = (text: string) => setSaid((previous) => ({ text, count: previous.count + 1 }));
    // OpenSeadragon's own handling (arrows pan) is stopped through its canvas-key event; the keys themselves are
    // read on the canvas element, because OpenSeadragon raises nothing while its mouse navigation is off (as it
    // is in a measurement mode).
    const onCanvasKey = (event: OpenSeadragon.CanvasKeyEvent) => {
      if (keyAction(event.originalEvent as KeyboardEvent, tool)) event.preventDefaultAction = true;
    };
    const onKey = (key: KeyboardEvent) => {
      const action = keyAction(key, tool);
      if (!action) return;
      const { rulers, patches } = latest.current;
      const size = paneSize(viewer);
      const at = latest.current.cursor ?? paneCentre(size);
      if (action.kind === 'cancel') {
        // Escape with nothing under way is someone else's (a popover, a dialog).
        if (!rulers.current?.cancel()) return;
        say(KEYBOARD_TEXT.cancelled);
      } else if (action.kind === 'move') {
        const { at: next, beyond } = moveCursor(at, action.step, size);
        // At the pane's edge the slide moves instead: the cross stays and the image passes under it (a pan the
        // pane records like a drag's).
        if (beyond.x || beyond.y) panBy(viewer, latest.current.osd, next, beyond);
        setCursor(next);
        rulers.current?.move(next);
      } else if (tool === 'patch') {
        setCursor(at);
        const placed = patches.current?.place(at, key.shiftKey) ?? false;
        say(placed ? KEYBOARD_TEXT.patchPlaced : KEYBOARD_TEXT.patchOutside);
      } else if (rulers.current?.active()) {
        const ruler = rulers.current.finish();
        say(ruler ? KEYBOARD_TEXT.ruler(ruler.label) : KEYBOARD_TEXT.noRuler);
      } else {
        setCursor(at);
        const started = rulers.current?.start(at);
        if (started === 'started') say(KEYBOARD_TEXT.rulerStarted);
        else if (started === 'outside') say(KEYBOARD_TEXT.startOutside);
        else if (started === 'no-scale') say(KEYBOARD_TEXT.noScale);
      }
      // The key is the tool's: the page does not scroll.
      key.preventDefault();
      setShown(true);
    };
    viewer.addHandler('canvas-key', onCanvasKey);
    canvas.addEventListener('keydown', onKey);
    return () => {
      viewer.removeHandler('canvas-key', onCanvasKey);
      canvas.removeEventListener('keydown', onKey);
    };
  }, [viewer, tool]);

  const at = tool && shown ? (cursor ?? paneCentre(paneSize(viewer))) : null;
  return (
    <>
      {at ? (
        <svg
          data-testid="keyboard-cursor"
          data-x={at.x}
          data-y={at.y}
          aria-hidden
          width={33}
          height={33}
          viewBox="-16.5 -16.5 33 33"
          className="pointer-events-none absolute z-[101] overflow-visible"
          style={{ left: at.x - 16.5, top: at.y - 16.5 }}
        >
          {/* A dark halo under a white cross reads on the dark canvas and on bright tissue alike. */}
          <path d={CROSS} stroke="rgba(0,0,0,0.8)" strokeWidth={4} />
          <path d={CROSS} stroke="#ffffff" strokeWidth={2} />
        </svg>
      ) : null}
      <p role="status" aria-live="polite" data-testid="keyboard-status" className="sr-only">
        <span key={said.count}>{said.text}</span>
      </p>
    </>
  );
}
