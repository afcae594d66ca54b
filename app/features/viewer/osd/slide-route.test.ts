/** Which way a slide opens from its link (decision 158): the archive's series before any copy or the file. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DicomwebSource } from '../dicom';
import { archiveScale, deepZoomObjectOf, linkRoute } from './slide-route';

const source = fc.record({
  wadoRsRoot: fc.webUrl(),
  studyInstanceUid: fc.constantFrom('1.2.3', '2.25.1'),
  seriesInstanceUid: fc.constantFrom('1.2.3.4', '2.25.2'),
});
const deepZoomObject = fc.constant({
  Image: {
    Url: 'http://slides.test/s1/dz/',
    Format: 'jpeg' as const,
    Overlap: 0,
    TileSize: 256,
    Size: { Width: 1000, Height: 800 },
  },
});
const link = (dicomweb: fc.Arbitrary<DicomwebSource | null>) =>
  fc.record({
    dicomweb,
    dziTileSourceObject: fc.option(deepZoomObject),
    dziUrl: fc.option(fc.webUrl()),
  });
const deepZoom = fc.constantFrom(undefined, true, false);

describe('the route a link opens by', () => {
  it('is the archive whenever the link names a series, whatever copies it has', () => {
    fc.assert(
      fc.property(link(source), deepZoom, (value, deepZoom) => {
        expect(linkRoute(value, { deepZoom })).toBe('dicomweb');
        expect(deepZoomObjectOf(value)).toBeNull();
      }),
    );
  });

  it('is otherwise the inline Deep Zoom object, its descriptor URL, then the file (spec 4.4)', () => {
    fc.assert(
      fc.property(link(fc.constant(null)), deepZoom, (value, deepZoom) => {
        const copies = deepZoom !== false;
        const expected =
          copies && value.dziTileSourceObject
            ? 'deepzoom-object'
            : copies && value.dziUrl
              ? 'deepzoom-url'
              : 'file';
        expect(linkRoute(value, { deepZoom })).toBe(expected);
        expect(deepZoomObjectOf(value)).toBe(value.dziTileSourceObject);
      }),
    );
  });
});

describe("an archive slide's scale", () => {
  const mpp = fc.double({ min: 0.05, max: 10, noNaN: true });
  const scale = fc.record({
    mpp: fc.record({ x: mpp, y: mpp }),
    magnification: fc.double({ min: 1, max: 100, noNaN: true }),
    scaleKnown: fc.boolean(),
  });

  it("is the series' pixel spacing when it records one, else what the link and the default say", () => {
    fc.assert(
      fc.property(scale, fc.boolean(), scale, (reader, fromSeries, otherwise) => {
        const opened = archiveScale({ ...reader, mppFromFile: fromSeries }, otherwise);
        expect(opened).toEqual(
          fromSeries ? { mpp: reader.mpp, magnification: reader.magnification, scaleKnown: true } : otherwise,
        );
      }),
    );
  });
});
