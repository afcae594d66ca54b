/**
 * A slide change empties OpenSeadragon's tile cache in the click (`viewer.close()`), and its canvas drawer frees
 * each cached tile's canvas there and then (width and height set to 0, for Safari's canvas memory): about 4–6 ms
 * of a click on this machine, before the new slide's first tile can be asked for. Here those canvases are freed
 * after the slide change instead (`afterSlideChange`; decision 058): the same memory comes back, off the new
 * slide's way.
 */
import type OpenSeadragon from 'openseadragon';
import { afterSlideChange } from '../after-slide-change';

type Converter = { learnDestroy(type: string, destroy: (data: unknown) => void): void };

const taught = new WeakSet<object>();

export function deferCanvasFrees(osd: typeof OpenSeadragon): void {
  const converter = (osd as unknown as { converter?: Converter }).converter;
  if (!converter || taught.has(converter)) return;
  taught.add(converter);
  let queued: CanvasRenderingContext2D[] = [];
  const free = () => {
    const contexts = queued;
    queued = [];
    for (const context of contexts) {
      context.canvas.width = 0;
      context.canvas.height = 0;
    }
  };
  converter.learnDestroy('context2d', (data) => {
    const context = data as CanvasRenderingContext2D | null;
    if (!context?.canvas) return;
    if (queued.length === 0) afterSlideChange(free);
    queued.push(context);
  });
}
