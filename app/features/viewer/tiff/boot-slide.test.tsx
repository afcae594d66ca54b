/**
 * The boot's slide module (boot-slide.ts) with the real OpenSeadragon (jsdom; a .tsx file only to run there) and
 * a stand-in worker: the slide it hands the pane, its scale, its failures, its end. And the scale rule it shares
 * with the pane's `openSlideSource`.
 */
import fc from 'fast-check';
import OpenSeadragon from 'openseadragon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_SLIDE_CHANGE_MS } from '../after-slide-change';
import { testSlideLink } from '../test-fixtures';
import { openBootedSlide, slideScale } from './boot-slide';
import { DICOM_LOAD_FAILED } from '../dicom/errors';
import { CHUNK_LOAD_ERROR, TIFF_LOAD_FAILED } from './errors';
import { fakeWorker } from './fake-worker';
import { buildGeometry } from './pyramid';
import type { TiffSlideInfo } from './reader';

const OPTIONS = { timeoutMs: 1000, retries: 2, retryDelayMs: 10 };
const INFO: TiffSlideInfo = {
  geometry: buildGeometry(
    [{ index: 0, width: 2220, height: 2967, tiled: true, tileWidth: 240, tileHeight: 240 }],
    240,
  ),
  mpp: { x: 0.5, y: 0.5 },
  mppFromFile: true,
  magnification: 20,
};

/** The worker the boot started, as the boot hands it over (its first failure, if any). */
function bootWorker(failure: { message?: string } | null = null) {
  const fake = fakeWorker();
  return { ...fake, reader: { worker: fake.worker as unknown as Worker, failure } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the boot's TIFF slide", () => {
  it("opens the file through the boot's worker and hands back the slide as the pane's opening would", async () => {
    const { reader, sent, answer, worker } = bootWorker();
    const link = testSlideLink('s4');
    const opening = openBootedSlide(OpenSeadragon, reader, link, OPTIONS);
    // The boot's own open was id 0: this one shares the worker's read of the same file.
    expect(sent).toEqual([{ type: 'open', id: 1, url: link.link, options: OPTIONS }]);
    answer({ type: 'opened', id: 1, info: INFO });
    const slide = await opening;
    expect(slide).toMatchObject({
      kind: 'tiff',
      mpp: { x: 0.5, y: 0.5 },
      magnification: 20,
      scaleKnown: true,
    });
    expect(slide.tileSource).toBeInstanceOf(OpenSeadragon.TileSource);
    expect(slide.tileSource).toMatchObject({ width: 2220, height: 2967 });

    // Closed with the slide change: its worker stops once the next slide has had its start.
    vi.useFakeTimers();
    slide.destroy();
    expect(worker.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_SLIDE_CHANGE_MS + 1000);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it("rejects with the worker's message, and stops the worker", async () => {
    const { reader, answer, worker } = bootWorker();
    const opening = openBootedSlide(OpenSeadragon, reader, testSlideLink('s4'), OPTIONS);
    answer({ type: 'failed', id: 1, message: 'TIFF file is incomplete or corrupted', name: 'Error' });
    await expect(opening).rejects.toThrow('TIFF file is incomplete or corrupted');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('rejects at once when the worker had already failed: a crash, or a script that did not download', async () => {
    const crashed = bootWorker({ message: 'SyntaxError' });
    await expect(
      openBootedSlide(OpenSeadragon, crashed.reader, testSlideLink('s4'), OPTIONS),
    ).rejects.toThrow(TIFF_LOAD_FAILED);
    expect(crashed.worker.terminate).toHaveBeenCalled();
    expect(crashed.sent).toEqual([]);

    const missing = bootWorker({});
    await expect(
      openBootedSlide(OpenSeadragon, missing.reader, testSlideLink('s4'), OPTIONS),
    ).rejects.toMatchObject({ name: CHUNK_LOAD_ERROR });
  });
});

describe("the boot's archive slide", () => {
  const dicomweb = {
    wadoRsRoot: 'http://slides.test/slides/s1/dicomweb/1900000000/abc',
    studyInstanceUid: '1.2.3',
    seriesInstanceUid: '1.2.3.4',
  };
  // The link's scale was read from an uploaded file; the series records its own.
  const link = { ...testSlideLink('s1'), dicomweb, mpp: { x: 0.25, y: 0.25 } };

  it("opens the series through the boot's worker, at the series' own scale", async () => {
    const { reader, sent, answer } = bootWorker();
    const opening = openBootedSlide(OpenSeadragon, reader, link, OPTIONS);
    expect(sent).toEqual([{ type: 'open', id: 1, url: dicomweb.wadoRsRoot, options: OPTIONS, dicomweb }]);
    answer({ type: 'opened', id: 1, info: { ...INFO, mpp: { x: 0.499, y: 0.499 }, magnification: 20.04 } });
    expect(await opening).toMatchObject({
      kind: 'dicomweb',
      mpp: { x: 0.499, y: 0.499 },
      magnification: 20.04,
      scaleKnown: true,
    });
  });

  it("fails with the DICOM route's sentence when the archive's worker crashed", async () => {
    const crashed = bootWorker({ message: 'SyntaxError' });
    await expect(openBootedSlide(OpenSeadragon, crashed.reader, link, OPTIONS)).rejects.toThrow(
      DICOM_LOAD_FAILED,
    );
    expect(crashed.worker.terminate).toHaveBeenCalled();
  });
});

describe('a slide’s scale', () => {
  const mpp = fc.record({
    x: fc.double({ min: 0.01, max: 100, noNaN: true }),
    y: fc.double({ min: 0.01, max: 100, noNaN: true }),
  });
  const reader = fc.record({
    mpp,
    magnification: fc.double({ min: 0.1, max: 1000, noNaN: true }),
    mppFromFile: fc.boolean(),
  });

  it("takes the link's scale over the reader's, and is known when either says it", () => {
    fc.assert(
      fc.property(
        fc.option(mpp, { nil: undefined }),
        fc.option(fc.double({ min: 0.1, max: 1000, noNaN: true }), { nil: undefined }),
        reader,
        (linkMpp, linkMagnification, read) => {
          const scale = slideScale({ mpp: linkMpp, magnification: linkMagnification }, read);
          expect(scale.mpp).toEqual(linkMpp ?? read.mpp);
          const expected = linkMagnification ?? (linkMpp ? 10 / linkMpp.x : read.magnification);
          expect(scale.magnification).toBe(expected);
          expect(scale.scaleKnown).toBe(Boolean(linkMpp ?? linkMagnification) || read.mppFromFile);
        },
      ),
    );
  });
});
