/**
 * An open Deep Zoom slide outlives its link (decision 073): before the link expires its tiles are pointed at
 * the fresh link's folder, in the pane and its navigator, nothing opened again; a tile failed after the expiry
 * renews at once and is asked for again; another slide's link is never taken.
 */
import type OpenSeadragon from 'openseadragon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSlideLink } from '../test-fixtures';
import { renewDeepZoomLinks, type TileFields } from './link-renewal';

const folder = (signature: string) => `http://slides.test/s1/dz/1/${signature}/s1_files/`;
const linkOf = (signature: string, expiresInMs: number) =>
  testSlideLink('s1', {
    dziTilesFolder: folder(signature),
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  });

/** A viewer with one Deep Zoom item (its source's folder, tiles made so far) and a navigator like it. */
function fakeViewer(signature: string) {
  const item = (tiles: TileFields[]) => ({
    source: { tilesUrl: folder(signature) },
    tilesMatrix: { 11: { 0: Object.fromEntries(tiles.map((tile, y) => [y, tile])) } },
  });
  const paneTiles: TileFields[] = [
    { _url: `${folder(signature)}11/0_0.jpg`, exists: true },
    { _url: `${folder(signature)}11/0_1.jpg`, exists: true },
  ];
  const navigatorTiles: TileFields[] = [{ _url: `${folder(signature)}8/0_0.jpg`, exists: true }];
  const world = (tiles: TileFields[]) => {
    const only = item(tiles);
    return { getItemCount: () => 1, getItemAt: () => only };
  };
  const viewer = {
    world: world(paneTiles),
    navigator: { world: world(navigatorTiles), forceRedraw: vi.fn() },
    forceRedraw: vi.fn(),
  };
  return { viewer: viewer as unknown as OpenSeadragon.Viewer, raw: viewer, paneTiles, navigatorTiles };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('renewDeepZoomLinks', () => {
  it('points the tiles at the fresh link a minute before the old one expires, and again after', async () => {
    const { viewer, raw, paneTiles, navigatorTiles } = fakeViewer('old');
    const signatures = ['new', 'newer'];
    // Each fresh link lives an hour from when it is issued.
    const refresh = vi.fn(() => Promise.resolve(linkOf(signatures.shift()!, 3_600_000)));
    const renewal = renewDeepZoomLinks(viewer, linkOf('old', 3_600_000), refresh);

    await vi.advanceTimersByTimeAsync(59 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(raw.world.getItemAt().source.tilesUrl).toBe(folder('new'));
    expect(paneTiles.map((tile) => tile._url)).toEqual([
      `${folder('new')}11/0_0.jpg`,
      `${folder('new')}11/0_1.jpg`,
    ]);
    expect(navigatorTiles[0]!._url).toBe(`${folder('new')}8/0_0.jpg`);
    expect(raw.navigator.world.getItemAt().source.tilesUrl).toBe(folder('new'));

    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(paneTiles[0]!._url).toBe(`${folder('newer')}11/0_0.jpg`);
    renewal.stop();
  });

  it('renews at once when a tile fails after the link expired (a late timer), and asks for the tile again', async () => {
    const { viewer, paneTiles } = fakeViewer('old');
    const refresh = vi.fn().mockResolvedValue(linkOf('new', 3_600_000));
    const renewal = renewDeepZoomLinks(viewer, linkOf('old', -1_000), refresh);
    const tile = paneTiles[1]!;
    renewal.tileFailed(tile);
    tile.exists = false; // what OpenSeadragon does after the event
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tile).toEqual({ _url: `${folder('new')}11/0_1.jpg`, exists: true });
    renewal.stop();
  });

  it('leaves a tile that fails while the link is valid to OpenSeadragon', async () => {
    const { viewer, paneTiles } = fakeViewer('old');
    const refresh = vi.fn();
    const renewal = renewDeepZoomLinks(viewer, linkOf('old', 3_600_000), refresh);
    renewal.tileFailed(paneTiles[0]!);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();
    renewal.stop();
  });

  it("takes no other slide's link, and nothing once stopped", async () => {
    const { viewer, paneTiles } = fakeViewer('old');
    const other = testSlideLink('s2', { dziTilesFolder: 'http://slides.test/s2/dz/1/x/s2_files/' });
    const refresh = vi.fn().mockResolvedValue(other);
    const renewal = renewDeepZoomLinks(viewer, linkOf('old', 65_000), refresh);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(paneTiles[0]!._url).toBe(`${folder('old')}11/0_0.jpg`);
    renewal.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
