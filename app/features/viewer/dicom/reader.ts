/**
 * Opens a DICOM whole-slide image by HTTP Range — one instance or several of one series (pyramid levels, label,
 * overview) — and reads OpenSeadragon tiles from it as RGBA pixels. Runs wherever `fetch` does: in the viewer's
 * worker (dicom.worker.ts, with the browser's decoders) and in Node tests (with a decoder passed in).
 *
 * Opening fails with one of errors.ts's messages: a file that is not DICOM or cannot be fetched → DICOM_LOAD_FAILED;
 * no tiled image that is not a label or overview → DICOM_NOT_A_SLIDE; a coding the viewer cannot decode →
 * 'the DICOM file's transfer syntax (…) is not supported'; a header, offset table or last frame past the end of
 * the file → DICOM_INCOMPLETE.
 */
import { DecodedBlockCache } from '../tiff/block-cache';
import { HttpStatusError } from '../tiff/errors';
import { magnificationFor } from '../../../../formats/mpp';
import { buildGeometry, chooseTileSize, selectLevels, tileRegion, type TiffImageInfo } from '../tiff/pyramid';
import type { RangeClientOptions } from '../tiff/range-client';
import { readArea, type BlockGrid } from '../tiff/raster';
import type { TiffReader, TiffSlideInfo } from '../tiff/reader';
import { readDicomHeader, type DicomHeader } from '../../../../formats/dicom/dataset';
import {
  DICOM_INCOMPLETE,
  DICOM_LOAD_FAILED,
  DICOM_NOT_A_SLIDE,
  dicomError,
  dicomUnsupported,
} from './errors';
import { DicomTruncatedError } from '../../../../formats/dicom/errors';
import { locateFrames, readFrame, type FrameTable } from '../../../../formats/dicom/frames';
import {
  describeInstance,
  frameAt,
  isAssociated,
  unsupported,
  type DicomInstance,
} from '../../../../formats/dicom/instance';
import { RangeReader } from './range-reader';

/** Decoded frames kept per slide, as the TIFF route's decoded blocks (see tiff/block-cache.ts). */
export const DECODED_CACHE_BYTES = 96 * 1024 * 1024;

/**
 * A frame's pixels: `tileWidth × tileHeight` pixels, 3 bytes each (RGB) or 1 (grey, when samplesPerPixel is 1).
 */
export type FrameDecoder = (frame: Uint8Array, instance: DicomInstance) => Promise<Uint8Array>;

export interface DicomSlideInfo extends TiffSlideInfo {
  /** How each level's frames were located (for tests and the documentation's figures). */
  frameTables: FrameTable['source'][];
}

export interface DicomReader extends TiffReader {
  info: DicomSlideInfo;
  /** Range requests made so far, over every instance. */
  requests(): number;
}

interface Opened {
  reader: RangeReader;
  header: DicomHeader;
  instance: DicomInstance | null;
}

/** The spec's message for what went wrong while opening (the real error kept as its cause). */
function openingError(error: unknown): Error {
  const truncated =
    error instanceof DicomTruncatedError || (error instanceof HttpStatusError && error.status === 416);
  return dicomError(truncated ? DICOM_INCOMPLETE : DICOM_LOAD_FAILED, error);
}

async function openInstance(url: string, options: RangeClientOptions, signal?: AbortSignal): Promise<Opened> {
  const reader = new RangeReader(url, options);
  reader.fetchSignal = signal;
  const header = await readDicomHeader(reader, signal);
  return { reader, header, instance: describeInstance(header) };
}

const WHITE = 255;

/** A frame of glass: what a tile without a frame shows. */
export const whiteFrame = (instance: DicomInstance) =>
  new Uint8Array(instance.tileWidth * instance.tileHeight * (instance.samplesPerPixel === 1 ? 1 : 3)).fill(
    WHITE,
  );

/** A level's decoded frames as the TIFF route's block grid, which resamples them into OpenSeadragon tiles. */
export function frameGrid(instance: DicomInstance, block: BlockGrid['block']): BlockGrid {
  return {
    width: instance.width,
    height: instance.height,
    blockWidth: instance.tileWidth,
    blockHeight: instance.tileHeight,
    samplesPerPixel: instance.samplesPerPixel === 1 ? 1 : 3,
    colour:
      instance.samplesPerPixel !== 1
        ? 'rgb'
        : instance.photometric === 'MONOCHROME1' && instance.coding === 'native'
          ? 'grey-inverted'
          : 'grey',
    block,
  };
}

export async function openDicom(
  urls: readonly string[],
  options: RangeClientOptions,
  decode: FrameDecoder,
  signal?: AbortSignal,
): Promise<DicomReader> {
  let opened: Opened[];
  try {
    opened = await Promise.all(urls.map((url) => openInstance(url, options, signal)));
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw openingError(error);
  }
  // The link's own instance names the series; instances of other series are not levels of this slide.
  const series = opened[0]?.instance?.seriesInstanceUid;
  const candidates = opened.filter(
    (o): o is Opened & { instance: DicomInstance } =>
      o.instance !== null &&
      !isAssociated(o.instance) &&
      (!series || !o.instance.seriesInstanceUid || o.instance.seriesInstanceUid === series),
  );
  const infos: TiffImageInfo[] = candidates.map(({ instance }, index) => ({
    index,
    width: instance.width,
    height: instance.height,
    tiled: true,
    tileWidth: instance.tileWidth,
    tileHeight: instance.tileHeight,
  }));
  const level0 = selectLevels(infos)[0];
  if (!level0) throw dicomError(DICOM_NOT_A_SLIDE);
  const refusal = unsupported(candidates[level0.index]!.instance);
  if (refusal) throw dicomError(dicomUnsupported(refusal));
  // Reduced levels the viewer cannot decode are left out rather than failing the slide.
  const chosen = selectLevels(infos.filter((info) => !unsupported(candidates[info.index]!.instance)));
  const levels = chosen.map((info) => candidates[info.index]!);

  let tables: FrameTable[];
  try {
    tables = await Promise.all(levels.map((o) => locateFrames(o.reader, o.header, o.instance, signal)));
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw openingError(error);
  }
  const geometry = buildGeometry(chosen, chooseTileSize(chosen[0]!));
  const { mpp, mppFromFile } = levels[0]!.instance.mpp;
  for (const o of opened) {
    o.reader.fetchSignal = undefined;
    // From here on OpenSeadragon retries whole tiles.
    o.reader.client.retries = 0;
  }

  const decoded = new DecodedBlockCache(DECODED_CACHE_BYTES);
  const caches = levels.map(({ instance }) => {
    const image = { tiles: null as Array<Promise<ArrayBufferLike>> | null };
    const channels = instance.samplesPerPixel === 1 ? 1 : 3;
    decoded.attach(image, instance.tileWidth * instance.tileHeight * channels);
    return image;
  });

  /**
   * A decoded frame, shared by every tile that covers it: its read takes no tile's signal, so one tile's abort
   * never fails another tile waiting for the same frame.
   */
  function block(index: number, column: number, row: number): Promise<Uint8Array> {
    const { reader, instance } = levels[index]!;
    const frame = frameAt(instance, column, row);
    // A sparse image without a frame here shows glass: white.
    if (frame < 0) return Promise.resolve(whiteFrame(instance));
    const tiles = caches[index]!.tiles!;
    let pixels = tiles[frame];
    if (!pixels) {
      pixels = readFrame(reader, tables[index]!.frames[frame]!)
        .then((bytes) => decode(bytes, instance))
        .then((out) => out.buffer);
      tiles[frame] = pixels;
    }
    return pixels.then((buffer) => new Uint8Array(buffer));
  }

  return {
    info: {
      geometry,
      mpp,
      mppFromFile,
      magnification: magnificationFor(mpp.x),
      frameTables: tables.map((table) => table.source),
    },
    async readTile(level, x, y, tileSignal) {
      const region = tileRegion(geometry, level, x, y);
      const { instance } = levels[region.level]!;
      const grid = frameGrid(instance, (column, row) => block(region.level, column, row));
      const data = await readArea(grid, region.area, region.width, region.height);
      tileSignal?.throwIfAborted();
      return {
        data,
        width: region.width,
        height: region.height,
      };
    },
    requests: () => opened.reduce((sum, o) => sum + o.reader.requests, 0),
    close() {
      decoded.clear();
    },
  };
}
