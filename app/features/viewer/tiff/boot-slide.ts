/**
 * The first slide on a first visit when a worker reads it (a TIFF file, or a series in an archive), opened by the
 * page's boot script (osd/boot.tsx) before the page's modules: this module is imported by the boot alone, as its
 * own small file (`?worker&url`: Vite bundles it self-contained, under one content-hashed name in the browser and
 * server builds). It holds only the tile source and the worker's client; OpenSeadragon is the page's global,
 * passed in (nothing of it is bundled here), and the worker is the one the boot started, already reading the file
 * or series. Imports stay relative and must stay small: no React, no app modules beyond these.
 */
import type OpenSeadragon from 'openseadragon';
import type { OpenedSlide, TilePreset } from '../osd/tile-source.client';
import type { SlideLink } from '../slide-links';
import { afterSlideChange } from '../after-slide-change';
import { magnificationOf } from '../scale-bar';
import { DICOM_LOAD_FAILED } from '../dicom/errors';
import { archiveScale } from '../osd/slide-route';
import { TIFF_LOAD_FAILED } from './errors';
import { createTiffTileSource } from './tile-source';
import { spareWorker, TiffWorkerClient, type SpareWorker } from './worker-client';

/**
 * A slide's scale from its link and its reader: the link's (the server read the file) wins over the reader's
 * fall-back. Shared with `openSlideSource`.
 */
export function slideScale(
  link: Pick<SlideLink, 'mpp' | 'magnification'>,
  reader: { mpp: { x: number; y: number }; magnification: number; mppFromFile: boolean },
): Pick<OpenedSlide, 'mpp' | 'magnification' | 'scaleKnown'> {
  const mpp = link.mpp ?? reader.mpp;
  return {
    mpp,
    magnification: link.magnification ?? (link.mpp ? magnificationOf(mpp.x) : reader.magnification),
    scaleKnown: Boolean(link.mpp ?? link.magnification) || reader.mppFromFile,
  };
}

/**
 * Opens `link` with the boot's worker (its reader answers this open from the read it started) and makes its tile
 * source with the page's OpenSeadragon: the slide as the pane's `openSlideSource` would give it. A link that
 * names a series in an archive is that series, read by the DICOMweb worker with the DICOM route's sentences and
 * the series' own scale (osd/slide-route.ts); any other is a TIFF file. Rejects as the worker client does; the
 * worker is stopped then.
 */
export async function openBootedSlide(
  OSD: typeof OpenSeadragon,
  reader: SpareWorker,
  link: SlideLink,
  { timeoutMs, retries, retryDelayMs }: TilePreset,
): Promise<OpenedSlide> {
  const { dicomweb } = link;
  const loadFailed = dicomweb ? DICOM_LOAD_FAILED : TIFF_LOAD_FAILED;
  const client = new TiffWorkerClient(spareWorker(reader, loadFailed), loadFailed);
  let info;
  try {
    const tries = { timeoutMs, retries, retryDelayMs };
    info = dicomweb
      ? await client.open(dicomweb.wadoRsRoot, tries, undefined, { dicomweb })
      : await client.open(link.link, tries);
  } catch (error) {
    client.terminate();
    throw error;
  }
  const source = createTiffTileSource(OSD, info.geometry, client, timeoutMs);
  const scale = slideScale(link, info);
  return {
    kind: dicomweb ? 'dicomweb' : 'tiff',
    tileSource: source.tileSource,
    ...(dicomweb ? archiveScale(info, scale) : scale),
    destroy() {
      source.close();
      afterSlideChange(() => client.terminate());
    },
  };
}
