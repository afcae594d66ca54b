/**
 * The DICOM reader end to end in Node: files served over HTTP with Range (as the slide store serves them),
 * frames decoded by sharp instead of the browser. Files written in the test cover the rules; the shared
 * fixtures (skipped when ../shared is absent) cover real files.
 */
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromArrayBuffer } from 'geotiff';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedTempFolder } from '../tiff/test-server';
import type { TilePixels } from '../tiff/reader';
import { registerJpeg2000 } from '../tiff/jpeg2000';
import { openTiff } from '../tiff/reader';
import { decodeInBrowser, toFrame } from './decode';
import { DICOM_INCOMPLETE, DICOM_LOAD_FAILED, DICOM_NOT_A_SLIDE, dicomUnsupported } from './errors';
import { openDicom, type FrameDecoder } from './reader';
import { dicomFile, solidFrames, wsiDataSet } from '../../../../formats/dicom/test-dicom';

const FIXTURES =
  process.env.SLIDES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures/slides', import.meta.url));
const CMU_SERIES = path.join(FIXTURES, 'dicom-cmu1-small-region-jpeg');
const TCGA = path.join(FIXTURES, 'more', 'dicom-wsi-tcga-xk-aaju-ts1-small_dicom.dcm');
const OPTIONS = { timeoutMs: 60_000, retries: 0, retryDelayMs: 1 };

registerJpeg2000();

/** sharp for JPEG; JPEG 2000 and native frames as the worker decodes them (OpenJPEG needs no browser). */
const sharpDecoder: FrameDecoder = async (frame, instance) => {
  if (instance.coding !== 'jpeg') return decodeInBrowser(frame, instance);
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toFrame(data, info.width, info.height, info.channels, instance);
};

const served = servedTempFolder('dicom-reader-');

const open = (names: string[]) =>
  openDicom(
    names.map((name) => `${served.files.base}/${name}`),
    OPTIONS,
    sharpDecoder,
  );

function mean({ data }: TilePixels) {
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return sum.map((value) => Math.round(value / (data.length / 4)));
}

function detail({ data }: TilePixels) {
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += 4) {
    min = Math.min(min, data[i + 1]!);
    max = Math.max(max, data[i + 1]!);
  }
  return max - min;
}

/** The share of pixels that are nearly black (a frame's padding). */
function darkShare({ data }: TilePixels) {
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 30) dark++;
  return dark / (data.length / 4);
}

const RED: [number, number, number] = [255, 0, 0];
const GREEN: [number, number, number] = [0, 255, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const GREY: [number, number, number] = [128, 128, 128];

describe('DICOM reader (files written here)', () => {
  beforeAll(async () => {
    const volume = wsiDataSet({
      width: 500,
      height: 300,
      tile: 256,
      frames: 4,
      spacingMm: [0.00025, 0.00025],
    });
    const volumeFile = dicomFile(volume, { native: solidFrames([RED, GREEN, BLUE, GREY], 256) });
    await writeFile(path.join(served.dir, 'volume.dcm'), volumeFile);
    await writeFile(path.join(served.dir, 'cut.dcm'), volumeFile.subarray(0, volumeFile.length - 1000));
    const reduced = wsiDataSet({ width: 250, height: 150, tile: 256, frames: 1 });
    await writeFile(
      path.join(served.dir, 'level1.dcm'),
      dicomFile(reduced, { native: solidFrames([GREEN], 256) }),
    );
    const label = wsiDataSet({
      width: 100,
      height: 100,
      tile: 100,
      frames: 1,
      imageType: 'ORIGINAL\\PRIMARY\\LABEL\\NONE',
    });
    await writeFile(
      path.join(served.dir, 'label.dcm'),
      dicomFile(label, { native: solidFrames([BLUE], 100) }),
    );
    const lossless = wsiDataSet({ width: 500, height: 300, tile: 256, frames: 0 });
    await writeFile(
      path.join(served.dir, 'lossless.dcm'),
      dicomFile(lossless, { frames: [] }, '1.2.840.10008.1.2.4.70'),
    );
    await writeFile(path.join(served.dir, 'not-dicom.dcm'), 'II*\0'.padEnd(400, '\0'));
  });

  it('opens a volume and draws each tile from its frame', async () => {
    const reader = await open(['volume.dcm']);
    expect(reader.info).toMatchObject({
      geometry: {
        width: 500,
        height: 300,
        tileSize: 256,
        maxLevel: 9,
        levels: [{ width: 500, height: 300 }],
      },
      mpp: { x: 0.25, y: 0.25 },
      mppFromFile: true,
      magnification: 40,
      frameTables: ['native'],
    });
    expect(mean(await reader.readTile(9, 0, 0))).toEqual(RED);
    expect(mean(await reader.readTile(9, 1, 0))).toEqual(GREEN);
    const corner = await reader.readTile(9, 1, 1);
    expect([corner.width, corner.height]).toEqual([500 - 256, 300 - 256]);
    expect(mean(corner)).toEqual(GREY);
  });

  it('does not fail a tile when another tile waiting for the same frame is aborted', async () => {
    const reader = await open(['volume.dcm']);
    const controller = new AbortController();
    const aborted = reader.readTile(9, 0, 0, controller.signal);
    const kept = reader.readTile(9, 0, 0);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(mean(await kept)).toEqual(RED);
  });

  it('builds the pyramid from the instances of a series, leaving the label out', async () => {
    const reader = await open(['volume.dcm', 'label.dcm', 'level1.dcm']);
    expect(reader.info.geometry.levels.map((level) => level.width)).toEqual([500, 250]);
    // At half resolution or less the reduced instance (all green) is read, not the volume.
    expect(mean(await reader.readTile(8, 0, 0))).toEqual(GREEN);
  });

  it('fails with the messages of a broken file', async () => {
    await expect(open(['cut.dcm'])).rejects.toThrow(DICOM_INCOMPLETE);
    await expect(open(['not-dicom.dcm'])).rejects.toThrow(DICOM_LOAD_FAILED);
    await expect(open(['missing.dcm'])).rejects.toThrow(DICOM_LOAD_FAILED);
    await expect(
      openDicom([`${served.files.base}/no-range/volume.dcm`], OPTIONS, sharpDecoder),
    ).rejects.toThrow(DICOM_LOAD_FAILED);
    await expect(open(['label.dcm'])).rejects.toThrow(DICOM_NOT_A_SLIDE);
    await expect(open(['lossless.dcm'])).rejects.toThrow(
      dicomUnsupported('transfer syntax (1.2.840.10008.1.2.4.70)'),
    );
  });
});

describe.skipIf(!existsSync(CMU_SERIES))('DICOM reader (shared fixtures)', () => {
  let series: string[];
  beforeAll(async () => {
    const names = readdirSync(CMU_SERIES);
    // The volume first, as the slide link names it; the label and overview follow.
    const sizes = await Promise.all(
      names.map(async (name) => (await readFile(path.join(CMU_SERIES, name))).length),
    );
    const order = names.map((name, i) => ({ name, size: sizes[i]! })).sort((a, b) => b.size - a.size);
    series = order.map((_, i) => `cmu-${i}.dcm`);
    await Promise.all(
      order.map(({ name }, i) => copyFile(path.join(CMU_SERIES, name), path.join(served.dir, series[i]!))),
    );
    await copyFile(TCGA, path.join(served.dir, 'tcga.dcm'));
    const volume = await readFile(path.join(CMU_SERIES, order[0]!.name));
    await writeFile(
      path.join(served.dir, 'cmu-cut.dcm'),
      volume.subarray(0, Math.floor(volume.length * 0.6)),
    );
  });

  it('opens the CMU-1 series: the volume is the only level, 240-pixel tiles, 0.499 µm', async () => {
    const reader = await open(series);
    expect(reader.info).toMatchObject({
      geometry: { width: 2220, height: 2967, tileSize: 240, levels: [{ width: 2220, height: 2967 }] },
      mpp: { x: 0.499, y: 0.499 },
      mppFromFile: true,
      frameTables: ['basic'],
    });
    const requestsToOpen = reader.requests();
    const tile = await reader.readTile(reader.info.geometry.maxLevel, 4, 6);
    expect([tile.width, tile.height]).toEqual([240, 240]);
    expect(detail(tile)).toBeGreaterThan(60);
    // Whole-slide view: every frame is read once.
    const overview = await reader.readTile(reader.info.geometry.minLevel, 0, 0);
    expect(detail(overview)).toBeGreaterThan(60);
    expect(requestsToOpen).toBeLessThanOrEqual(6);
  });

  it('opens the TCGA file (no ImageType, no Pixel Spacing: 0.5 µm assumed)', async () => {
    const reader = await open(['tcga.dcm']);
    expect(reader.info).toMatchObject({
      geometry: { width: 3236, height: 2638, tileSize: 256 },
      mpp: { x: 0.5, y: 0.5 },
      mppFromFile: false,
    });
    const tile = await reader.readTile(reader.info.geometry.maxLevel, 6, 4);
    expect(detail(tile)).toBeGreaterThan(60);
    // Its frames run column by column: read row by row, the first row's sixth frame would be a bottom-edge frame
    // (black below its 138 rows of tissue) and pixels 2560–2816 × 256–512 would be black.
    expect(darkShare(await reader.readTile(reader.info.geometry.maxLevel, 10, 1))).toBeLessThan(0.01);
  });

  it("decodes JPEG 2000 frames (the Aperio 33005 fixture's codestreams in a DICOM file) as the TIFF route does", async () => {
    const svs = path.join(FIXTURES, 'aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs');
    const bytes = await readFile(svs);
    const directory = (await (await fromArrayBuffer(bytes.buffer.slice(0))).getImage(0)).getFileDirectory();
    const offsets = (await directory.loadValue('TileOffsets')) as ArrayLike<number>;
    const counts = (await directory.loadValue('TileByteCounts')) as ArrayLike<number>;
    // Tiles 8–9 across and 7–8 down of its 18 × 14 (256 px) as a 512-pixel TILED_FULL slide.
    const frames = [134, 135, 152, 153].map((i) => [bytes.subarray(offsets[i]!, offsets[i]! + counts[i]!)]);
    const dataset = wsiDataSet({ width: 512, height: 512, tile: 256, frames: 4 });
    await writeFile(
      path.join(served.dir, 'j2k.dcm'),
      dicomFile(dataset, { frames }, '1.2.840.10008.1.2.4.91'),
    );
    await copyFile(svs, path.join(served.dir, 'j2k.svs'));
    const dicom = await open(['j2k.dcm']);
    const tiff = await openTiff(`${served.files.base}/j2k.svs`, OPTIONS);
    const fromDicom = await dicom.readTile(9, 1, 1);
    const fromTiff = await tiff.readTile(13, 9, 8);
    expect(detail(fromDicom)).toBeGreaterThan(60);
    expect(Buffer.from(fromDicom.data).equals(Buffer.from(fromTiff.data))).toBe(true);
    tiff.close();
  });

  it('says a CMU-1 volume cut short is incomplete', async () => {
    await expect(open(['cmu-cut.dcm'])).rejects.toThrow(DICOM_INCOMPLETE);
  });
});
