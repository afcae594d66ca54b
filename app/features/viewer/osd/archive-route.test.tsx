/**
 * A slide whose link names a series in an archive opens through the DICOMweb worker (decision 158), with the
 * real OpenSeadragon (jsdom) and a stand-in worker the test answers for. (A .tsx file only to run under jsdom.)
 */
import OpenSeadragon from 'openseadragon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICOM_LOAD_FAILED } from '../dicom';
import { MAIN_TILES } from '../constants';
import { testSlideLink } from '../test-fixtures';
import { buildGeometry } from '../tiff/pyramid';
import type { TiffSlideInfo } from '../tiff/reader';
import type { WorkerRequest, WorkerResponse } from '../tiff/protocol';
import { openSlideSource } from './tile-source.client';

const SERIES = {
  wadoRsRoot: 'http://localhost:3000/slides/s1/dicomweb/1900000000/abc',
  studyInstanceUid: '1.2.3',
  seriesInstanceUid: '1.2.3.4',
};

/** The link of a slide kept in the archive that also has a Deep Zoom copy and a TIFF file (0.25 µm/px). */
const archived = () =>
  testSlideLink('s1', {
    dicomweb: SERIES,
    mpp: { x: 0.25, y: 0.25 },
    magnification: 40,
    dziUrl: 'http://slides.test/s1/dz.dzi',
    dziTileSourceObject: {
      Image: {
        Url: 'http://slides.test/s1/dz/',
        Format: 'jpeg',
        Overlap: 0,
        TileSize: 256,
        Size: { Width: 1000, Height: 800 },
      },
    },
  });

const info = (mppFromFile: boolean): TiffSlideInfo => ({
  geometry: buildGeometry(
    [{ index: 0, width: 2220, height: 2967, tiled: true, tileWidth: 240, tileHeight: 240 }],
    240,
  ),
  mpp: mppFromFile ? { x: 0.499, y: 0.499 } : { x: 0.5, y: 0.5 },
  mppFromFile,
  magnification: mppFromFile ? 10 / 0.499 : 20,
});

/** Workers as the page makes them: what each was made with and sent; `answer` replies as the worker would. */
function stubWorkers() {
  const made: Array<{ url: string; options: WorkerOptions; sent: WorkerRequest[] }> = [];
  class FakeWorker {
    onmessage: ((event: { data: WorkerResponse }) => void) | null = null;
    onerror: unknown = null;
    readonly sent: WorkerRequest[] = [];
    constructor(url: URL, options: WorkerOptions) {
      made.push({ url: String(url), options, sent: this.sent });
      workers.push(this);
    }
    postMessage(message: WorkerRequest) {
      this.sent.push(message);
    }
    addEventListener() {}
    terminate() {}
  }
  const workers: FakeWorker[] = [];
  vi.stubGlobal('Worker', FakeWorker);
  const fetch = vi.fn(() => Promise.reject(new Error('No request in this test')));
  vi.stubGlobal('fetch', fetch);
  const answer = (data: WorkerResponse) => workers.at(-1)!.onmessage!({ data });
  return { made, fetch, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a slide read from its archive's series", () => {
  it("opens through the DICOMweb worker before its Deep Zoom copy, at the series' pixel spacing", async () => {
    const { made, fetch, answer } = stubWorkers();
    const opening = openSlideSource(OpenSeadragon, archived(), MAIN_TILES);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const { timeoutMs, retries, retryDelayMs } = MAIN_TILES;
    expect(made[0]!.url).toContain('dicomweb.worker');
    expect(made[0]!.options).toEqual({ type: 'module', name: 'dicomweb-slide' });
    expect(made[0]!.sent).toEqual([
      {
        type: 'open',
        id: 1,
        url: SERIES.wadoRsRoot,
        options: { timeoutMs, retries, retryDelayMs },
        dicomweb: SERIES,
      },
    ]);
    answer({ type: 'opened', id: 1, info: info(true) });
    const opened = await opening;
    expect(opened).toMatchObject({
      kind: 'dicomweb',
      mpp: { x: 0.499, y: 0.499 },
      magnification: 10 / 0.499,
      scaleKnown: true,
    });
    expect(opened.tileSource).toBeInstanceOf(OpenSeadragon.TileSource);
    // Nothing of the copy was asked for.
    expect(fetch).not.toHaveBeenCalled();
    opened.destroy();
  });

  it("keeps the link's scale when the series records no pixel spacing", async () => {
    const { made, answer } = stubWorkers();
    const opening = openSlideSource(OpenSeadragon, archived(), MAIN_TILES, undefined, { deepZoom: false });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    answer({ type: 'opened', id: 1, info: info(false) });
    expect(await opening).toMatchObject({
      kind: 'dicomweb',
      mpp: { x: 0.25, y: 0.25 },
      magnification: 40,
      scaleKnown: true,
    });
  });

  it("fails with the DICOM route's sentence when the archive cannot be read, trying no copy", async () => {
    const { made, fetch, answer } = stubWorkers();
    const opening = openSlideSource(OpenSeadragon, archived(), MAIN_TILES);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    answer({ type: 'failed', id: 1, message: DICOM_LOAD_FAILED, name: 'Error' });
    await expect(opening).rejects.toThrow(DICOM_LOAD_FAILED);
    expect(made).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
