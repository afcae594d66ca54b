/**
 * Which frames the archive route asks for together: batches within what one request may name, and the frames a
 * tile reads (above all the first tile's, asked for as the series opens) equal to those its resampling reads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGeometry, chooseTileSize, numTiles, tileRegion } from '../tiff/pyramid';
import { readArea } from '../tiff/raster';
import { frameGrid } from './reader';
import { cmu1Series, instance } from './test-series';
import { firstTile, frameBatches, tileFrames } from './web-frames';
import { frameNumber, levelInfos, pyramidFromMetadata, type WebLevel } from './web-pyramid';

const geometryOf = (levels: WebLevel[]) => {
  const infos = levelInfos(levels);
  return buildGeometry(infos, chooseTileSize(infos[0]!));
};

/** The frames readArea asks for when it draws tile (level, x, y): what the reader will request. */
async function framesRead(levels: WebLevel[], tile: { level: number; x: number; y: number }) {
  const geometry = geometryOf(levels);
  const region = tileRegion(geometry, tile.level, tile.x, tile.y);
  const level = levels[region.level]!;
  const read: number[] = [];
  const grid = frameGrid(level, async (column, row) => {
    const frame = frameNumber(level, column, row);
    if (frame >= 1) read.push(frame);
    return new Uint8Array(level.tileWidth * level.tileHeight * 3);
  });
  await readArea(grid, region.area, region.width, region.height);
  return { level: region.level, frames: read };
}

describe('frame batches', () => {
  it('name each frame once, ascending, at most `max` a request', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (frames, max) => {
          const batches = frameBatches(frames, max);
          for (const batch of batches) {
            expect(batch.length).toBeGreaterThan(0);
            expect(batch.length).toBeLessThanOrEqual(max);
          }
          expect(batches.flat()).toEqual([...new Set(frames)].sort((a, b) => a - b));
          expect(batches.length).toBe(Math.ceil(new Set(frames).size / max));
        },
      ),
    );
  });

  it('split the 130 frames of a whole CMU-1 level into requests of 32, 32, 32, 32 and 2', () => {
    const all = Array.from({ length: 130 }, (_, i) => 130 - i);
    expect(frameBatches(all, 32).map((batch) => batch.length)).toEqual([32, 32, 32, 32, 2]);
    expect(frameBatches(all, 32)[4]).toEqual([129, 130]);
  });
});

describe('the frames a tile reads', () => {
  it('are, for the first tile of the CMU-1 pyramid, the 12 frames of its 555 × 742 level', () => {
    const { levels } = pyramidFromMetadata(cmu1Series());
    const geometry = geometryOf(levels);
    expect(firstTile(geometry)).toEqual({ level: geometry.minLevel, x: 0, y: 0 });
    expect(numTiles(geometry, geometry.minLevel)).toEqual({ x: 1, y: 1 });
    expect(tileFrames(geometry, levels, firstTile(geometry))).toEqual({
      level: 2,
      frames: Array.from({ length: 12 }, (_, i) => i + 1),
    });
  });

  it('are those the resampling reads, for any tile of any generated pyramid', async () => {
    const size = fc.integer({ min: 200, max: 6_000 });
    const tileSide = fc.constantFrom(128, 240, 256);
    await fc.assert(
      fc.asyncProperty(
        size,
        size,
        tileSide,
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (width, height, side, count, atLevel, atX, atY) => {
          const { levels } = pyramidFromMetadata(
            Array.from({ length: count }, (_, i) =>
              instance({
                uid: `1.2.${i}`,
                width: Math.max(1, Math.round(width / 2 ** i)),
                height: Math.max(1, Math.round(height / 2 ** i)),
                tile: [side, side],
              }),
            ),
          );
          const geometry = geometryOf(levels);
          const level =
            geometry.minLevel + Math.floor(atLevel * (geometry.maxLevel - geometry.minLevel + 0.999));
          const tiles = numTiles(geometry, level);
          const tile = {
            level,
            x: Math.floor(atX * (tiles.x - 0.001)),
            y: Math.floor(atY * (tiles.y - 0.001)),
          };
          const predicted = tileFrames(geometry, levels, tile);
          const read = await framesRead(levels, tile);
          expect(predicted.level).toBe(read.level);
          expect([...predicted.frames].sort((a, b) => a - b)).toEqual(read.frames.sort((a, b) => a - b));
        },
      ),
      { numRuns: 40 },
    );
  }, 20_000);
});
