/**
 * The scale bar of a pane (spec 9): the reader's type, location and units (decision 050), thickness 2, offsets 5,
 * z-index 101. It follows the view by writing its own width and label on OpenSeadragon's animation events: the
 * pane does not re-render for every frame of a zoom. In a pane too narrow for it beside the navigator it sits
 * above the navigator (scaleBarInsets).
 */
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, type CSSProperties } from 'react';
import { SCALE_BAR_DEFAULTS, SCALE_BAR_LABEL_HEIGHT_PX } from './constants';
import { scaleBarFor, type BarSize, type ScaleBarType, type ScaleBarUnits } from './scale-bar';
import { scaleBarInsets, useScaleBarSettings } from './scale-bar-settings';

const VIEW_EVENTS = ['animation', 'animation-finish', 'resize', 'open'] as const;

/** The bar for what the viewer shows now, or null (no image, no usable mpp). */
export function viewerScaleBar(
  viewer: OpenSeadragon.Viewer,
  mpp: number,
  units: ScaleBarUnits,
): BarSize | null {
  const item = viewer.world.getItemAt(0);
  if (!item) return null;
  return scaleBarFor(mpp, item.viewportToImageZoom(viewer.viewport.getZoom(true)), undefined, units);
}

/** The bar's box: a line under the label (microscopy), or a bracket open at the top (map). */
export function scaleBarBorders(type: ScaleBarType, thickness: number = SCALE_BAR_DEFAULTS.thicknessPx) {
  const line = `${thickness}px solid black`;
  return type === 'map'
    ? { borderLeft: line, borderRight: line, borderBottom: line }
    : { borderBottom: line };
}

export function ScaleBar({ viewer, mpp }: { viewer: OpenSeadragon.Viewer; mpp: number }) {
  const { type, location, units } = useScaleBarSettings();
  const node = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => {
      const element = node.current;
      if (!element) return;
      const bar = viewerScaleBar(viewer, mpp, units);
      element.hidden = bar === null;
      if (!bar) return;
      // A narrow pane (a phone) lifts a bottom-left bar above the navigator.
      const { bottom } = scaleBarInsets(location, undefined, viewer.viewport.getContainerSize().x);
      const lifted = bottom === undefined ? '' : `${bottom}px`;
      if (element.style.bottom !== lifted) element.style.bottom = lifted;
      element.style.width = `${bar.widthPx}px`;
      if (element.textContent !== bar.label) element.textContent = bar.label;
    };
    update();
    for (const name of VIEW_EVENTS) viewer.addHandler(name, update);
    return () => {
      for (const name of VIEW_EVENTS) viewer.removeHandler(name, update);
    };
  }, [viewer, mpp, units, type, location]);

  if (type === 'none') return null;
  const style: CSSProperties = {
    ...scaleBarInsets(location),
    ...scaleBarBorders(type),
    zIndex: SCALE_BAR_DEFAULTS.zIndex,
    height: SCALE_BAR_LABEL_HEIGHT_PX + SCALE_BAR_DEFAULTS.thicknessPx,
    lineHeight: `${SCALE_BAR_LABEL_HEIGHT_PX}px`,
  };
  return (
    <div
      ref={node}
      className="pointer-events-none absolute box-border bg-white/80 text-center text-xs font-medium whitespace-nowrap text-black"
      style={style}
      data-testid="scale-bar"
      data-type={type}
      data-location={location}
      data-units={units}
    />
  );
}
