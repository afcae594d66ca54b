/**
 * JPEG 2000 tiles for geotiff, decoded by OpenJPEG compiled to WebAssembly (@cornerstonejs/codec-openjpeg):
 * Aperio's 33003 (YCbCr) and 33005 (RGB) raw codestreams and the standard 34712 (tifffile writes JP2 boxes; the
 * decoder reads both). The codec (55 KB script, 260 KB wasm) loads on the first JPEG 2000 tile only.
 */
import type { J2KFrameInfo, OpenJpegModule } from '@cornerstonejs/codec-openjpeg/decodewasmjs';
import { addDecoder, BaseDecoder, type ImageFileDirectory } from 'geotiff';
import { blockLayoutOf } from './decoder-parameters';
import { chunkLoadError } from './errors';

export const JPEG2000_COMPRESSIONS = { aperioYCbCr: 33003, aperioRGB: 33005, jpeg2000: 34712 } as const;

const PHOTOMETRIC_YCBCR = 6;

type BaseParameters = ConstructorParameters<typeof BaseDecoder>[0];
interface Jpeg2000Parameters extends BaseParameters {
  samplesPerPixel: number;
  /** The codestream holds YCbCr that the TIFF does not declare as such (Aperio 33003): convert here. */
  toRgb: boolean;
}

let codec: Promise<OpenJpegModule> | null = null;
let wasmLocation: string | undefined;

/** Loads the codec once. In the browser the wasm comes from `wasmUrl`; in Node the codec finds its own file. */
function openJpeg(): Promise<OpenJpegModule> {
  codec ??= (async () => {
    const { default: createOpenJpeg } = await import('@cornerstonejs/codec-openjpeg/decodewasmjs');
    let wasmBinary: ArrayBuffer | undefined;
    if (wasmLocation) {
      const response = await fetch(wasmLocation);
      if (!response.ok) throw chunkLoadError(`${wasmLocation}: HTTP ${response.status}`);
      wasmBinary = await response.arrayBuffer();
    }
    // OpenJPEG reports progress ("[INFO] Main header has been correctly decoded.") on stdout/stderr: silence it.
    const quiet = () => undefined;
    return createOpenJpeg({ wasmBinary, print: quiet, printErr: quiet });
  })();
  codec.catch(() => {
    codec = null;
  });
  return codec;
}

/** JPEG's YCbCr (full range, as JPEG 2000's irreversible transform) to RGB, in place, for 8-bit pixels. */
export function yCbCrToRgb(pixels: Uint8Array): void {
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const y = pixels[i]!;
    const cb = pixels[i + 1]! - 128;
    const cr = pixels[i + 2]! - 128;
    pixels[i] = clamp(y + 1.402 * cr);
    pixels[i + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr);
    pixels[i + 2] = clamp(y + 1.772 * cb);
  }
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/**
 * geotiff expects a whole block (tileWidth × tileHeight); a codestream may be smaller at the image's edge, so
 * its rows are copied into a block of the declared size.
 */
function toBlock(decoded: Uint8Array, frame: J2KFrameInfo, parameters: Jpeg2000Parameters): Uint8Array {
  const bytesPerPixel = frame.componentCount * Math.ceil(frame.bitsPerSample / 8);
  const { tileWidth, tileHeight } = parameters;
  if (frame.componentCount !== parameters.samplesPerPixel) {
    throw new Error(
      `JPEG 2000 tile has ${frame.componentCount} components, the TIFF declares ${parameters.samplesPerPixel}`,
    );
  }
  if (frame.width === tileWidth && frame.height === tileHeight) return decoded.slice();
  const block = new Uint8Array(tileWidth * tileHeight * bytesPerPixel);
  const rowBytes = Math.min(frame.width, tileWidth) * bytesPerPixel;
  for (let row = 0; row < Math.min(frame.height, tileHeight); row++) {
    const start = row * frame.width * bytesPerPixel;
    block.set(decoded.subarray(start, start + rowBytes), row * tileWidth * bytesPerPixel);
  }
  return block;
}

/** One codestream (or JP2 file) decoded by OpenJPEG, for readers other than geotiff's (the DICOM route). */
export async function decodeJpeg2000(
  encoded: Uint8Array,
): Promise<{ pixels: Uint8Array; frame: J2KFrameInfo }> {
  const { J2KDecoder } = await openJpeg();
  const decoder = new J2KDecoder();
  try {
    decoder.getEncodedBuffer(encoded.length).set(encoded);
    decoder.decode();
    return { pixels: decoder.getDecodedBuffer().slice(), frame: decoder.getFrameInfo() };
  } finally {
    decoder.delete();
  }
}

class Jpeg2000Decoder extends BaseDecoder {
  override async decodeBlock(buffer: ArrayBufferLike): Promise<ArrayBufferLike> {
    const parameters = this.parameters as Jpeg2000Parameters;
    const { J2KDecoder } = await openJpeg();
    const decoder = new J2KDecoder();
    try {
      const encoded = new Uint8Array(buffer);
      decoder.getEncodedBuffer(encoded.length).set(encoded);
      decoder.decode();
      const block = toBlock(decoder.getDecodedBuffer(), decoder.getFrameInfo(), parameters);
      if (parameters.toRgb && parameters.samplesPerPixel === 3) yCbCrToRgb(block);
      return block.buffer;
    } finally {
      decoder.delete();
    }
  }
}

async function parametersOf(
  directory: ImageFileDirectory,
  ycbcrCodestream: boolean,
): Promise<Jpeg2000Parameters> {
  return {
    ...(await blockLayoutOf(directory)),
    toRgb: ycbcrCodestream && (await directory.loadValue('PhotometricInterpretation')) !== PHOTOMETRIC_YCBCR,
  };
}

let registered = false;

/**
 * Registers the decoder with geotiff (once per thread). `wasmUrl`: where the browser fetches the codec's
 * WebAssembly (a Vite `?url` import); leave it out in Node.
 */
export function registerJpeg2000(options: { wasmUrl?: string } = {}): void {
  wasmLocation = options.wasmUrl ?? wasmLocation;
  if (registered) return;
  registered = true;
  // The codec loads with the decoder (while the slide opens), so a download that fails is retried there
  // rather than failing tiles later.
  const importDecoder = async () => {
    await openJpeg();
    return Jpeg2000Decoder;
  };
  addDecoder(
    [JPEG2000_COMPRESSIONS.aperioRGB, JPEG2000_COMPRESSIONS.jpeg2000],
    importDecoder,
    (directory) => parametersOf(directory, false),
    false,
  );
  addDecoder(
    JPEG2000_COMPRESSIONS.aperioYCbCr,
    importDecoder,
    (directory) => parametersOf(directory, true),
    false,
  );
}
