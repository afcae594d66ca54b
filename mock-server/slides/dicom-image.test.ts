/**
 * A DICOM slide's thumbnail source: the smallest level of its volume, read from disk, label and overview left
 * out; JPEG frames decoded by sharp; null when nothing can be drawn. Files written here (formats/dicom's test
 * writer); the shared fixtures go through the whole pipeline in prepare.test.ts and the viewer's e2e tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { dicomFile, solidFrames, wsiDataSet } from '../../formats/dicom/test-dicom';
import { dicomSmallestLevel } from './dicom-image';

const TILE = 256;
const RED = [200, 30, 30] as const;
const GREEN = [30, 160, 60] as const;
const BLUE = [40, 60, 200] as const;
const GREY = [128, 128, 128] as const;

const folder = mkdtempSync(path.join(tmpdir(), 'dicom-image-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(name: string, bytes: Uint8Array): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

const pixelAt = (image: { data: Uint8Array; width: number }, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3));

describe('dicomSmallestLevel', () => {
  it('reads the smallest volume level frame by frame, not the smaller label', async () => {
    const volume = write(
      'volume.dcm',
      dicomFile(wsiDataSet({ width: 500, height: 300, tile: TILE, frames: 4 }), {
        native: solidFrames([RED, GREEN, BLUE, GREY], TILE),
      }),
    );
    const reduced = write(
      'reduced.dcm',
      dicomFile(wsiDataSet({ width: 400, height: 280, tile: TILE, frames: 4 }), {
        native: solidFrames([GREY, BLUE, GREEN, RED], TILE),
      }),
    );
    const label = write(
      'label.dcm',
      dicomFile(
        wsiDataSet({
          width: 100,
          height: 100,
          tile: TILE,
          frames: 1,
          imageType: 'ORIGINAL\\PRIMARY\\LABEL\\NONE',
        }),
        { native: solidFrames([RED], TILE) },
      ),
    );
    const image = (await dicomSmallestLevel([volume, reduced, label]))!;
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 280 });
    expect(image.data.length).toBe(400 * 280 * 3);
    // Frames in row order, each in its place; the edge frames cut at the level's size.
    expect(pixelAt(image, 10, 10)).toEqual([...GREY]);
    expect(pixelAt(image, 300, 10)).toEqual([...BLUE]);
    expect(pixelAt(image, 10, 270)).toEqual([...GREEN]);
    expect(pixelAt(image, 399, 279)).toEqual([...RED]);
  });

  it('decodes JPEG frames', async () => {
    const frame = await sharp({
      create: { width: TILE, height: TILE, channels: 3, background: { r: 30, g: 160, b: 60 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const file = write(
      'jpeg.dcm',
      dicomFile(
        wsiDataSet({ width: 200, height: 150, tile: TILE, frames: 1, photometric: 'YBR_FULL_422' }),
        { frames: [[new Uint8Array(frame)]] },
        '1.2.840.10008.1.2.4.50',
      ),
    );
    const image = (await dicomSmallestLevel([file]))!;
    expect({ width: image.width, height: image.height }).toEqual({ width: 200, height: 150 });
    pixelAt(image, 100, 75).forEach((value, channel) =>
      expect(Math.abs(value - GREEN[channel]!)).toBeLessThan(6),
    );
  });

  it('gives nothing for a file that is not DICOM or a coding sharp cannot read here', async () => {
    const text = write('notes.dcm', new TextEncoder().encode('not a DICOM file'));
    const jpeg2000 = write(
      'j2k.dcm',
      dicomFile(
        wsiDataSet({ width: 200, height: 150, tile: TILE, frames: 1 }),
        { frames: [[new Uint8Array(16)]] },
        '1.2.840.10008.1.2.4.90',
      ),
    );
    expect(await dicomSmallestLevel([text])).toBeNull();
    expect(await dicomSmallestLevel([jpeg2000])).toBeNull();
  });
});
