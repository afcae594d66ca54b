/**
 * Opens a DICOM whole-slide image for OpenSeadragon, as openTiffSlide does a TIFF: a worker (dicom.worker.ts)
 * reads the instances by HTTP Range and decodes; the tile source (the TIFF route's) only draws. Browser only.
 */
import type OpenSeadragon from 'openseadragon';
import { DICOM_LOAD_FAILED } from './errors';
import { openWorkerSlide, type TiffOpenOptions, type TiffSlide } from '../tiff/open-slide';
import { TiffWorkerClient } from '../tiff/worker-client';

/**
 * `url`: the link's instance; `instances`: the other instances of its series (pyramid levels, label,
 * overview). Rejects with one of errors.ts's messages, READER_UNAVAILABLE, or the signal's AbortError.
 */
export function openDicomSlide(
  OSD: typeof OpenSeadragon,
  url: string,
  instances: readonly string[],
  options: TiffOpenOptions,
): Promise<TiffSlide> {
  const createClient = () =>
    new TiffWorkerClient(
      new Worker(new URL('./dicom.worker.ts', import.meta.url), { type: 'module', name: 'dicom-slide' }),
      DICOM_LOAD_FAILED,
    );
  return openWorkerSlide(
    OSD,
    createClient,
    (client, tries, signal) => client.open(url, tries, signal, [...instances]),
    options,
  );
}
