import { describe, expect, it } from 'vitest';
import { completeJpeg, jpegDecodesToRgb, registerNativeJpeg } from './native-jpeg';

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const DQT = [0xff, 0xdb, 0x00, 0x03, 0x01];
const SOS = [0xff, 0xda, 0x00, 0x02];
const ADOBE_MARKER = [0xff, 0xee];

const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());
const indexOf = (haystack: Uint8Array, needle: number[]) =>
  Buffer.from(haystack).indexOf(Buffer.from(needle));

describe('JPEG blocks for the browser decoder', () => {
  const tables = bytes(SOI, DQT, EOI);
  const block = bytes(SOI, SOS, [0x12, 0x34], EOI);

  it('splices the TIFF JPEGTables in front of an abbreviated block', () => {
    expect(Array.from(completeJpeg(block, tables, false))).toEqual([
      ...SOI,
      ...DQT,
      ...SOS,
      0x12,
      0x34,
      ...EOI,
    ]);
  });

  it('leaves a complete block as it is', () => {
    expect(Array.from(completeJpeg(block, undefined, false))).toEqual(Array.from(block));
  });

  it('marks RGB samples with an Adobe transform-0 marker right after SOI', () => {
    const jpeg = completeJpeg(block, tables, true);
    expect(indexOf(jpeg, ADOBE_MARKER)).toBe(2);
    expect(jpeg[2 + 15]).toBe(0); // transform
    expect(indexOf(jpeg, DQT)).toBe(18);
  });

  it('adds no second Adobe marker', () => {
    const adobe = [
      0xff, 0xee, 0x00, 0x0e, 0x41, 0x64, 0x6f, 0x62, 0x65, 0x00, 0x64, 0x00, 0x00, 0x00, 0x00, 0x01,
    ];
    const marked = bytes(SOI, adobe, SOS, [0x12], EOI);
    expect(Array.from(completeJpeg(marked, undefined, true))).toEqual(Array.from(marked));
  });

  it('stays with geotiff’s decoder where there is no browser decoder (Node)', () => {
    registerNativeJpeg();
    expect(jpegDecodesToRgb()).toBe(false);
  });
});
