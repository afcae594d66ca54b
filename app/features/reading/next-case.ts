/**
 * "Next case" in the reading workspace: the case after this one in My Cases' own order, read by the
 * server while this one is read (next-case.server.ts), its first slide links kept here and its first tiles
 * fetched into the browser's cache, so the next workspace opens its slide from them with the same signed URLs
 * (a fresh link read would sign new ones, and the cache would miss). Pure rules and a small in-memory hand-over.
 */
import type { components } from '../../../contracts';
import { flattenCaseImages, type ViewerCase, type ViewerExtras } from '~/features/viewer';
import { deepZoomObjectOf, firstTileUrl, singleTileLevel } from '~/features/viewer';

type DeepZoomImage = components['schemas']['DeepZoomImage'];

export interface NextCase {
  caseId: string;
  caseRecordId: string;
  /** What the viewer shows of it and its first slide links with the annotation rights, read ahead. */
  viewer: { caseData: ViewerCase; extras: ViewerExtras } | null;
}

export const NEXT_CASE_TEXT = { button: 'Next case', none: 'No next case in My Cases' } as const;

/** The case after `current` in `ordered`; the first when `current` is not there; null at the end. */
export function caseAfter(ordered: readonly string[], current: string): string | null {
  const at = ordered.indexOf(current);
  if (at === -1) return ordered.find((id) => id !== current) ?? null;
  return ordered[at + 1] ?? null;
}

/**
 * The tiles OpenSeadragon draws first for a Deep Zoom slide: the single-tile level's (its first tile), then every
 * tile of the next levels while the total stays within `limit`.
 */
export function firstTileUrls(image: DeepZoomImage, limit = 21): string[] {
  const { Width: width, Height: height } = image.Size;
  const urls = [firstTileUrl(image)];
  const top = Math.ceil(Math.log2(Math.max(width, height, 1)));
  for (let level = singleTileLevel(width, height, image.TileSize) + 1; level <= top; level++) {
    const scale = 2 ** (level - top);
    const columns = Math.ceil(Math.ceil(width * scale) / image.TileSize);
    const rows = Math.ceil(Math.ceil(height * scale) / image.TileSize);
    if (urls.length + columns * rows > limit) break;
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        urls.push(`${image.Url}${level}/${column}_${row}.${image.Format}`);
      }
    }
  }
  return urls;
}

/** Read-ahead cases by id, for the page that opens one (kept for this tab's life; a few at most). */
const kept = new Map<string, ViewerExtras>();

/** Keeps the next case's extras and fetches its first slide's first tiles, as OpenSeadragon asks for them. */
export function readAhead(next: NextCase): void {
  if (!next.viewer || typeof window === 'undefined') return;
  kept.clear();
  kept.set(next.caseId, next.viewer.extras);
  const first = firstSlideImage(next.viewer);
  if (!first) return;
  for (const url of firstTileUrls(first)) {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.src = url;
  }
}

function firstSlideImage(viewer: NonNullable<NextCase['viewer']>): DeepZoomImage | null {
  const blobId = flattenCaseImages(viewer.caseData)[0]?.fileContent;
  const link = blobId ? viewer.extras.links[blobId] : undefined;
  return (link && deepZoomObjectOf(link)?.Image) ?? null;
}

/** The extras read ahead for `caseId`, once: the page then opens its slide with the links whose tiles are here. */
export function takeReadAhead(caseId: string): ViewerExtras | null {
  const extras = kept.get(caseId) ?? null;
  kept.delete(caseId);
  return extras;
}

/**
 * A workspace page's data loaded ahead (decision 178). It renders the page only after the Next case click
 * (`chosen`): any other way to that page asks the server, which may have more to say, as after a sign-out that
 * goes on to it (its flash, decision 150). It stays through the reloads of the page being read (a revalidation
 * of the current case goes to the server and leaves it alone) until it is used, replaced by a fresher read (the
 * fetcher's own reload), dropped because the case changed (`dropPageAhead`), or older than PAGE_AHEAD_MS.
 */
export interface PageAhead {
  caseId: string;
  data: unknown;
  /** When it was read (ms). */
  at: number;
  chosen: boolean;
}

/**
 * How long a page read ahead may still render the next case: its draft and clinical information can change
 * elsewhere without a live event (a change of status, assignee or a listed field drops it at once).
 */
export const PAGE_AHEAD_MS = 10 * 60_000;

/**
 * What a load of `caseId`'s page at `now` does with what is kept: `use` it (rendered, then gone), or ask the
 * server and `keep` it (a load of another case, the current one's revalidation; or of that case but not by the
 * click: the fetcher's own reload) or `drop` it (too old).
 */
export function pageAheadFor(
  kept: PageAhead | null,
  caseId: string | undefined,
  now: number,
): 'use' | 'keep' | 'drop' {
  if (!kept || kept.caseId !== caseId) return 'keep';
  if (now - kept.at > PAGE_AHEAD_MS || now < kept.at) return 'drop';
  return kept.chosen ? 'use' : 'keep';
}

let pageAhead: PageAhead | null = null;

/** A fresher read of the same case keeps the reader's choice (a click waiting on the leave guard's save). */
export function keepPageAhead(data: { caseData: { caseID: string } }): void {
  const caseId = data.caseData.caseID;
  const chosen = pageAhead?.caseId === caseId && pageAhead.chosen;
  pageAhead = { caseId, data, at: Date.now(), chosen };
}

/** `caseId` changed elsewhere (a live event): its page is asked of the server. */
export function dropPageAhead(caseId: string): void {
  if (pageAhead?.caseId === caseId) pageAhead = null;
}

/** The reader clicked Next case: the page data loaded ahead renders the page it leads to. */
export function choosePageAhead(caseId: string): void {
  if (pageAhead?.caseId === caseId) pageAhead.chosen = true;
}

/**
 * A form of the page was sent (a sign-out, say): where it leads is the server's to render, with what it has to
 * say (a notice), even when that is the case a click chose and then stayed from (the leave guard's Stay).
 */
export function unchoosePageAhead(): void {
  if (pageAhead) pageAhead.chosen = false;
}

/** The page data loaded ahead for `caseId` if the click chose it and it is recent, once; null otherwise. */
export function takePageAhead<T>(caseId: string | undefined): T | null {
  const kept = pageAhead;
  const verdict = pageAheadFor(kept, caseId, Date.now());
  if (verdict !== 'keep') pageAhead = null;
  return verdict === 'use' ? (kept!.data as T) : null;
}
