/**
 * What every viewer overlay (rulers, patches) receives from the pane that mounts it. An overlay is a layer
 * above the pane's OpenSeadragon canvas: it draws the pane's state and turns pointer gestures into events;
 * it never changes the state itself.
 */
import type OpenSeadragon from 'openseadragon';
import type { ViewerEvent } from 'contracts';
import type { PaneState } from '../model';

export interface OverlayProps {
  /** The pane's viewer, with the slide open (world item 0). */
  viewer: OpenSeadragon.Viewer;
  /** The OpenSeadragon namespace (for Point, etc.): the module is loaded in the browser only. */
  osd: typeof OpenSeadragon;
  /** Level-0 image pixels. */
  imageSize: { width: number; height: number };
  /** Micrometres per image pixel of the slide. */
  mpp: { x: number; y: number };
  /** The pane's folded state (the current slide's rulers and patches, the modes). */
  state: PaneState;
  /** Appends to the pane's log; build events with userMeta() and newId(). */
  dispatch(event: ViewerEvent): void;
}
