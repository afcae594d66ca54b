/**
 * JPEG tiles decoded by the browser's own decoder (libjpeg-turbo in Chromium) instead of geotiff's JavaScript
 * one, which manages about 4 megapixels a second: a 240-pixel Aperio tile took 15 ms, an NDPI level's single
 * strip several seconds. Used in the worker only (it needs createImageBitmap and OffscreenCanvas).
 *
 * TIFF stores JPEG tiles as abbreviated streams: the shared tables (JPEGTables) are spliced in front. Aperio
 * writes RGB samples without a marker saying so, and decoders assume YCbCr; an Adobe APP14 marker with
 * transform 0 tells them the truth. The browser always returns RGB, so for YCbCr TIFFs (NDPI, tifffile) the
 * reader must not convert again (`jpegDecodesToRgb`).
 */
import { addDecoder, BaseDecoder, type ImageFileDirectory } from 'geotiff';
import { blockLayoutOf } from './decoder-parameters';

const JPEG = 7;
const PHOTOMETRIC_RGB = 2;
const SOI = [0xff, 0xd8];
/** APP14 "Adobe", version 100, no flags, transform 0 (samples are RGB, not YCbCr). */
const ADOBE_RGB = [
  0xff, 0xee, 0x00, 0x0e, 0x41, 0x64, 0x6f, 0x62, 0x65, 0x00, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00,
];

type BaseParameters = ConstructorParameters<typeof BaseDecoder>[0];
interface JpegParameters extends BaseParameters {
  samplesPerPixel: number;
  tables?: Uint8Array;
  rgb: boolean;
}

export const hasMarker = (stream: Uint8Array, marker: number): boolean => {
  // Markers before the first scan (SOS, 0xDA) are the header; the entropy-coded data after it is not parsed.
  for (let i = 2; i + 3 < stream.length;) {
    if (stream[i] !== 0xff) return false;
    const code = stream[i + 1]!;
    if (code === marker) return true;
    if (code === 0xda) return false;
    i += 2 + ((stream[i + 2]! << 8) | stream[i + 3]!);
  }
  return false;
};

/** A complete JPEG from a TIFF block: tables spliced in, and an Adobe RGB marker when the TIFF says RGB. */
export function completeJpeg(
  block: Uint8Array,
  tables: Uint8Array | undefined,
  rgb: boolean,
): Uint8Array<ArrayBuffer> {
  const hasTables = tables !== undefined && tables.length > 4;
  // Tables without their EOI, then the block without its SOI.
  const header = hasTables ? tables.subarray(2, tables.length - 2) : new Uint8Array(0);
  const body = block.subarray(2);
  const adobe = rgb && !hasMarker(block, 0xee) && !(hasTables && hasMarker(tables, 0xee)) ? ADOBE_RGB : [];
  const out = new Uint8Array(2 + adobe.length + header.length + body.length);
  out.set(SOI, 0);
  out.set(adobe, 2);
  out.set(header, 2 + adobe.length);
  out.set(body, 2 + adobe.length + header.length);
  return out;
}

/**
 * The worker's one canvas for reading decoded pixels back: drawing and reading happen in one synchronous step, so
 * tiles decoding side by side never share it mid-way, and a slide's frames of one size reuse it.
 */
let readback: OffscreenCanvasRenderingContext2D | null = null;

/** A whole JPEG decoded by the browser (off the main thread too), as RGBA pixels without colour conversion. */
export async function decodeJpegRgba(jpeg: Uint8Array<ArrayBuffer>): Promise<ImageData> {
  const bitmap = await createImageBitmap(new Blob([jpeg], { type: 'image/jpeg' }), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { width, height } = bitmap;
  readback ??= new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  const canvas = readback.canvas;
  // A new size clears the canvas; the same size is drawn over whole (a JPEG is opaque).
  if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
  readback.drawImage(bitmap, 0, 0);
  bitmap.close();
  return readback.getImageData(0, 0, width, height);
}

class NativeJpegDecoder extends BaseDecoder {
  override async decodeBlock(buffer: ArrayBufferLike): Promise<ArrayBufferLike> {
    const { tables, rgb, samplesPerPixel } = this.parameters as JpegParameters;
    const {
      data: rgba,
      width,
      height,
    } = await decodeJpegRgba(completeJpeg(new Uint8Array(buffer), tables, rgb));
    const samples = Math.min(samplesPerPixel, 3);
    const out = new Uint8Array(width * height * samples);
    for (let i = 0, o = 0; i < rgba.length; i += 4, o += samples) {
      for (let s = 0; s < samples; s++) out[o + s] = rgba[i + s]!;
    }
    return out.buffer;
  }
}

async function parametersOf(directory: ImageFileDirectory): Promise<JpegParameters> {
  const tables = await directory.loadValue('JPEGTables');
  return {
    ...(await blockLayoutOf(directory)),
    tables: tables instanceof Uint8Array ? tables : undefined,
    rgb: (await directory.loadValue('PhotometricInterpretation')) === PHOTOMETRIC_RGB,
  };
}

let native = false;

/** Whether JPEG blocks come out as RGB whatever the TIFF's PhotometricInterpretation says. */
export const jpegDecodesToRgb = () => native;

/** Uses the browser's JPEG decoder where this thread has one (a worker or page); a no-op in Node. */
export function registerNativeJpeg(): void {
  if (native || typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return;
  native = true;
  addDecoder(JPEG, async () => NativeJpegDecoder, parametersOf, false);
}
