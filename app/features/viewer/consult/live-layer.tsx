/**
 * The consult's live view over the main pane (decision 109), outside the log and outside React's
 * renders (twenty updates a second during a drag):
 *
 * - **Leading**: every frame of the view (a drag, a wheel zoom, an animation) and every move of the pointer over
 *   the slide is coalesced (coalesce.ts: at most one a LIVE_VIEW_INTERVAL_MS, the last always) and sent to the
 *   followers with the pointer in image pixels; a pointer off the slide is sent as none.
 * - **Following**: the leader's view is applied at once (no animation) and exactly (not left up to a pixel
 *   short: `showViewNow`), and their pointer is drawn where it is
 *   on the slide with their name, hidden when it leaves it. The movement's end still arrives as a step of the log
 *   (stream.ts), which then changes nothing on screen.
 */
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef } from 'react';
import type { OverlayContext } from '../osd/slide-pane';
import { showViewNow } from '../osd/viewer-handlers';
import { createCoalescer } from './coalesce';
import { traceLive } from './live-trace';
import type { ConsultLiveView } from './transport';
import type { ConsultController } from './use-consult';

/** A view older than this with a lower number is still taken: the leader's page was reloaded. */
const RESTART_MS = 1000;

type Point = { x: number; y: number };

const rightAngle = (degrees: number) => ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as 0;

function shownLive(viewer: OpenSeadragon.Viewer): NonNullable<ConsultLiveView['view']> {
  const { viewport } = viewer;
  const center = viewport.getCenter(true);
  return {
    zoom: viewport.getZoom(true),
    center: { x: center.x, y: center.y },
    rotation: rightAngle(viewport.getRotation()),
  };
}

/** The pointer's place on the slide in image pixels, or null off it. */
function pointerOnSlide(
  viewer: OpenSeadragon.Viewer,
  osd: typeof OpenSeadragon,
  imageSize: { width: number; height: number },
  event: PointerEvent,
): Point | null {
  const box = viewer.element.getBoundingClientRect();
  const inPane = new osd.Point(event.clientX - box.left, event.clientY - box.top);
  const image = viewer.viewport.viewerElementToImageCoordinates(inPane);
  if (image.x < 0 || image.y < 0 || image.x > imageSize.width || image.y > imageSize.height) return null;
  return { x: Math.round(image.x), y: Math.round(image.y) };
}

/** The page's count of live views sent: grows across the overlay's remounts (a slide change). */
let sentCount = 0;

function useLeading(context: OverlayContext, consult: ConsultController, slideIndex: number, on: boolean) {
  const { viewer, osd } = context;
  // The pane hands a new size object on every render: the effect follows the size itself, so a re-render (a
  // step answered, the consult read again) neither forgets the pointer nor tells the followers it left the slide.
  const { width, height } = context.imageSize;
  const slide = useRef(slideIndex);
  slide.current = slideIndex;
  const send = useRef(consult.sendLiveView);
  send.current = consult.sendLiveView;
  useEffect(() => {
    if (!on) return;
    let pointer: Point | null = null;
    const coalescer = createCoalescer<ConsultLiveView>({
      send: (live) => {
        traceLive('sent', live.n);
        return send.current(live).then(
          () => traceLive('answered', live.n),
          () => undefined,
        );
      },
    });
    const push = () => {
      const view = shownLive(viewer);
      traceLive('pushed', ++sentCount, view.center.x);
      coalescer.push({ n: sentCount, slideIndex: slide.current, view, pointer });
    };
    const moved = (event: PointerEvent) => {
      pointer = pointerOnSlide(viewer, osd, { width, height }, event);
      push();
    };
    const left = () => {
      pointer = null;
      push();
    };
    const element = viewer.element;
    viewer.addHandler('viewport-change', push);
    element.addEventListener('pointermove', moved, { capture: true });
    element.addEventListener('pointerleave', left);
    push();
    return () => {
      viewer.removeHandler('viewport-change', push);
      element.removeEventListener('pointermove', moved, { capture: true });
      element.removeEventListener('pointerleave', left);
      coalescer.stop();
    };
  }, [on, viewer, osd, width, height]);
}

function useFollowing(
  context: OverlayContext,
  consult: ConsultController,
  slideIndex: number,
  on: boolean,
  marker: React.RefObject<HTMLDivElement | null>,
) {
  const { viewer, osd } = context;
  const slide = useRef(slideIndex);
  slide.current = slideIndex;
  const { onLiveView } = consult;
  useEffect(() => {
    if (!on) return;
    let last = { n: -1, at: -Infinity, by: '' };
    let pointer: Point | null = null;
    const place = () => {
      const node = marker.current;
      if (!node) return;
      if (!pointer) {
        node.hidden = true;
        return;
      }
      const at = viewer.viewport.imageToViewerElementCoordinates(new osd.Point(pointer.x, pointer.y));
      node.style.transform = `translate(${at.x}px, ${at.y}px)`;
      node.hidden = false;
    };
    const stop = onLiveView((live, by) => {
      const now = performance.now();
      traceLive('received', live.n);
      if (by === last.by && live.n <= last.n && now - last.at < RESTART_MS) return;
      last = { n: live.n, at: now, by };
      if (live.slideIndex !== slide.current) {
        pointer = null;
        return place();
      }
      if (live.view) {
        const { zoom, center, rotation } = live.view;
        showViewNow(viewer, osd, { zoom, center }, rotation);
        traceLive('applied', live.n, viewer.viewport.getCenter(true).x);
      }
      pointer = live.pointer;
      place();
    });
    viewer.addHandler('update-viewport', place);
    return () => {
      stop();
      viewer.removeHandler('update-viewport', place);
      pointer = null;
      place();
    };
  }, [on, viewer, osd, onLiveView, marker]);
}

export function ConsultLiveLayer({
  context,
  consult,
  slideIndex,
}: {
  context: OverlayContext;
  consult: ConsultController;
  slideIndex: number;
}) {
  const marker = useRef<HTMLDivElement>(null);
  useLeading(context, consult, slideIndex, consult.role === 'leader');
  useFollowing(context, consult, slideIndex, consult.role === 'follower', marker);
  if (consult.role !== 'follower') return null;
  const leader = consult.current?.participants.find((each) => each.userId === consult.current?.leaderId);
  return (
    <div
      ref={marker}
      hidden
      className="pointer-events-none absolute left-0 top-0 z-[102]"
      data-testid="consult-pointer"
      aria-hidden
    >
      <svg width="16" height="16" viewBox="0 0 16 16" className="-translate-x-px -translate-y-px drop-shadow">
        <path d="M1 1 L1 13 L4.5 9.5 L7 15 L9 14 L6.5 8.5 L11.5 8.5 Z" fill="#f97316" stroke="white" />
      </svg>
      <span className="ml-3 whitespace-nowrap rounded bg-orange-500 px-1.5 py-0.5 text-xs font-medium text-white">
        {leader?.name ?? ''}
      </span>
    </div>
  );
}
