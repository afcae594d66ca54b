import { scaleBarFor } from './scale-bar';

/** The microscopy scale bar, bottom left of a pane (spec 9: thickness 2, offsets 5, z-index 101). */
export function ScaleBar({ mpp, imageZoom }: { mpp: number; imageZoom: number }) {
  const bar = scaleBarFor(mpp, imageZoom);
  if (!bar) return null;
  return (
    <div
      className="pointer-events-none absolute bottom-[5px] left-[5px] z-[101] rounded-sm bg-white/80 px-1 text-center text-xs font-medium text-black"
      style={{ width: `${bar.widthPx}px` }}
      data-testid="scale-bar"
      data-micrometres={bar.micrometres}
    >
      {bar.label}
      <div className="border-b-2 border-black" style={{ height: 2 }} aria-hidden />
    </div>
  );
}
