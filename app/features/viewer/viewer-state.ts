/**
 * The viewer's state kept in session storage as `viewerState` (spec 2.8 and 3.7), so a reload returns to the
 * same case, slide, view, split and side menu. A corrupt entry is removed and treated as absent (spec 8).
 */
import { z } from 'zod';

export const VIEWER_STATE_KEY = 'viewerState';

const viewportSchema = z.object({
  zoom: z.number().positive().finite(),
  center: z.object({ x: z.number().finite(), y: z.number().finite() }),
});

export const viewerStateSchema = z.object({
  caseId: z.string().min(1).max(64),
  index: z.number().int().min(0),
  splitView: z.boolean(),
  syncSplitView: z.boolean(),
  sidemenu: z.boolean(),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  /** The main pane's view (OpenSeadragon zoom and centre, viewport units); null: the home view. */
  viewport: viewportSchema.nullable(),
});

export type ViewerState = z.infer<typeof viewerStateSchema>;

export const initialViewerState = (caseId: string, { sidemenu = true } = {}): ViewerState => ({
  caseId,
  index: 0,
  splitView: false,
  syncSplitView: false,
  sidemenu,
  rotation: 0,
  viewport: null,
});

export function readViewerState(storage: Storage | undefined): ViewerState | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(VIEWER_STATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = viewerStateSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: removed below
  }
  try {
    storage.removeItem(VIEWER_STATE_KEY);
  } catch {
    // storage unavailable: nothing to remove
  }
  return null;
}

export function writeViewerState(storage: Storage | undefined, state: ViewerState): void {
  try {
    storage?.setItem(VIEWER_STATE_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the viewer works, a reload starts from the beginning.
  }
}

/**
 * The stored state when it belongs to this case (clamped to its image count), else a fresh one (`fresh`: the
 * side menu's default, closed on a phone).
 */
export function restoreViewerState(
  stored: ViewerState | null,
  caseId: string,
  total: number,
  fresh: { sidemenu?: boolean } = {},
): ViewerState {
  if (!stored || stored.caseId !== caseId) return initialViewerState(caseId, fresh);
  const index = total === 0 ? 0 : Math.min(stored.index, total - 1);
  return index === stored.index ? stored : { ...stored, index, viewport: null };
}
