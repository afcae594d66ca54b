/**
 * The leader's pointer over the slide (decision 109): once sent, it stays with the followers while the
 * leader's mouse rests on the slide. The slide pane hands the overlays a new `imageSize` object on every render
 * (a step answered, the consult read again), which must not read as the pointer leaving the slide.
 */
import { render } from '@testing-library/react';
import type OpenSeadragon from 'openseadragon';
import { describe, expect, it, vi } from 'vitest';
import type { OverlayContext } from '../osd/slide-pane';
import { ConsultLiveLayer } from './live-layer';
import type { ConsultLiveView } from './transport';
import type { ConsultController } from './use-consult';

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

/** A viewer showing a 1,000 × 800 image at one image pixel per screen pixel, its element at the page's origin. */
function fakeContext(): OverlayContext {
  const element = document.createElement('div');
  document.body.append(element);
  const viewer = {
    element,
    viewport: {
      getCenter: () => new Point(0.5, 0.4),
      getZoom: () => 1,
      getRotation: () => 0,
      viewerElementToImageCoordinates: (point: Point) => new Point(point.x, point.y),
    },
    addHandler: vi.fn(),
    removeHandler: vi.fn(),
  } as unknown as OpenSeadragon.Viewer;
  return {
    viewer,
    osd: { Point } as unknown as typeof OpenSeadragon,
    imageSize: { width: 1000, height: 800 },
    mpp: { x: 0.25, y: 0.25 },
  };
}

const moveOver = (element: HTMLElement, x: number, y: number) => {
  const event = new MouseEvent('pointermove', { clientX: x, clientY: y, bubbles: true });
  element.dispatchEvent(event);
};

describe("the leader's live pointer", () => {
  it('stays with the followers when the pane renders again with the same slide', async () => {
    const sent: ConsultLiveView[] = [];
    const consult = {
      role: 'leader',
      current: null,
      sendLiveView: vi.fn(async (live: ConsultLiveView) => {
        sent.push(live);
        return 1;
      }),
      onLiveView: () => () => undefined,
    } as unknown as ConsultController;
    const context = fakeContext();
    const { rerender } = render(<ConsultLiveLayer context={context} consult={consult} slideIndex={0} />);
    // Past the coalescer's interval, so the move goes at once.
    await new Promise((resolve) => setTimeout(resolve, 80));
    moveOver(context.viewer.element, 300, 200);
    await vi.waitFor(() => expect(sent.at(-1)?.pointer).toEqual({ x: 300, y: 200 }));

    // The pane's next render: the same image, its size as a new object.
    rerender(
      <ConsultLiveLayer
        context={{ ...context, imageSize: { width: 1000, height: 800 } }}
        consult={consult}
        slideIndex={0}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent.at(-1)?.pointer).toEqual({ x: 300, y: 200 });
    expect(sent.some((live, index) => index > 0 && live.pointer === null)).toBe(false);
  });
});
