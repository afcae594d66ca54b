/**
 * Opens a slide kept in a DICOMweb archive and reads OpenSeadragon tiles from it as RGBA pixels, as reader.ts
 * does for Part 10 files: the series' metadata becomes the pyramid (web-pyramid.ts), each frame is read by
 * WADO-RS (web-client.ts) and decoded by the same FrameDecoder, and the TIFF route's pyramid arithmetic,
 * decoded-frame cache and resampling make the tiles. Runs wherever XMLHttpRequest does (a worker, a Node test
 * with jsdom's).
 *
 * When the metadata names no transfer syntax (Orthanc's does not), opening reads level 0's first frame so that
 * a coding the viewer cannot decode is refused at once, with the DICOM route's sentence, not tile by tile.
 */
import { magnificationFor } from '../../../../formats/mpp';
import { codingOf } from '../../../../formats/dicom/instance';
import { DecodedBlockCache } from '../tiff/block-cache';
import { buildGeometry, chooseTileSize, tileRegion } from '../tiff/pyramid';
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

export async function openDicomweb(
  source: DicomwebSource,
  decode: FrameDecoder,
  options: ArchiveClientOptions & { client?: ArchiveClient } = {},
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
  const metadata = await opening(() => client.metadata(signal));
  let pyramid = pyramidFromMetadata(metadata);
  if (!pyramid.transferSyntax) {
    const level0 = pyramid.levels[0]!;
    const probe = await opening(() =>
      client.frame(level0.sopInstanceUid, Math.max(1, frameNumber(level0, 0, 0)), signal),
    );
    const syntax = codedAs(level0, probe).transferSyntax;
    pyramid = pyramidFromMetadata(metadata, syntax);
  }
  const { levels } = pyramid;
  const infos = levelInfos(levels);
  const geometry = buildGeometry(infos, chooseTileSize(infos[0]!));

  const decoded = new DecodedBlockCache(DECODED_CACHE_BYTES);
  const caches = levels.map((level) => {
    const image = { tiles: null as Array<Promise<ArrayBufferLike>> | null };
    decoded.attach(image, whiteFrame(level).length);
    return image;
  });

  /** A decoded frame, shared by every tile that covers it (its read takes no tile's signal, as in reader.ts). */
  function block(index: number, column: number, row: number): Promise<Uint8Array> {
    const level = levels[index]!;
    const frame = frameNumber(level, column, row);
    if (frame < 1) return Promise.resolve(whiteFrame(level));
    const tiles = caches[index]!.tiles!;
    let pixels = tiles[frame];
    if (!pixels) {
      pixels = client
        .frame(level.sopInstanceUid, frame)
        .then((answer) => decode(answer.bytes, codedAs(level, answer)))
        .then((out) => out.buffer);
      tiles[frame] = pixels;
    }
    return pixels.then((buffer) => new Uint8Array(buffer));
  }

  const { mpp, mppFromFile } = pyramid.mpp;
  return {
    pyramid,
    info: { geometry, mpp, mppFromFile, magnification: magnificationFor(mpp.x) },
    async readTile(level, x, y, tileSignal) {
      const region = tileRegion(geometry, level, x, y);
      const grid = frameGrid(levels[region.level]!, (column, row) => block(region.level, column, row));
      const data = await readArea(grid, region.area, region.width, region.height);
      tileSignal?.throwIfAborted();
      return { data, width: region.width, height: region.height };
    },
    requests: () => client.requests(),
    close() {
      decoded.clear();
    },
  };
}
