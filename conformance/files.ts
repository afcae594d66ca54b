/**
 * The few files the checker uploads to multipart operations (whose bodies it does not generate): the smallest
 * valid PDF, PNG and TIFF, each made here so the bytes are what their names say.
 */
import type { FilePart } from './types';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** A 1 × 1 grey baseline TIFF (little-endian, one uncompressed strip). */
function tinyTiff(): Uint8Array {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 3, 1], // ImageWidth
    [257, 3, 1], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // PhotometricInterpretation: black is zero
    [273, 4, 0], // StripOffsets (set below)
    [278, 3, 1], // RowsPerStrip
    [279, 4, 1], // StripByteCounts
  ];
  const ifdAt = 8;
  const pixelAt = ifdAt + 2 + entries.length * 12 + 4;
  const bytes = new Uint8Array(pixelAt + 1);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, ifdAt, true);
  view.setUint16(ifdAt, entries.length, true);
  entries.forEach(([tag, type, value], i) => {
    const at = ifdAt + 2 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, 1, true);
    if (type === 3) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, tag === 273 ? pixelAt : value, true);
  });
  bytes[pixelAt] = 0x80;
  return bytes;
}

export const SAMPLE_FILES = {
  pdf: { filename: 'conformance.pdf', contentType: 'application/pdf', bytes: PDF },
  png: { filename: 'conformance.png', contentType: 'image/png', bytes: PNG },
  tiff: { filename: 'conformance.tif', contentType: 'image/tiff', bytes: tinyTiff() },
} satisfies Record<string, Omit<FilePart, 'field'>>;

/** The file part each multipart operation is sent (its other fields come from their schemas). */
export const MULTIPART_FILES: Record<string, FilePart> = {
  uploadRegistrationDocument: { field: 'file', ...SAMPLE_FILES.pdf },
  uploadTaskDocument: { field: 'file', ...SAMPLE_FILES.pdf },
  uploadCaseAttachment: { field: 'file', ...SAMPLE_FILES.png },
  uploadSubsectionImage: { field: 'file', ...SAMPLE_FILES.tiff },
};
