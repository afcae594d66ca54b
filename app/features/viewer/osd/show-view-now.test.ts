/**
 * A consult follower shows the leader's live view exactly (decision 109): a view within a screen
 * pixel of the one shown is still applied, so the follower comes to rest where the leader's view does (the
 * pane's own `applyView` skips such a view as the same).
 */
import type OpenSeadragon from 'openseadragon';
import { describe, expect, it } from 'vitest';
import { applyView, showViewNow } from './viewer-handlers';

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const osd = { Point } as unknown as typeof OpenSeadragon;

/** A viewport 1000 px wide at zoom 3 (a pixel is 1/3000 of the image's width), centred at (0.3, 0.2). */
function fakeViewer() {
  const shown = { zoom: 3, center: new Point(0.3, 0.2), rotation: 0 };
  const viewport = {
    getRotation: () => shown.rotation,
    setRotation: (rotation: number) => void (shown.rotation = rotation),
    getZoom: () => shown.zoom,
    zoomTo: (zoom: number) => void (shown.zoom = zoom),
    getCenter: () => shown.center,
    panTo: (center: Point) => void (shown.center = center),
    getContainerSize: () => new Point(1000, 800),
    getHomeBounds: () => ({ getCenter: () => new Point(0.5, 0.5) }),
    getHomeZoom: () => 1,
    goHome: () => undefined,
  };
  return { viewer: { viewport } as unknown as OpenSeadragon.Viewer, shown };
}

describe('showViewNow', () => {
  it('applies a view half a screen pixel away, which applyView leaves as the same', () => {
    const halfPixel = { zoom: 3, center: { x: 0.3 + 1 / 6000, y: 0.2 } };
    const skipped = fakeViewer();
    applyView(skipped.viewer, osd, halfPixel, 0, true);
    expect(skipped.shown.center.x).toBe(0.3);

    const exact = fakeViewer();
    showViewNow(exact.viewer, osd, halfPixel, 0);
    expect(exact.shown.center).toMatchObject(halfPixel.center);
    expect(exact.shown.zoom).toBe(3);
  });
});
