/** Which route a slide link takes when it has no Deep Zoom copy: DICOM by name, type or series, else the bytes. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/setup/mock-backend';
import { isDicomLink, looksLikeDicom } from './route';

const link = (fileName: string, contentType = 'application/octet-stream', instanceLinks?: string[]) => ({
  link: 'https://slides.test/file',
  info: { fileName, contentType },
  instanceLinks,
});

describe('isDicomLink', () => {
  it('says DICOM for .dcm names, the DICOM type and a series; TIFF-family names are not; others are unknown', () => {
    expect(isDicomLink(link('slide.DCM'))).toBe(true);
    expect(isDicomLink(link('slide', 'application/dicom'))).toBe(true);
    expect(isDicomLink(link('1.2.3', 'application/octet-stream', ['https://slides.test/i/0']))).toBe(true);
    expect(isDicomLink(link('slide.svs', 'image/tiff'))).toBe(false);
    expect(isDicomLink(link('slide.ome.tiff'))).toBe(false);
    expect(isDicomLink(link('1.2.840.113619.2.55'))).toBeNull();
  });
});

describe('looksLikeDicom', () => {
  it("reads the 128-byte preamble and 'DICM' by Range; anything else or a failure is not DICOM", async () => {
    const dicom = new Uint8Array(132);
    dicom.set([0x44, 0x49, 0x43, 0x4d], 128);
    const ranges: Array<string | null> = [];
    server.use(
      http.get('https://slides.test/dicom', ({ request }) => {
        ranges.push(request.headers.get('Range'));
        return new HttpResponse(dicom, { status: 206 });
      }),
      http.get(
        'https://slides.test/tiff',
        () => new HttpResponse(new Uint8Array(132).fill(0x49), { status: 206 }),
      ),
      http.get('https://slides.test/gone', () => new HttpResponse(dicom, { status: 404 })),
    );
    expect(await looksLikeDicom('https://slides.test/dicom')).toBe(true);
    expect(ranges).toEqual(['bytes=0-131']);
    expect(await looksLikeDicom('https://slides.test/tiff')).toBe(false);
    expect(await looksLikeDicom('https://slides.test/gone')).toBe(false);
  });
});
