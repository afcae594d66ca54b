/**
 * A DICOM whole-slide image's smallest pyramid level as RGB pixels, the source of a DICOM slide's thumbnail and
 * preview (libvips cannot read DICOM). The file is parsed from disk by the DICOM reader the viewer uses
 * (formats/dicom: the header, the instance's geometry, the frame table), and each frame is decoded by sharp.
 * Label and overview instances show the glass, not the slide, so only the volume's levels are candidates. Null
 * when no level can be drawn here: JPEG 2000 or another coding, or a smallest level too large for a thumbnail.
 */
import { closeSync, openSync } from 'node:fs';
import sharp from 'sharp';
import { readDicomHeader, type DicomHeader } from '../../formats/dicom/dataset';
import { locateFrames, readFrame } from '../../formats/dicom/frames';
import {
  describeInstance,
  frameAt,
  isAssociated,
  unsupported,
  type DicomInstance,
} from '../../formats/dicom/instance';
import type { RgbImage } from './demo';
import { FileBytes } from './file-bytes';

/** A thumbnail's source needs no more than this (about 250 frames of 256 × 256). */
export const MAX_SOURCE_PIXELS = 4096 * 4096;

interface Level {
  bytes: FileBytes;
  header: DicomHeader;
  instance: DicomInstance;
}

/** One frame as RGB pixels of the instance's tile size (edge frames padded with white). */
async function framePixels(frame: Uint8Array, instance: DicomInstance): Promise<Buffer> {
  const { tileWidth: width, tileHeight: height } = instance;
  const channels = instance.samplesPerPixel === 1 ? 1 : 3;
  return sharp(frame, instance.coding === 'native' ? { raw: { width, height, channels } } : {})
    .toColourspace('srgb')
    .removeAlpha()
    .resize(width, height, { fit: 'contain', position: 'left top', background: '#ffffff' })
    .raw()
    .toBuffer();
}

async function levelPixels({ bytes, header, instance }: Level): Promise<RgbImage> {
  const table = await locateFrames(bytes, header, instance);
  const { tileWidth, tileHeight, tilesAcross, tilesDown } = instance;
  const tiles: Array<{
    input: Buffer;
    raw: { width: number; height: number; channels: 3 };
    left: number;
    top: number;
  }> = [];
  for (let row = 0; row < tilesDown; row++) {
    for (let column = 0; column < tilesAcross; column++) {
      const span = table.frames[frameAt(instance, column, row)];
      if (!span) continue;
      tiles.push({
        input: await framePixels(await readFrame(bytes, span), instance),
        raw: { width: tileWidth, height: tileHeight, channels: 3 },
        left: column * tileWidth,
        top: row * tileHeight,
      });
    }
  }
  const canvas = { width: tilesAcross * tileWidth, height: tilesDown * tileHeight };
  const composed = await sharp({ create: { ...canvas, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Compositing adds an alpha channel; the edge frames' padding is cut off.
  const { data } = await sharp(composed.data, { raw: composed.info })
    .removeAlpha()
    .extract({ left: 0, top: 0, width: instance.width, height: instance.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: instance.width, height: instance.height };
}

/** The smallest drawable level of the slide whose instances are `files` (the first names the series). */
export async function dicomSmallestLevel(files: readonly string[]): Promise<RgbImage | null> {
  const fds = files.map((file) => openSync(file, 'r'));
  try {
    const levels: Level[] = [];
    let series: string | undefined;
    for (const [index, fd] of fds.entries()) {
      const bytes = new FileBytes(fd);
      const header = await readDicomHeader(bytes).catch(() => null);
      const instance = header ? describeInstance(header) : null;
      if (index === 0) series = instance?.seriesInstanceUid;
      if (!header || !instance || isAssociated(instance) || unsupported(instance)) continue;
      if (series && instance.seriesInstanceUid && instance.seriesInstanceUid !== series) continue;
      if (instance.coding === 'jpeg2000') continue;
      levels.push({ bytes, header, instance });
    }
    const area = ({ instance }: Level) => instance.width * instance.height;
    const smallest = levels.sort((a, b) => area(a) - area(b))[0];
    if (!smallest || area(smallest) > MAX_SOURCE_PIXELS) return null;
    return await levelPixels(smallest);
  } finally {
    fds.forEach((fd) => closeSync(fd));
  }
}
