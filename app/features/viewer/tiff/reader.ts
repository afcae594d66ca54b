/**
 * Opens a TIFF slide by HTTP Range with geotiff and reads OpenSeadragon tiles from it as RGBA pixels. Runs
 * wherever `fetch` does: in the viewer's Web Worker (tiff.worker.ts) and in Node tests.
 *
 * Opening fails with exactly one of the spec's messages: the file cannot be fetched or parsed → 'Failed to
 * load TIFF file…'; no image usable as the slide → 'Failed to prepare TIFF file…'; the file ends before its
 * directories, or a tile offset or byte count is missing, zero or beyond the end of the file in any level used
 * → 'TIFF file is incomplete or corrupted'. A compression geotiff cannot decode fails with geotiff's own
 * message, at open rather than tile by tile.
 */
import {
  fromCustomClient,
  getDecoder,
  type DecoderWorker,
  type GeoTIFF,
  type GeoTIFFImage,
  type ImageFileDirectory,
  type Pool,
  type RemoteSourceOptions,
  type TypedArray,
} from 'geotiff';
import { DecodedBlockCache } from './block-cache';
import {
  HttpStatusError,
  TIFF_INCOMPLETE,
  TIFF_LOAD_FAILED,
  TIFF_PREPARE_FAILED,
  chunkLoadError,
  isDownloadFailure,
  tiffError,
} from './errors';
import { magnificationFor, readMpp, type Mpp } from '../../../../formats/mpp';
import { jpegDecodesToRgb } from './native-jpeg';
import { checkBlockOffsets, expectedBlockCount } from './offsets';
import {
  buildGeometry,
  chooseTileSize,
  selectLevels,
  tileRegion,
  type TileGeometry,
  type TiffImageInfo,
} from './pyramid';
import { RangeClient, type RangeClientOptions } from './range-client';
import { readArea, type BlockGrid, type ColourModel } from './raster';

/** Spec §9: the image reader's block size and cache. */
export const BLOCK_SIZE = 65_536;
export const BLOCK_CACHE_SIZE = 100;
/** Spec §9 allows nearest and bilinear; bilinear looks right when a coarser OpenSeadragon level is read. */
export const RESAMPLE_METHOD = 'bilinear';
/**
 * Decoded blocks kept per slide (see block-cache.ts). Enough for a stripped NDPI's four levels (77 MB, where any
 * tile of a level decodes the level's single strip) and for every block of a single-level slide of 30 megapixels
 * (so zooming out through OpenSeadragon's levels decodes each block once).
 */
export const DECODED_CACHE_BYTES = 96 * 1024 * 1024;

export interface TiffSlideInfo extends Mpp {
  geometry: TileGeometry;
  magnification: number;
}

/** A tile's pixels, RGBA (opaque), row by row. */
export interface TilePixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface TiffReader {
  info: TiffSlideInfo;
  readTile(level: number, x: number, y: number, signal?: AbortSignal): Promise<TilePixels>;
  close(): void;
}

const PHOTOMETRIC = { whiteIsZero: 0, blackIsZero: 1, rgb: 2, ycbcr: 6 } as const;
/** PhotometricInterpretation values geotiff's readRGB turns into RGB. */
const READABLE_PHOTOMETRIC = new Set([0, 1, 2, 3, 5, 6, 8]);
const COMPRESSION_JPEG = 7;

interface LevelImage {
  image: GeoTIFFImage;
  directory: ImageFileDirectory;
  bitsPerSample: number;
  samplesPerPixel: number;
  compression: number;
  photometric: number;
  /** geotiff's decoder for this level, made once (see bindDecoder). */
  decoder: DecoderWorker;
  pool: Pool;
}

const first = (value: unknown, fallback: number): number => {
  if (typeof value === 'number') return value;
  if (ArrayBuffer.isView(value) || Array.isArray(value))
    return Number((value as unknown as ArrayLike<number>)[0]);
  return fallback;
};

async function describe(image: GeoTIFFImage, index: number): Promise<TiffImageInfo> {
  const directory = image.getFileDirectory();
  const description = await directory.loadValue('ImageDescription');
  return {
    index,
    width: image.getWidth(),
    height: image.getHeight(),
    tiled: image.isTiled,
    tileWidth: image.getTileWidth(),
    tileHeight: image.getTileHeight(),
    subfileType: first(await directory.loadValue('NewSubfileType'), 0),
    description: typeof description === 'string' ? description : undefined,
  };
}

/**
 * The decoder geotiff would make for this image, with geotiff's own parameters (JPEG tables and the like), made
 * once instead of per read: a zero-pixel read hands them to a pool that keeps them. Throws geotiff's message
 * ('Unknown compression method identifier…', 'old style JPEG compression is not supported.') when there is no
 * decoder for the compression.
 */
async function bindDecoder(image: GeoTIFFImage): Promise<{ decoder: DecoderWorker; pool: Pool }> {
  const made: { decoder?: ReturnType<typeof getDecoder>; compression?: number } = {};
  let parameters: Parameters<typeof getDecoder>[1] | undefined;
  const decoder: DecoderWorker = { decode: async (buffer) => (await made.decoder!).decode(buffer) };
  const pool = {
    bindParameters(compression: number, bound: Parameters<typeof getDecoder>[1]) {
      made.compression = compression;
      parameters = bound;
      return decoder;
    },
  } as unknown as Pool;
  await image.readRasters({ window: [0, 0, 0, 0], samples: [0], pool });
  if (made.compression === undefined || !parameters) throw new Error('geotiff did not bind a decoder.');
  made.decoder = getDecoder(made.compression, parameters);
  try {
    await made.decoder;
  } catch (error) {
    // A decoder that could not be downloaded is worth another try; a decoder's refusal is the answer.
    throw isDownloadFailure(error) ? chunkLoadError(error) : error;
  }
  return { decoder, pool };
}

async function levelImage(image: GeoTIFFImage): Promise<LevelImage> {
  const directory = image.getFileDirectory();
  const [bitsPerSample, compression, photometric] = await Promise.all([
    directory.loadValue('BitsPerSample'),
    directory.loadValue('Compression'),
    directory.loadValue('PhotometricInterpretation'),
  ]);
  return {
    image,
    directory,
    bitsPerSample: first(bitsPerSample, 1),
    samplesPerPixel: image.getSamplesPerPixel(),
    compression: first(compression, 1),
    photometric: first(photometric, -1),
    // Bound after the offsets are checked (binding reads the JPEG tables).
    decoder: { decode: () => Promise.reject(new Error('Decoder not bound.')) },
    pool: null as unknown as Pool,
  };
}

/** The slide can be shown only if level 0 is 8- or 16-bit in a colour model readRGB understands. */
function usable(level: LevelImage): boolean {
  return (
    READABLE_PHOTOMETRIC.has(level.photometric) &&
    (level.bitsPerSample === 8 || level.bitsPerSample === 16) &&
    (level.photometric !== PHOTOMETRIC.rgb || level.samplesPerPixel >= 3)
  );
}

/** How raster.ts turns this level's samples into RGB, or null when geotiff's readRGB must do it. */
function colourModel(level: LevelImage): ColourModel | null {
  const { image, bitsPerSample, samplesPerPixel, photometric, compression } = level;
  if (image.planarConfiguration !== 1 || bitsPerSample !== 8) return null;
  if (photometric === PHOTOMETRIC.rgb && samplesPerPixel >= 3) return 'rgb';
  // YCbCr is only stored full-size per pixel when JPEG compresses it; the browser's decoder returns RGB.
  if (photometric === PHOTOMETRIC.ycbcr && samplesPerPixel === 3 && compression === COMPRESSION_JPEG) {
    return jpegDecodesToRgb() ? 'rgb' : 'ycbcr';
  }
  if (photometric === PHOTOMETRIC.blackIsZero && samplesPerPixel === 1) return 'grey';
  if (photometric === PHOTOMETRIC.whiteIsZero && samplesPerPixel === 1) return 'grey-inverted';
  return null;
}

/** geotiff's block cache reports any failed request as 'Request failed'; the client kept the real error. */
const realError = (error: unknown, client: RangeClient): unknown =>
  error instanceof Error && error.message === 'Request failed' && client.lastFailure
    ? client.lastFailure
    : error;

/** Structures that run past the end of a truncated file show up as a 416 or as a read beyond the data. */
const truncation = (error: unknown) =>
  error instanceof RangeError || (error instanceof HttpStatusError && error.status === 416);

/** A truncated file keeps a valid header but its image directories point past its end. */
function directoriesInside(tiff: GeoTIFF, images: GeoTIFFImage[], fileSize: number | null): boolean {
  if (fileSize === null) return true;
  const offsets = [tiff.firstIFDOffset, ...images.map((image) => image.getFileDirectory().nextIFDByteOffset)];
  return offsets.every((offset) => offset < fileSize);
}

async function checkOffsets(level: LevelImage, client: RangeClient): Promise<void> {
  const { image, directory } = level;
  let offsets: unknown;
  let byteCounts: unknown;
  try {
    [offsets, byteCounts] = await Promise.all([
      directory.loadValue(image.isTiled ? 'TileOffsets' : 'StripOffsets'),
      directory.loadValue(image.isTiled ? 'TileByteCounts' : 'StripByteCounts'),
    ]);
  } catch (failure) {
    const error = realError(failure, client);
    throw tiffError(truncation(error) ? TIFF_INCOMPLETE : TIFF_LOAD_FAILED, error);
  }
  checkBlockOffsets(
    offsets as ArrayLike<number>,
    byteCounts as ArrayLike<number>,
    expectedBlockCount({
      width: image.getWidth(),
      height: image.getHeight(),
      tiled: image.isTiled,
      blockWidth: image.getTileWidth(),
      blockHeight: image.getTileHeight(),
      planarConfiguration: image.planarConfiguration,
      samplesPerPixel: level.samplesPerPixel,
    }),
    client.fileSize,
  );
}

async function readMppOf(directory: ImageFileDirectory): Promise<Mpp> {
  const [description, xResolution, yResolution, resolutionUnit] = await Promise.all([
    directory.loadValue('ImageDescription'),
    directory.loadValue('XResolution'),
    directory.loadValue('YResolution'),
    directory.loadValue('ResolutionUnit'),
  ]);
  return readMpp({
    description: typeof description === 'string' ? description : undefined,
    xResolution: xResolution as ArrayLike<number> | undefined,
    yResolution: yResolution as ArrayLike<number> | undefined,
    resolutionUnit: typeof resolutionUnit === 'number' ? resolutionUnit : undefined,
  });
}

async function openFile(
  client: RangeClient,
  signal?: AbortSignal,
): Promise<{ tiff: GeoTIFF; images: GeoTIFFImage[] }> {
  try {
    const options: RemoteSourceOptions & { blockSize: number; cacheSize: number } = {
      allowFullFile: false,
      blockSize: BLOCK_SIZE,
      cacheSize: BLOCK_CACHE_SIZE,
    };
    const tiff = await fromCustomClient(client, options, signal);
    const count = await tiff.getImageCount();
    const images = await Promise.all(Array.from({ length: count }, (_, index) => tiff.getImage(index)));
    if (!directoriesInside(tiff, images, client.fileSize)) throw tiffError(TIFF_INCOMPLETE);
    return { tiff, images };
  } catch (failure) {
    if (signal?.aborted) throw signal.reason;
    if (failure instanceof Error && failure.message === TIFF_INCOMPLETE) throw failure;
    const error = realError(failure, client);
    const truncated = client.fileSize !== null && truncation(error);
    throw tiffError(truncated ? TIFF_INCOMPLETE : TIFF_LOAD_FAILED, error);
  }
}

/** Interleaved RGB (8- or 16-bit) from geotiff's readRGB → opaque RGBA bytes. */
function toRgba(
  rgb: TypedArray,
  width: number,
  height: number,
  bitsPerSample: number,
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = width * height;
  const rgba = new Uint8ClampedArray(pixels * 4);
  const shift = bitsPerSample > 8 ? bitsPerSample - 8 : 0;
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += 3, o += 4) {
    rgba[o] = rgb[i]! >> shift;
    rgba[o + 1] = rgb[i + 1]! >> shift;
    rgba[o + 2] = rgb[i + 2]! >> shift;
    rgba[o + 3] = 255;
  }
  return rgba;
}

/** All the results, once every promise has settled; else the reason of the first (in order) that failed. */
async function inOrder<T>(promises: Array<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

export async function openTiff(
  url: string,
  options: RangeClientOptions,
  signal?: AbortSignal,
): Promise<TiffReader> {
  const client = new RangeClient(url, options);
  const { tiff, images } = await openFile(client, signal);

  let levels: LevelImage[];
  let chosen: TiffImageInfo[];
  try {
    chosen = selectLevels(await Promise.all(images.map(describe)));
    levels = await Promise.all(chosen.map((info) => levelImage(images[info.index]!)));
  } catch (error) {
    throw tiffError(TIFF_LOAD_FAILED, realError(error, client));
  }
  if (!levels[0] || !usable(levels[0])) throw tiffError(TIFF_PREPARE_FAILED);

  // Every level at once (their Range reads share requests), failing as a level-by-level check would: with the
  // first level's error.
  await inOrder(levels.map((level) => checkOffsets(level, client)));
  const binding = inOrder(levels.map((level) => bindDecoder(level.image)));
  const reading = readMppOf(levels[0].directory);
  reading.catch(() => undefined);
  const bound = await binding;
  const mpp = await reading;
  levels.forEach((level, index) => Object.assign(level, bound[index]));

  const geometry = buildGeometry(chosen, chooseTileSize(chosen[0]!));
  // From here on OpenSeadragon retries whole tiles.
  client.retries = 0;

  const decoded = new DecodedBlockCache(DECODED_CACHE_BYTES);
  for (const { image, samplesPerPixel, bitsPerSample } of levels) {
    decoded.attach(
      image,
      image.getTileWidth() * image.getTileHeight() * samplesPerPixel * Math.ceil(bitsPerSample / 8),
    );
  }

  async function readTile(
    level: number,
    x: number,
    y: number,
    tileSignal?: AbortSignal,
  ): Promise<TilePixels> {
    const region = tileRegion(geometry, level, x, y);
    const source = levels[region.level]!;
    const { image } = source;
    const colour = colourModel(source);
    if (colour) {
      const grid: BlockGrid = {
        width: image.getWidth(),
        height: image.getHeight(),
        blockWidth: image.getTileWidth(),
        blockHeight: image.getTileHeight(),
        samplesPerPixel: source.samplesPerPixel,
        colour,
        block: async (column, row) =>
          new Uint8Array((await image.getTileOrStrip(column, row, 0, source.decoder, tileSignal)).data),
      };
      return { data: await readArea(grid, region.area, region.width, region.height), ...region };
    }
    const rgb = await image.readRGB({
      window: region.window,
      width: region.width,
      height: region.height,
      resampleMethod: RESAMPLE_METHOD,
      interleave: true,
      pool: source.pool,
      signal: tileSignal,
    });
    return { data: toRgba(rgb, region.width, region.height, source.bitsPerSample), ...region };
  }

  return {
    info: { geometry, ...mpp, magnification: magnificationFor(mpp.mpp.x) },
    async readTile(level, x, y, tileSignal) {
      try {
        const { data, width, height } = await readTile(level, x, y, tileSignal);
        return { data, width, height };
      } catch (error) {
        throw realError(error, client);
      }
    },
    close() {
      decoded.clear();
      void tiff.close();
    },
  };
}
