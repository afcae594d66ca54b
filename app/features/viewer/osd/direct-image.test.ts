import type OpenSeadragon from 'openseadragon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MPP, MAIN_TILES } from '../constants';
import type { SlideLink } from '../slide-links';
import { testSlideLink } from '../test-fixtures';
import { isDirectImage, openSlideSource } from './tile-source.client';

function link(contentType: string, fileName: string, extra: Partial<SlideLink> = {}): SlideLink {
  return testSlideLink(fileName, {
    link: `http://slides.test/${fileName}`,
    info: { contentType, fileName, sizeBytes: 1 },
    ...extra,
  });
}

describe('direct images (spec 9: png, jpeg, jpg)', () => {
  it('are PNG and JPEG files, by content type or else by extension', () => {
    expect(isDirectImage(link('image/png', 'a.png'))).toBe(true);
    expect(isDirectImage(link('image/jpeg', 'a.jpg'))).toBe(true);
    expect(isDirectImage(link('application/octet-stream', 'a.JPEG'))).toBe(true);
    expect(isDirectImage(link('application/octet-stream', 'scan.jpg'))).toBe(true);
    expect(isDirectImage(link('image/tiff', 'a.tif'))).toBe(false);
    expect(isDirectImage(link('image/tiff', 'mislabelled.png'))).toBe(false);
    expect(isDirectImage(link('image/webp', 'a.webp'))).toBe(false);
    expect(isDirectImage(link('application/dicom', 'a.dcm'))).toBe(false);
  });

  it("open as OpenSeadragon's 'image' tile source when there is no Deep Zoom copy", async () => {
    const opened = await openSlideSource({} as typeof OpenSeadragon, link('image/png', 'a.png'), MAIN_TILES);
    expect(opened.kind).toBe('image');
    expect(opened.tileSource).toEqual({
      type: 'image',
      url: 'http://slides.test/a.png',
      crossOriginPolicy: 'Anonymous',
      ajaxWithCredentials: true,
    });
    expect(opened.mpp).toEqual({ x: DEFAULT_MPP, y: DEFAULT_MPP });
    // The default mpp stands in: the true magnification is unknown.
    expect(opened.scaleKnown).toBe(false);
  });

  it('know their scale when the link gives it', async () => {
    const withScale = link('image/png', 'a.png', { mpp: { x: 0.5, y: 0.5 } });
    const opened = await openSlideSource({} as typeof OpenSeadragon, withScale, MAIN_TILES);
    expect(opened).toMatchObject({ scaleKnown: true, magnification: 20 });
  });
});
