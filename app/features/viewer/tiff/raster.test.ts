import { describe, expect, it } from 'vitest';
import { readArea, type BlockGrid, type ColourModel } from './raster';

/**
 * A level whose pixel (x, y) has samples [x, y, 7] (RGB), cut into blocks of 4 × 3 pixels; edge blocks are full
 * size like TIFF tiles. Counts the blocks read.
 */
function grid(width: number, height: number, colour: ColourModel = 'rgb', spp = 3) {
  const reads: string[] = [];
  const blockWidth = 4;
  const blockHeight = 3;
  const level: BlockGrid = {
    width,
    height,
    blockWidth,
    blockHeight,
    samplesPerPixel: spp,
    colour,
    async block(column, row) {
      reads.push(`${column},${row}`);
      const data = new Uint8Array(blockWidth * blockHeight * spp);
      for (let y = 0; y < blockHeight; y++) {
        for (let x = 0; x < blockWidth; x++) {
          const o = (y * blockWidth + x) * spp;
          const samples = [column * blockWidth + x, row * blockHeight + y, 7];
          for (let s = 0; s < spp; s++) data[o + s] = samples[s]!;
        }
      }
      return data;
    },
  };
  return { level, reads };
}

const pixel = (rgba: Uint8ClampedArray, width: number, x: number, y: number) =>
  Array.from(rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('reading an area of a level', () => {
  it('copies pixels one to one across block borders, opaque', async () => {
    const { level, reads } = grid(10, 7);
    const rgba = await readArea(level, [2, 1, 8, 5], 6, 4);
    expect(pixel(rgba, 6, 0, 0)).toEqual([2, 1, 7, 255]);
    expect(pixel(rgba, 6, 5, 3)).toEqual([7, 4, 7, 255]);
    expect(pixel(rgba, 6, 3, 2)).toEqual([5, 3, 7, 255]);
    // Columns 0–2 (pixels 0–11) and rows 0–1 (pixels 0–5) of blocks are touched, each once.
    expect([...reads].sort()).toEqual(['0,0', '0,1', '1,0', '1,1', '2,0', '2,1']);
  });

  it('reads only as far as the image goes in edge blocks', async () => {
    const { level } = grid(10, 7);
    const rgba = await readArea(level, [8, 6, 10, 7], 2, 1);
    expect(pixel(rgba, 2, 1, 0)).toEqual([9, 6, 7, 255]);
  });

  it('shrinks bilinearly: each output pixel is the mix around its centre', async () => {
    const { level } = grid(8, 6);
    // 8 × 6 → 4 × 3: output pixel 0 has its centre at level 0.5 (between pixels 0 and 1).
    const rgba = await readArea(level, [0, 0, 8, 6], 4, 3);
    // (Uint8ClampedArray rounds halves to even.)
    expect(pixel(rgba, 4, 0, 0)).toEqual([0, 0, 7, 255]); // centre 0.5, 0.5
    expect(pixel(rgba, 4, 1, 1)).toEqual([2, 2, 7, 255]); // centre 2.5, 2.5
    expect(pixel(rgba, 4, 3, 2)).toEqual([6, 4, 7, 255]); // centre 6.5, 4.5
    const quarter = await readArea(level, [0, 0, 8, 6], 2, 2);
    expect(pixel(quarter, 2, 1, 1)).toEqual([6, 4, 7, 255]); // centre 5.5, 4
  });

  it('enlarges with clamping at the edges', async () => {
    const { level } = grid(2, 2);
    const rgba = await readArea(level, [0, 0, 2, 2], 4, 4);
    expect(pixel(rgba, 4, 0, 0)).toEqual([0, 0, 7, 255]);
    expect(pixel(rgba, 4, 3, 3)).toEqual([1, 1, 7, 255]);
  });

  it('turns YCbCr into RGB', async () => {
    const level: BlockGrid = {
      width: 1,
      height: 1,
      blockWidth: 1,
      blockHeight: 1,
      samplesPerPixel: 3,
      colour: 'ycbcr',
      block: async () => new Uint8Array([76, 85, 255]), // pure red in JPEG's YCbCr
    };
    const [r, g, b] = pixel(await readArea(level, [0, 0, 1, 1], 1, 1), 1, 0, 0);
    expect(r).toBeGreaterThan(250);
    expect(g).toBeLessThan(5);
    expect(b).toBeLessThan(5);
  });

  it('spreads grey over R, G and B, inverted for WhiteIsZero', async () => {
    const grey = (colour: ColourModel) => ({ ...grid(4, 3, colour, 1).level, colour });
    expect(pixel(await readArea(grey('grey'), [2, 0, 3, 1], 1, 1), 1, 0, 0)).toEqual([2, 2, 2, 255]);
    expect(pixel(await readArea(grey('grey-inverted'), [2, 0, 3, 1], 1, 1), 1, 0, 0)).toEqual([
      253, 253, 253, 255,
    ]);
  });

  it('passes a failing block on', async () => {
    const { level } = grid(8, 6);
    level.block = () => Promise.reject(new Error('Tile fetch failed: HTTP 503'));
    await expect(readArea(level, [0, 0, 4, 3], 4, 3)).rejects.toThrow('Tile fetch failed: HTTP 503');
  });
});
