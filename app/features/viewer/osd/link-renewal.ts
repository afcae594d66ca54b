/**
 * An open Deep Zoom slide outlives its link (decision 073): before the link expires — at the latest when a tile
 * fails after it did — the pane's fresh link is asked for and the tiles still to be fetched, in the pane and in
 * its navigator, are pointed at its tile folder. Nothing is opened again: the view, the drawn tiles and the log
 * stay as they are. A slide read from its file (TIFF, DICOM) is left as it was (see docs/viewer.md).
 */
import type OpenSeadragon from 'openseadragon';
import { linkExpired, refreshDelay } from '../link-refresh';
import type { SlideLink } from '../slide-links';

/** What OpenSeadragon keeps of a tile that the renewal changes (private fields of OpenSeadragon 6's Tile). */
export type TileFields = { _url?: unknown; exists?: boolean };
type Matrix = Record<string, Record<string, Record<string, TileFields>>>;

/** The Deep Zoom items of the pane and of its navigator, which fetches its own tiles. */
function deepZoomItems(viewer: OpenSeadragon.Viewer): OpenSeadragon.TiledImage[] {
  const worlds = [viewer.world, viewer.navigator?.world];
  return worlds.flatMap((world) => (world && world.getItemCount() > 0 ? [world.getItemAt(0)] : []));
}

/** Points every tile URL under `from` at `to`: the item's source (tiles made from now on) and its tiles so far. */
export function pointTilesAt(viewer: OpenSeadragon.Viewer, from: string, to: string) {
  const moved = (url: unknown) =>
    typeof url === 'string' && url.startsWith(from) ? to + url.slice(from.length) : null;
  for (const item of deepZoomItems(viewer)) {
    const source = item.source as unknown as { tilesUrl?: unknown };
    source.tilesUrl = moved(source.tilesUrl) ?? source.tilesUrl;
    const matrix = (item as unknown as { tilesMatrix?: Matrix }).tilesMatrix ?? {};
    for (const level of Object.values(matrix))
      for (const column of Object.values(level))
        for (const tile of Object.values(column)) {
          const url = moved(tile._url);
          if (url !== null) tile._url = url;
        }
  }
  viewer.navigator?.forceRedraw();
}

/** Whether two links are of one slide: the same file, whatever its signature. */
const sameSlide = (a: SlideLink, b: SlideLink) => a.link.split('?')[0] === b.link.split('?')[0];

/**
 * Keeps an open Deep Zoom slide's tile links fresh. `refresh` gives the slide's current link (the cache's).
 * Returns `tileFailed` (call it for every tile that fails) and `stop`.
 */
export function renewDeepZoomLinks(
  viewer: OpenSeadragon.Viewer,
  link: SlideLink,
  refresh: () => Promise<SlideLink>,
  now: () => number = Date.now,
) {
  let current = link;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing = false;
  let stopped = false;
  // Tiles that failed with the expired link: OpenSeadragon gives them up; they are asked for again once renewed.
  const failed = new Set<TileFields>();

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(renew, refreshDelay(current.expiresAt, now()));
  };
  function renew() {
    if (renewing || stopped) return;
    renewing = true;
    refresh()
      .then((fresh) => {
        if (stopped) return;
        // The pane may be on its way to another slide (decision 056): only this slide's link counts.
        if (!sameSlide(fresh, current)) return;
        const from = current.dziTilesFolder;
        const to = fresh.dziTilesFolder;
        if (from && to && from !== to) pointTilesAt(viewer, from, to);
        current = fresh;
        for (const tile of failed) tile.exists = true;
        failed.clear();
        viewer.forceRedraw();
      })
      // No fresh link (offline, the session ended): asked again later; the tiles in view stay drawn.
      .catch(() => undefined)
      .finally(() => {
        renewing = false;
        if (!stopped) schedule();
      });
  }
  schedule();

  return {
    /** A tile failed: when the link has expired, it is renewed now (the timer ran late: a sleeping laptop). */
    tileFailed(tile: TileFields) {
      if (!renewing && !linkExpired(current.expiresAt, now())) return;
      failed.add(tile);
      renew();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
