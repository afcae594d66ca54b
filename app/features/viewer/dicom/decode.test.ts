import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DicomInstance } from '../../../../formats/dicom/instance';
import { toFrame } from './decode';

/** Each pixel's first `channels` samples, frame row by row, white past the decoded picture (the rule, slowly). */
function reference(pixels: Uint8Array, width: number, height: number, stride: number, w: number, h: number) {
  const out: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++)
        out.push(x < width && y < height ? pixels[(y * width + x) * stride + c]! : 255);
  return out;
}

const picture = fc
  .record({
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 9 }),
    tileWidth: fc.integer({ min: 1, max: 9 }),
    tileHeight: fc.integer({ min: 1, max: 9 }),
    stride: fc.constantFrom(3, 4),
  })
  .chain((dims) =>
    fc
      .uint8Array({
        minLength: dims.width * dims.height * dims.stride,
        maxLength: dims.width * dims.height * dims.stride,
      })
      .map((pixels) => ({ ...dims, pixels })),
  );

describe('toFrame', () => {
  it("gives the frame's RGB from RGBA or RGB pixels, cropped or padded white, whatever the sizes", () => {
    fc.assert(
      fc.property(picture, ({ width, height, tileWidth, tileHeight, stride, pixels }) => {
        const instance = { tileWidth, tileHeight, samplesPerPixel: 3 } as DicomInstance;
        expect([...toFrame(pixels, width, height, stride, instance)]).toEqual(
          reference(pixels, width, height, stride, tileWidth, tileHeight),
        );
      }),
    );
  });
});
