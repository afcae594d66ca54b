/**
 * Where patches stand on screen. OpenSeadragon maps image pixels to the viewer element's pixels (its own
 * rotation included); a patch is drawn as an element of its screen size centred on its screen centre and turned
 * by the viewport's angle, so it stays on its tissue whatever the rotation.
 */
import type OpenSeadragon from 'openseadragon';
import type { Patch, Point } from 'contracts';

/** A point patch is drawn as a dot of this many screen pixels. */
export const POINT_DIAMETER_PX = 14;

export interface ScreenMapping {
  /** Image pixels → viewer element pixels. */
  toScreen(point: Point): Point;
  /** Viewer element pixels → image pixels. */
  toImage(point: Point): Point;
  /** Screen pixels per image pixel at the current zoom. */
  scale: number;
  /** The image's x axis on screen, in degrees clockwise (the viewport's rotation). */
  angle: number;
}

export function screenMapping(
  viewer: OpenSeadragon.Viewer,
  osd: typeof OpenSeadragon,
  imageSize: { width: number; height: number },
): ScreenMapping {
  const { viewport } = viewer;
  const toScreen = (point: Point): Point => {
    const mapped = viewport.imageToViewerElementCoordinates(new osd.Point(point.x, point.y));
    return { x: mapped.x, y: mapped.y };
  };
  const toImage = (point: Point): Point => {
    const mapped = viewport.viewerElementToImageCoordinates(new osd.Point(point.x, point.y));
    return { x: mapped.x, y: mapped.y };
  };
  // Measured along the image's whole width, so rounding in the mapping does not skew scale or angle.
  const span = Math.max(imageSize.width, 1);
  const origin = toScreen({ x: 0, y: 0 });
  const end = toScreen({ x: span, y: 0 });
  const dx = end.x - origin.x;
  const dy = end.y - origin.y;
  return { toScreen, toImage, scale: Math.hypot(dx, dy) / span, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

export interface PatchBox {
  /** Screen centre of the patch (a point's own position). */
  center: Point;
  /** Screen size along the patch's own axes (0 for a point). */
  width: number;
  height: number;
  /** Top-left of the screen area the patch covers, for its caption. */
  left: number;
  top: number;
  bottom: number;
}

/** The four corners of a patch's area on screen, clockwise from its top-left in the image (rotation kept). */
export function patchCorners(size: Patch['size'], mapping: ScreenMapping) {
  const { x, y, width = 0, height = 0 } = size;
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ].map(mapping.toScreen);
}

/** The patch's screen box; `size` may be a live (not yet dispatched) size while it is dragged or resized. */
export function patchBox(size: Patch['size'], mapping: ScreenMapping): PatchBox {
  const { x, y, width = 0, height = 0 } = size;
  const corners = patchCorners(size, mapping);
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return {
    center: mapping.toScreen({ x: x + width / 2, y: y + height / 2 }),
    width: width * mapping.scale,
    height: height * mapping.scale,
    left: Math.min(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}
