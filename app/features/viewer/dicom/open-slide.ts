/**
 * Opens a DICOM whole-slide image for OpenSeadragon, as openTiffSlide does a TIFF: a worker (dicom.worker.ts)
 * reads the instances by HTTP Range and decodes; the tile source (the TIFF route's) only draws. Browser only.
 */
import type OpenSeadragon from 'openseadragon';
import { withChunkRetries } from '../../../lib/chunk-retry';
import { isChunkLoadError } from '../tiff/errors';
import { DICOM_LOAD_FAILED } from './errors';
import { READER_UNAVAILABLE, type TiffOpenOptions, type TiffSlide } from '../tiff/open-slide';
import { createTiffTileSource } from '../tiff/tile-source';
import { TiffWorkerClient } from '../tiff/worker-client';

/**
 * `url`: the link's instance; `instances`: the other instances of its series (pyramid levels, label,
 * overview). Rejects with one of errors.ts's messages, READER_UNAVAILABLE, or the signal's AbortError.
 */
export async function openDicomSlide(
  OSD: typeof OpenSeadragon,
  url: string,
  instances: readonly string[],
  { timeoutMs, retries, retryDelayMs, signal }: TiffOpenOptions,
): Promise<TiffSlide> {
  signal?.throwIfAborted();
  const { client, info } = await withChunkRetries(
    async () => {
      const worker = new Worker(new URL('./dicom.worker.ts', import.meta.url), {
        type: 'module',
        name: 'dicom-slide',
      });
      const client = new TiffWorkerClient(worker, DICOM_LOAD_FAILED);
      try {
        const options = { timeoutMs, retries, retryDelayMs };
        return { client, info: await client.open(url, options, signal, [...instances]) };
      } catch (error) {
        client.terminate();
        throw error;
      }
    },
    { signal, retryable: isChunkLoadError },
  ).catch((error: unknown) => {
    throw isChunkLoadError(error) ? new Error(READER_UNAVAILABLE, { cause: error }) : error;
  });
  const { geometry } = info;
  const source = createTiffTileSource(OSD, geometry, client, timeoutMs);
  return {
    tileSource: source.tileSource,
    width: geometry.width,
    height: geometry.height,
    levels: geometry.levels.length,
    mpp: info.mpp,
    mppFromFile: info.mppFromFile,
    magnification: info.magnification,
    destroy() {
      source.close();
      client.terminate();
    },
  };
}
