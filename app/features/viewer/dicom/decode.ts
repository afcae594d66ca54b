/**
 * Frames to pixels. JPEG goes to the browser's decoder (in the worker: createImageBitmap and OffscreenCanvas);
 * JPEG 2000 to OpenJPEG in WebAssembly (../tiff/jpeg2000.ts); native frames are the pixels already. Every
 * decoder returns a whole frame (`tileWidth × tileHeight`, edge frames padded as the file declares them), 3 bytes
 * a pixel (RGB) or 1 (grey).
 */
import { decodeJpeg2000 } from '../tiff/jpeg2000';
import { completeJpeg, decodeJpegRgba, hasMarker } from '../tiff/native-jpeg';
import type { DicomInstance } from '../../../../formats/dicom/instance';
import type { FrameDecoder } from './reader';

const APP0 = 0xe0;

/**
 * Whether a JPEG frame's samples are RGB rather than YCbCr: the file says RGB and the stream has no JFIF marker
 * (which means YCbCr: TCGA files converted by pydicom say RGB over JFIF streams).
 */
export const jpegHoldsRgb = (frame: Uint8Array, instance: DicomInstance) =>
  instance.photometric === 'RGB' && !hasMarker(frame, APP0);

/** Copies `channels` of each `stride`-byte pixel into a frame of the instance's size (cropped or padded). */
export function toFrame(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  stride: number,
  instance: DicomInstance,
): Uint8Array {
  const channels = instance.samplesPerPixel === 1 ? 1 : 3;
  const { tileWidth, tileHeight } = instance;
  // The browser's decoder gives RGBA of at least the frame's size: its RGB, row by row, without the general
  // loop's checks per sample (12 frames of 512 × 512 took most of an archive slide's first tile).
  if (stride === 4 && channels === 3 && width >= tileWidth && height >= tileHeight)
    return rgbOfRgba(pixels, width, tileWidth, tileHeight);
  const out = new Uint8Array(tileWidth * tileHeight * channels).fill(255);
  for (let y = 0; y < Math.min(height, tileHeight); y++) {
    for (let x = 0; x < Math.min(width, tileWidth); x++) {
      const i = (y * width + x) * stride;
      const o = (y * tileWidth + x) * channels;
      for (let c = 0; c < channels; c++) out[o + c] = pixels[i + c]!;
    }
  }
  return out;
}

function rgbOfRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  tileWidth: number,
  tileHeight: number,
) {
  const out = new Uint8Array(tileWidth * tileHeight * 3);
  let o = 0;
  for (let y = 0; y < tileHeight; y++) {
    for (let i = y * width * 4, end = i + tileWidth * 4; i < end; i += 4, o += 3) {
      out[o] = rgba[i]!;
      out[o + 1] = rgba[i + 1]!;
      out[o + 2] = rgba[i + 2]!;
    }
  }
  return out;
}

async function decodeJpeg(frame: Uint8Array, instance: DicomInstance): Promise<Uint8Array> {
  const { data, width, height } = await decodeJpegRgba(
    completeJpeg(frame, undefined, jpegHoldsRgb(frame, instance)),
  );
  return toFrame(data, width, height, 4, instance);
}

async function decodeJ2k(frame: Uint8Array, instance: DicomInstance): Promise<Uint8Array> {
  const { pixels, frame: info } = await decodeJpeg2000(frame);
  if (info.bitsPerSample > 8) throw new Error(`JPEG 2000 frame of ${info.bitsPerSample} bits per sample`);
  return toFrame(pixels, info.width, info.height, info.componentCount, instance);
}

/** The worker's decoder. */
export const decodeInBrowser: FrameDecoder = (frame, instance) => {
  switch (instance.coding) {
    case 'jpeg':
      return decodeJpeg(frame, instance);
    case 'jpeg2000':
      return decodeJ2k(frame, instance);
    default:
      return Promise.resolve(
        toFrame(frame, instance.tileWidth, instance.tileHeight, instance.samplesPerPixel, instance),
      );
  }
};
