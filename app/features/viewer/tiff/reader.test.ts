/**
 * The reader end to end in Node: TIFF files served over HTTP with Range (as the slide store serves them), opened
 * and read with geotiff, as the viewer's worker does. Generated slides cover the rules without the shared
 * fixtures; the real slides (skipped when ../shared is absent) cover the formats.
 */
import { existsSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIFF_INCOMPLETE, TIFF_LOAD_FAILED } from './errors';
import { registerJpeg2000 } from './jpeg2000';
import { openTiff, type TilePixels } from './reader';
import { servedTempFolder } from './test-server';

const FIXTURES =
  process.env.SLIDES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures/slides', import.meta.url));
const OPTIONS = { timeoutMs: 60_000, retries: 0, retryDelayMs: 1 };

registerJpeg2000();

const served = servedTempFolder('tiff-reader-');

const open = (name: string, options = OPTIONS) => openTiff(`${served.files.base}/${name}`, options);

/** Mean of each channel of a tile, and whether it has any detail at all. */
function stats({ data }: TilePixels) {
  const mean = [0, 0, 0];
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) mean[c]! += data[i + c]!;
    min = Math.min(min, data[i]!);
    max = Math.max(max, data[i]!);
  }
  return { mean: mean.map((sum) => sum / (data.length / 4)), range: max - min, opaque: data[3] === 255 };
}

/** Overwrites values of a tag in the first directory of a classic little-endian TIFF. */
function patchFirstDirectory(file: Buffer, tag: number, patch: (values: number[]) => number[]) {
  const ifd = file.readUInt32LE(4);
  for (let i = 0; i < file.readUInt16LE(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    if (file.readUInt16LE(entry) !== tag) continue;
    const size = file.readUInt16LE(entry + 2) === 3 ? 2 : 4;
    const count = file.readUInt32LE(entry + 4);
    const at = count * size <= 4 ? entry + 8 : file.readUInt32LE(entry + 8);
    const read = (k: number) =>
      size === 2 ? file.readUInt16LE(at + k * size) : file.readUInt32LE(at + k * size);
    const values = patch(Array.from({ length: count }, (_, k) => read(k)));
    values.forEach((value, k) =>
      size === 2 ? file.writeUInt16LE(value, at + k * size) : file.writeUInt32LE(value, at + k * size),
    );
    return file;
  }
  throw new Error(`Tag ${tag} not found`);
}

const TAGS = { Compression: 259, TileOffsets: 324, TileByteCounts: 325 };

// Decoding in Node is slow (JavaScript JPEG) and this machine is shared: generous time limits, no speed asserted.
describe('a generated pyramid over HTTP Range', { timeout: 60_000 }, () => {
  // 1500 × 1000 pixels of smooth gradients (red across, green down), 256-pixel JPEG tiles, 3 levels,
  // 4000 pixels per millimetre (0.25 µm per pixel).
  const WIDTH = 1500;
  const HEIGHT = 1000;
  const red = (x: number) => Math.round((x * 255) / (WIDTH - 1));
  const green = (y: number) => Math.round((y * 255) / (HEIGHT - 1));
  let pyramid: Buffer;

  beforeAll(async () => {
    const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) raw.set([red(x), green(y), 128], (y * WIDTH + x) * 3);
    }
    pyramid = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .tiff({
        tile: true,
        tileWidth: 256,
        tileHeight: 256,
        pyramid: true,
        compression: 'jpeg',
        quality: 95,
        xres: 4000,
        yres: 4000,
        resolutionUnit: 'cm',
      })
      .toBuffer();
    await writeFile(path.join(served.dir, 'pyramid.tiff'), pyramid);
    await writeFile(
      path.join(served.dir, 'no-resolution.tiff'),
      await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .tiff({ tile: true, compression: 'deflate' })
        .toBuffer(),
    );
  });

  it('opens with its levels, its resolution and OpenSeadragon levels', async () => {
    const reader = await open('pyramid.tiff');
    const { geometry, mpp, mppFromFile, magnification } = reader.info;
    expect(geometry).toMatchObject({
      width: WIDTH,
      height: HEIGHT,
      tileSize: 256,
      maxLevel: 11,
      minLevel: 8,
    });
    expect(geometry.levels.map(({ width, height }) => [width, height])).toEqual([
      [1500, 1000],
      [750, 500],
      [375, 250],
      [187, 125],
    ]);
    expect(mpp.x).toBeCloseTo(0.25, 6);
    expect(mpp.y).toBeCloseTo(0.25, 6);
    expect(mppFromFile).toBe(true);
    expect(magnification).toBeCloseTo(40, 6);
    reader.close();
  });

  it("reads a full-resolution tile with the image's pixels", async () => {
    const reader = await open('pyramid.tiff');
    const tile = await reader.readTile(11, 2, 1);
    expect([tile.width, tile.height]).toEqual([256, 256]);
    // Pixel (100, 50) of the tile is pixel (612, 306) of the image.
    const at = (50 * 256 + 100) * 4;
    expect(Math.abs(tile.data[at]! - red(612))).toBeLessThanOrEqual(4);
    expect(Math.abs(tile.data[at + 1]! - green(306))).toBeLessThanOrEqual(4);
    expect(Math.abs(tile.data[at + 2]! - 128)).toBeLessThanOrEqual(4);
    expect(tile.data[at + 3]).toBe(255);
    reader.close();
  });

  it('crops edge tiles to the image', async () => {
    const reader = await open('pyramid.tiff');
    const tile = await reader.readTile(11, 5, 3);
    expect([tile.width, tile.height]).toEqual([1500 - 5 * 256, 1000 - 3 * 256]);
    reader.close();
  });

  it('reads coarser levels from the reduced images, resampled to the tile', async () => {
    const reader = await open('pyramid.tiff');
    const whole = await reader.readTile(8, 0, 0);
    expect([whole.width, whole.height]).toEqual([188, 125]);
    const centre = (62 * 188 + 94) * 4;
    expect(Math.abs(whole.data[centre]! - red(750))).toBeLessThanOrEqual(6);
    expect(Math.abs(whole.data[centre + 1]! - green(500))).toBeLessThanOrEqual(6);
    const half = await reader.readTile(10, 2, 1);
    expect([half.width, half.height]).toEqual([750 - 512, 500 - 256]);
    reader.close();
  });

  it('falls back to 0.5 µm per pixel when the file records no resolution', async () => {
    const reader = await open('no-resolution.tiff');
    expect(reader.info.mpp).toEqual({ x: 0.5, y: 0.5 });
    expect(reader.info.mppFromFile).toBe(false);
    expect(reader.info.magnification).toBe(20);
    reader.close();
  });

  it("says 'TIFF file is incomplete or corrupted' for a truncated copy", async () => {
    await writeFile(
      path.join(served.dir, 'truncated.tiff'),
      pyramid.subarray(0, Math.floor(pyramid.length * 0.6)),
    );
    await expect(open('truncated.tiff')).rejects.toThrow(TIFF_INCOMPLETE);
  });

  it.each([
    [
      'a tile offset beyond the end of the file',
      TAGS.TileOffsets,
      (v: number[]) => [...v.slice(0, -1), 10_000_000],
    ],
    ['a zero tile offset', TAGS.TileOffsets, (v: number[]) => [0, ...v.slice(1)]],
    ['a zero tile byte count', TAGS.TileByteCounts, (v: number[]) => [...v.slice(0, 3), 0, ...v.slice(4)]],
  ])("says 'TIFF file is incomplete or corrupted' for %s", async (_case, tag, patch) => {
    await writeFile(
      path.join(served.dir, 'patched.tiff'),
      patchFirstDirectory(Buffer.from(pyramid), tag, patch),
    );
    await expect(open('patched.tiff')).rejects.toThrow(TIFF_INCOMPLETE);
  });

  it("passes geotiff's message on for a compression it cannot decode", async () => {
    await writeFile(
      path.join(served.dir, 'ojpeg.tiff'),
      patchFirstDirectory(Buffer.from(pyramid), TAGS.Compression, () => [6]),
    );
    await expect(open('ojpeg.tiff')).rejects.toThrow('old style JPEG compression is not supported');
    await writeFile(
      path.join(served.dir, 'unknown.tiff'),
      patchFirstDirectory(Buffer.from(pyramid), TAGS.Compression, () => [34000]),
    );
    await expect(open('unknown.tiff')).rejects.toThrow('Unknown compression method identifier');
  });

  it.each([
    ['the server answers 404', 'missing.tiff'],
    ['the server answers 500', 'status/500'],
    ['the server ignores Range', 'no-range/pyramid.tiff'],
    ['the file is not a TIFF', 'text.tiff'],
    ['the file is empty', 'empty.tiff'],
  ])("says 'Failed to load TIFF file…' when %s", async (_case, name) => {
    await writeFile(path.join(served.dir, 'text.tiff'), 'This is not a TIFF file, just some text.');
    await writeFile(path.join(served.dir, 'empty.tiff'), '');
    await expect(open(name)).rejects.toThrow(TIFF_LOAD_FAILED);
  });

  it('retries failed requests while opening, as often as it is told', async () => {
    await copyFile(path.join(served.dir, 'pyramid.tiff'), path.join(served.dir, 'flaky-a.tiff'));
    await copyFile(path.join(served.dir, 'pyramid.tiff'), path.join(served.dir, 'flaky-b.tiff'));
    const reader = await open('flaky/2/flaky-a.tiff', { ...OPTIONS, retries: 2 });
    expect(reader.info.geometry.width).toBe(WIDTH);
    reader.close();
    await expect(open('flaky/2/flaky-b.tiff', { ...OPTIONS, retries: 1 })).rejects.toThrow(TIFF_LOAD_FAILED);
  });

  it("fails a tile with 'Tile fetch failed: HTTP {status}' when the server fails after opening", async () => {
    const reader = await open('pyramid.tiff');
    served.files.failWith(503);
    try {
      await expect(reader.readTile(11, 2, 2)).rejects.toThrow('Tile fetch failed: HTTP 503');
    } finally {
      served.files.failWith(null);
    }
    // Nothing failed is kept: the same tile reads once the server is back.
    expect((await reader.readTile(11, 2, 2)).width).toBe(256);
    reader.close();
  });
});

describe.skipIf(!existsSync(FIXTURES))('real slides over HTTP Range', { timeout: 60_000 }, () => {
  const fixture = (name: string) =>
    copyFile(path.join(FIXTURES, name), path.join(served.dir, path.basename(name)));

  beforeAll(async () => {
    await Promise.all(
      [
        'aperio-CMU-1-Small-Region.svs',
        'aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs',
        'hamamatsu-test3-DAPI-2-387.ndpi',
        'synthetic-pyramid-boxes.tiff',
        'more/tiff-bigtiff-jpeg-CMU-1-Small-Region.jpeg.tiff',
        'more/tiff-bigtiff-jpeg2000-34712-CMU-1-Small-Region.jp2.tiff',
        'more/tiff-bigtiff-webp-CMU-1-Small-Region.webp.tiff',
      ].map(fixture),
    );
  });

  it('Aperio JPEG: one level, 0.499 µm from the description, a tile with tissue', async () => {
    const reader = await open('aperio-CMU-1-Small-Region.svs');
    const { geometry, mpp, mppFromFile, magnification } = reader.info;
    expect(geometry).toMatchObject({ width: 2220, height: 2967, tileSize: 240, minLevel: 8, maxLevel: 12 });
    expect(geometry.levels).toHaveLength(1);
    expect(mpp).toEqual({ x: 0.499, y: 0.499 });
    expect(mppFromFile).toBe(true);
    expect(magnification).toBeCloseTo(20.04, 2);
    const tile = await reader.readTile(12, 4, 6);
    expect([tile.width, tile.height]).toEqual([240, 240]);
    const { mean, range, opaque } = stats(tile);
    expect(opaque).toBe(true);
    expect(range).toBeGreaterThan(100);
    expect(mean[0]).toBeLessThan(230); // not the white background
    reader.close();
  });

  it('Aperio JPEG 2000 (33005): two levels, no mpp in the file, a decoded tile with tissue', async () => {
    const reader = await open('aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs');
    const { geometry, mpp, mppFromFile } = reader.info;
    expect(geometry.levels.map(({ width, height }) => [width, height])).toEqual([
      [4443, 3567],
      [2221, 1783],
    ]);
    expect(mpp).toEqual({ x: 0.5, y: 0.5 });
    expect(mppFromFile).toBe(false);
    const tile = await reader.readTile(13, 8, 7);
    expect([tile.width, tile.height]).toEqual([256, 256]);
    const { mean, range } = stats(tile);
    expect(range).toBeGreaterThan(100);
    expect(mean[0]).toBeGreaterThan(mean[1]!); // H&E: pink, red above green
    reader.close();
  });

  it('NDPI: four stripped levels, 0.2282 µm from XResolution in centimetres', async () => {
    const reader = await open('hamamatsu-test3-DAPI-2-387.ndpi');
    const { geometry, mpp, mppFromFile, magnification } = reader.info;
    expect(geometry.levels.map(({ width }) => width)).toEqual([3968, 1984, 992, 496]);
    expect(mpp.x).toBeCloseTo(0.2282, 4);
    expect(mppFromFile).toBe(true);
    expect(magnification).toBeCloseTo(43.83, 2);
    // The coarsest tile comes from the smallest strip: DAPI is blue.
    const tile = await reader.readTile(geometry.minLevel, 0, 0);
    expect([tile.width, tile.height]).toEqual([124, 152]);
    const { mean } = stats(tile);
    expect(mean[2]).toBeGreaterThan(mean[0]! + 10);
    reader.close();
  });

  it('synthetic pyramid: four levels mapped onto OpenSeadragon levels 8 and 9', async () => {
    const reader = await open('synthetic-pyramid-boxes.tiff');
    const { geometry, mppFromFile } = reader.info;
    expect(geometry.levels.map(({ width, height }) => [width, height])).toEqual([
      [300, 250],
      [150, 125],
      [75, 62],
      [37, 31],
    ]);
    expect(geometry).toMatchObject({ tileSize: 256, minLevel: 8, maxLevel: 9 });
    expect(mppFromFile).toBe(false);
    expect((await reader.readTile(9, 1, 0)).width).toBe(300 - 256);
    expect(await reader.readTile(8, 0, 0)).toMatchObject({ width: 150, height: 125 });
    reader.close();
  });

  it.each([
    ['BigTIFF, JPEG in YCbCr', 'tiff-bigtiff-jpeg-CMU-1-Small-Region.jpeg.tiff'],
    ['BigTIFF, JPEG 2000 (34712)', 'tiff-bigtiff-jpeg2000-34712-CMU-1-Small-Region.jp2.tiff'],
  ])('the same slide as %s shows the same pixels as the Aperio original', async (_case, name) => {
    const aperio = await open('aperio-CMU-1-Small-Region.svs');
    const reader = await open(name);
    expect(reader.info.geometry).toMatchObject({ width: 2220, height: 2967, tileSize: 256, maxLevel: 12 });
    // Aperio's tile (2, 3) covers x 480–720, y 720–960; the 256-pixel tile (2, 3) covers x 512–768, y 768–1024.
    const original = await aperio.readTile(12, 2, 3);
    const copy = await reader.readTile(12, 2, 3);
    aperio.close();
    reader.close();
    let difference = 0;
    let count = 0;
    for (let y = 768; y < 960; y++) {
      for (let x = 512; x < 720; x++) {
        const a = ((y - 720) * 240 + (x - 480)) * 4;
        const b = ((y - 768) * 256 + (x - 512)) * 4;
        for (let c = 0; c < 3; c++) difference += Math.abs(original.data[a + c]! - copy.data[b + c]!);
        count += 3;
      }
    }
    expect(stats(copy).range).toBeGreaterThan(100);
    // Both are lossy copies of the same scan: a few levels apart per sample, not a colour swap (≈ 100).
    expect(difference / count).toBeLessThan(6);
  });

  it("says 'TIFF file is incomplete or corrupted' for a truncated copy of the Aperio slide", async () => {
    const bytes = await readFile(path.join(FIXTURES, 'aperio-CMU-1-Small-Region.svs'));
    await writeFile(path.join(served.dir, 'truncated.svs'), bytes.subarray(0, 1_000_000));
    await expect(open('truncated.svs')).rejects.toThrow(TIFF_INCOMPLETE);
  });

  it("passes geotiff's WebP message on where there is no browser decoder", async () => {
    await expect(open('tiff-bigtiff-webp-CMU-1-Small-Region.webp.tiff')).rejects.toThrow(
      'Cannot decode WebImage',
    );
  });
});
