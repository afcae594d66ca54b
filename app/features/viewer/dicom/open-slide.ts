/**
 * Opens a DICOM whole-slide image for OpenSeadragon, as openTiffSlide does a TIFF: a worker reads and decodes
 * (dicom.worker.ts: Part 10 instances by HTTP Range; dicomweb.worker.ts: a series from an archive by WADO-RS);
 * the tile source (the TIFF route's) only draws. Browser only.
 */
import type OpenSeadragon from 'openseadragon';
import { DICOMWEB_WORKER_NAME, type DicomwebSource } from './dicomweb-source';
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
    (client, tries, signal) => client.open(url, tries, signal, { instances: [...instances] }),
    options,
  );
}

/**
 * The series `source` names, read from its archive through the link's WADO-RS root (decision 158). Rejects as
 * openDicomSlide does, with the same sentences: to the reader it is the same DICOM slide, kept elsewhere.
 */
export function openDicomwebSlide(
  OSD: typeof OpenSeadragon,
  source: DicomwebSource,
  options: TiffOpenOptions,
): Promise<TiffSlide> {
  const createClient = () =>
    new TiffWorkerClient(
      new Worker(new URL('./dicomweb.worker.ts', import.meta.url), {
        type: 'module',
        name: DICOMWEB_WORKER_NAME,
      }),
      DICOM_LOAD_FAILED,
    );
  return openWorkerSlide(
    OSD,
    createClient,
    (client, tries, signal) => client.open(source.wadoRsRoot, tries, signal, { dicomweb: source }),
    options,
  );
}
