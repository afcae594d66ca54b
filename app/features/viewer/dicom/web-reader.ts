/**
 * Opens a slide kept in a DICOMweb archive and reads OpenSeadragon tiles from it as RGBA pixels, as reader.ts
 * does for Part 10 files: the series' metadata becomes the pyramid (web-pyramid.ts), each frame is read by
 * WADO-RS (web-client.ts) and decoded by the same FrameDecoder, and the TIFF route's pyramid arithmetic,
 * decoded-frame cache and resampling make the tiles. Runs wherever XMLHttpRequest does (a worker, a Node test
 * with jsdom's).
 *
 * Frames go to the archive together (decision 169): the frames one tile reads in one request (web-frames.ts),
 * and, as soon as the metadata is read, the frames of the tile OpenSeadragon draws first, decoded into the cache
 * before it asks, and that tile resampled while the page sets OpenSeadragon up. When the metadata names no transfer syntax (Orthanc's does not), opening waits for those frames
 * and reads the syntax from their answer, so that a coding the viewer cannot decode is refused at once, with the
 * DICOM route's sentence, not tile by tile; the frames it waited for are the first tile's, not a probe of their
 * own.
 */
import { magnificationFor } from '../../../../formats/mpp';
import { codingOf } from '../../../../formats/dicom/instance';
import { DecodedBlockCache } from '../tiff/block-cache';
import { buildGeometry, chooseTileSize, tileRegion, type TileGeometry } from '../tiff/pyramid';
import { readArea } from '../tiff/raster';
import type { TiffReader, TiffSlideInfo } from '../tiff/reader';
import type { DicomwebSource } from './dicomweb-source';
import { DICOM_LOAD_FAILED, dicomError, dicomUnsupported } from './errors';
import { DECODED_CACHE_BYTES, frameGrid, whiteFrame, type FrameDecoder } from './reader';
import {
  archiveClient,
  type ArchiveClient,
  type ArchiveClientOptions,
  type ArchiveFrame,
} from './web-client';
import { firstTile, tileFrames } from './web-frames';
import {
  frameNumber,
  levelInfos,
  pyramidFromMetadata,
  type DicomwebPyramid,
  type WebLevel,
} from './web-pyramid';

export interface DicomwebReader extends TiffReader {
  info: TiffSlideInfo;
  pyramid: DicomwebPyramid;
  /** WADO-RS requests made so far. */
  requests(): number;
}

/** The level as its frame was coded: the archive may send another syntax than the metadata names. */
function codedAs(level: WebLevel, frame: ArchiveFrame): WebLevel {
  const syntax = frame.transferSyntax ?? level.transferSyntax;
  const coding = codingOf(syntax);
  if (!coding) throw dicomError(dicomUnsupported(`transfer syntax (${syntax || 'unnamed'})`));
  return syntax === level.transferSyntax ? level : { ...level, transferSyntax: syntax, coding };
}

/** A frame asked for and not yet sent. */
interface Asked {
  promise: Promise<ArchiveFrame>;
  resolve(answer: ArchiveFrame): void;
  reject(error: unknown): void;
}
function ask(): Asked {
  let resolve!: Asked['resolve'];
  let reject!: Asked['reject'];
  const promise = new Promise<ArchiveFrame>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const geometryOf = (levels: readonly WebLevel[]): TileGeometry => {
  const infos = levelInfos(levels);
  return buildGeometry(infos, chooseTileSize(infos[0]!));
};

/** The metadata's JSON from bytes the page read, or null when they are not JSON (the archive is asked then). */
function jsonOf(bytes: ArrayBuffer | undefined): unknown {
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/**
 * `options.metadata`: the series' metadata as the page's boot script already read it (bounded as the client
 * bounds it), so the open asks the archive for frames only.
 */
export async function openDicomweb(
  source: DicomwebSource,
  decode: FrameDecoder,
  options: ArchiveClientOptions & { client?: ArchiveClient; metadata?: ArrayBuffer } = {},
  signal?: AbortSignal,
): Promise<DicomwebReader> {
  const client = options.client ?? archiveClient(source, options);
  const opening = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw dicomError(DICOM_LOAD_FAILED, error);
    }
  };
  const metadata = jsonOf(options.metadata) ?? (await opening(() => client.metadata(signal)));
  const named = pyramidFromMetadata(metadata);
  // The first tile's frames (level 0's first where that tile has none), asked for now; the open waits for them
  // only to learn a syntax the metadata does not name.
  const namedGeometry = geometryOf(named.levels);
  const wanted = tileFrames(namedGeometry, named.levels, firstTile(namedGeometry));
  const early = wanted.frames.length
    ? { level: named.levels[wanted.level]!, frames: wanted.frames }
    : { level: named.levels[0]!, frames: [Math.max(1, frameNumber(named.levels[0]!, 0, 0))] };
  const earlyAnswers = client.frames(early.level.sopInstanceUid, early.frames, signal);
  let pyramid = named;
  if (named.transferSyntax) earlyAnswers.catch(() => undefined);
  else {
    const answers = await opening(() => earlyAnswers);
    pyramid = pyramidFromMetadata(metadata, codedAs(early.level, answers[0]!).transferSyntax);
  }
  const { levels } = pyramid;
  const geometry = geometryOf(levels);

  const decoded = new DecodedBlockCache(DECODED_CACHE_BYTES);
  const caches = levels.map((level) => {
    const image = { tiles: null as Array<Promise<ArrayBufferLike>> | null };
    decoded.attach(image, whiteFrame(level).length);
    return image;
  });
  const decodeAs = (level: WebLevel, answer: ArchiveFrame) =>
    decode(answer.bytes, codedAs(level, answer)).then((out) => out.buffer);

  /** Frames asked for in this turn of the event loop, by level: sent together when it ends. */
  const asked = new Map<number, Map<number, Asked>>();
  function send() {
    const batch = [...asked];
    asked.clear();
    for (const [index, frames] of batch) {
      const numbers = [...frames.keys()];
      client.frames(levels[index]!.sopInstanceUid, numbers).then(
        (answers) => numbers.forEach((number, at) => frames.get(number)!.resolve(answers[at]!)),
        (error: unknown) => frames.forEach((frame) => frame.reject(error)),
      );
    }
  }
  function fetchFrame(index: number, frame: number): Promise<ArchiveFrame> {
    if (!asked.size) queueMicrotask(send);
    let frames = asked.get(index);
    if (!frames) asked.set(index, (frames = new Map()));
    let answer = frames.get(frame);
    if (!answer) frames.set(frame, (answer = ask()));
    return answer.promise;
  }

  // The first tile's frames, decoded as they come (when the level is still one of the pyramid's).
  const earlyIndex = levels.findIndex((level) => level.sopInstanceUid === early.level.sopInstanceUid);
  if (earlyIndex >= 0) {
    const tiles = caches[earlyIndex]!.tiles!;
    early.frames.forEach((frame, at) => {
      const tile = earlyAnswers.then((answers) => decodeAs(levels[earlyIndex]!, answers[at]!));
      // Kept for the tile that asks for it; a pane closed before any did (its open aborted) is no error of the page.
      tile.catch(() => undefined);
      tiles[frame] = tile;
    });
  }

  /**
   * A decoded frame, shared by every tile that covers it (its read takes no tile's signal, as in reader.ts). A
   * tile asks for all its frames at once (readArea), so they go in one request.
   */
  function block(index: number, column: number, row: number): Promise<Uint8Array> {
    const level = levels[index]!;
    const frame = frameNumber(level, column, row);
    if (frame < 1) return Promise.resolve(whiteFrame(level));
    const tiles = caches[index]!.tiles!;
    let pixels = tiles[frame];
    if (!pixels) {
      pixels = fetchFrame(index, frame).then((answer) => decodeAs(level, answer));
      tiles[frame] = pixels;
    }
    return pixels.then((buffer) => new Uint8Array(buffer));
  }

  async function tilePixels(level: number, x: number, y: number) {
    const region = tileRegion(geometry, level, x, y);
    const grid = frameGrid(levels[region.level]!, (column, row) => block(region.level, column, row));
    const data = await readArea(grid, region.area, region.width, region.height);
    return { data, width: region.width, height: region.height };
  }
  // The first tile itself, resampled while the page sets OpenSeadragon up: handed to the first read of it.
  const first = firstTile(geometry);
  let firstPixels: ReturnType<typeof tilePixels> | null = tilePixels(first.level, first.x, first.y);
  firstPixels.catch(() => undefined);

  const { mpp, mppFromFile } = pyramid.mpp;
  return {
    pyramid,
    info: { geometry, mpp, mppFromFile, magnification: magnificationFor(mpp.x) },
    async readTile(level, x, y, tileSignal) {
      const made = firstPixels && level === first.level && x === first.x && y === first.y;
      const pixels = made ? firstPixels! : tilePixels(level, x, y);
      if (made) firstPixels = null;
      const tile = await pixels;
      tileSignal?.throwIfAborted();
      return tile;
    },
    requests: () => client.requests(),
    close() {
      firstPixels = null;
      decoded.clear();
    },
  };
}
