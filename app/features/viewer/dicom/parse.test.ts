/**
 * The DICOM header, frame tables and instance description over DICOM files written in the test (no fixtures
 * needed): explicit and implicit VR, defined and undefined lengths, the three ways frames are found.
 */
import { describe, expect, it } from 'vitest';
import {
  isDicomPreamble,
  readDicomHeader,
  TRANSFER_SYNTAX,
  type ByteReader,
} from '../../../../formats/dicom/dataset';
import { DicomFormatError, DicomTruncatedError } from '../../../../formats/dicom/errors';
import { locateFrames, readFrame } from '../../../../formats/dicom/frames';
import { describeInstance, frameAt, isAssociated, unsupported } from '../../../../formats/dicom/instance';
import { dicomFile, wsiDataSet, type DataSet } from '../../../../formats/dicom/test-dicom';

const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

function memory(bytes: Uint8Array): ByteReader & { reads: Array<[number, number]> } {
  const reads: Array<[number, number]> = [];
  return {
    reads,
    size: bytes.length,
    async read(offset, length) {
      reads.push([offset, length]);
      if (offset + length > bytes.length) throw new DicomTruncatedError('past the end');
      return bytes.subarray(offset, offset + length);
    },
  };
}

/** A fake JPEG frame: SOI, a marker byte naming the frame, EOI. */
const frameBytes = (n: number, extra = 0) =>
  Uint8Array.from([0xff, 0xd8, n, ...Array(extra).fill(n), 0xff, 0xd9]);

async function open(bytes: Uint8Array) {
  const reader = memory(bytes);
  const header = await readDicomHeader(reader);
  const instance = describeInstance(header)!;
  const table = await locateFrames(reader, header, instance);
  const frames = await Promise.all(table.frames.map((span) => readFrame(reader, span)));
  return { reader, header, instance, table, frames };
}

const tiled = (extra: Partial<Parameters<typeof wsiDataSet>[0]> = {}) =>
  wsiDataSet({ width: 500, height: 300, tile: 256, frames: 4, ...extra });

describe('DICOM frames', () => {
  const frames = [0, 1, 2, 3].map((n) => [frameBytes(n, n)]);

  it.each(['basic', 'extended', 'none'] as const)(
    'finds each frame with offset table %s',
    async (offsetTable) => {
      const { table, frames: read } = await open(dicomFile(tiled(), { frames, offsetTable }, JPEG_BASELINE));
      expect(table.source).toBe({ basic: 'basic', extended: 'extended', none: 'walked' }[offsetTable]);
      expect(read).toEqual(frames.map(([bytes]) => bytes));
    },
  );

  it('joins a frame split into fragments (Basic Offset Table, and walking by codestream starts)', async () => {
    const split = [
      [frameBytes(0).subarray(0, 3), frameBytes(0).subarray(3)],
      [frameBytes(1)],
      [frameBytes(2)],
      [frameBytes(3)],
    ];
    for (const offsetTable of ['basic', 'none'] as const) {
      const { frames: read } = await open(dicomFile(tiled(), { frames: split, offsetTable }, JPEG_BASELINE));
      expect(read).toEqual([0, 1, 2, 3].map((n) => frameBytes(n)));
    }
  });

  it('reads native frames one after the other', async () => {
    const pixels = Uint8Array.from({ length: 2 * 2 * 3 * 4 }, (_, i) => i);
    const dataset = wsiDataSet({ width: 4, height: 4, tile: 2, frames: 4 });
    const { table, frames: read } = await open(dicomFile(dataset, { native: pixels }));
    expect(table.source).toBe('native');
    expect(read[3]).toEqual(pixels.subarray(36, 48));
  });

  it('reads the header only up to Pixel Data, and only the frame asked for', async () => {
    const big = [0, 1, 2, 3].map((n) => [frameBytes(n, 10_000)]);
    const bytes = dicomFile(tiled(), { frames: big }, JPEG_BASELINE);
    const reader = memory(bytes);
    const header = await readDicomHeader(reader);
    const instance = describeInstance(header)!;
    const table = await locateFrames(reader, header, instance);
    reader.reads.length = 0;
    expect(await readFrame(reader, table.frames[2]!)).toEqual(big[2]![0]);
    const touched = reader.reads.reduce((sum, [, length]) => sum + length, 0);
    expect(touched).toBeLessThan(10_100);
  });

  it('skips the Per-Frame Functional Groups of a TILED_FULL image without reading them', async () => {
    const position = (n: number): DataSet => [
      [
        0x0048,
        0x021a,
        'SQ',
        [
          [
            [0x0048, 0x021e, 'SL', [n]],
            [0x0048, 0x021f, 'SL', [1]],
          ],
        ],
      ],
    ];
    const perFrame: DataSet = [[0x5200, 0x9230, 'SQ', Array.from({ length: 2000 }, (_, n) => position(n))]];
    const reader = memory(dicomFile(tiled({ extra: perFrame }), { frames }, JPEG_BASELINE));
    const instance = describeInstance(await readDicomHeader(reader))!;
    expect(instance.sparse).toBeNull();
    expect(reader.reads.length).toBeLessThan(40);
  });

  it('says a truncated file is truncated and a non-DICOM file is not DICOM', async () => {
    const bytes = dicomFile(tiled(), { frames }, JPEG_BASELINE);
    for (const cut of [bytes.length - 10, 400]) {
      await expect(open(bytes.subarray(0, cut))).rejects.toBeInstanceOf(DicomTruncatedError);
    }
    const tiff = Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, ...Array(200).fill(0)]);
    expect(isDicomPreamble(tiff)).toBe(false);
    await expect(readDicomHeader(memory(tiff))).rejects.toBeInstanceOf(DicomFormatError);
    await expect(readDicomHeader(memory(tiff.subarray(0, 50)))).rejects.toBeInstanceOf(DicomTruncatedError);
  });

  it('refuses big-endian files', async () => {
    const bytes = dicomFile(tiled(), { frames }, TRANSFER_SYNTAX.explicitBig);
    await expect(readDicomHeader(memory(bytes))).rejects.toThrow(/not supported/);
  });
});

describe('DICOM instance', () => {
  it('reads the tiled layout, the image type and µm per pixel from the Shared Functional Groups', async () => {
    for (const [syntax, undefinedLengths] of [
      [TRANSFER_SYNTAX.explicitLittle, false],
      [TRANSFER_SYNTAX.implicitLittle, false],
      [TRANSFER_SYNTAX.implicitLittle, true],
    ] as const) {
      const dataset = tiled({ spacingMm: [0.00025, 0.0005] });
      const pixels = new Uint8Array(256 * 256 * 3 * 4);
      const reader = memory(dicomFile(dataset, { native: pixels }, syntax, undefinedLengths));
      const instance = describeInstance(await readDicomHeader(reader))!;
      expect(instance).toMatchObject({
        width: 500,
        height: 300,
        tileWidth: 256,
        tilesAcross: 2,
        tilesDown: 2,
        frames: 4,
        coding: 'native',
        photometric: 'RGB',
        imageType: ['ORIGINAL', 'PRIMARY', 'VOLUME', 'NONE'],
        mpp: { mpp: { x: 0.5, y: 0.25 }, mppFromFile: true },
      });
      expect(unsupported(instance)).toBeNull();
    }
  });

  it('falls back to the Imaged Volume when square, else to 0.5 µm', async () => {
    const volume = (w: number, h: number): DataSet => [
      [0x0048, 0x0001, 'FL', [w]],
      [0x0048, 0x0002, 'FL', [h]],
    ];
    const describe = async (extra: DataSet) =>
      describeInstance(
        await readDicomHeader(memory(dicomFile(tiled({ extra }), { native: new Uint8Array(0) }))),
      )!;
    const measured = (await describe(volume(0.125, 0.075))).mpp;
    expect(measured.mppFromFile).toBe(true);
    expect(measured.mpp.x).toBeCloseTo(0.25, 6);
    expect(measured.mpp.y).toBeCloseTo(0.25, 6);
    expect((await describe(volume(15, 15))).mpp).toEqual({ mpp: { x: 0.5, y: 0.5 }, mppFromFile: false });
    expect((await describe([])).mpp).toEqual({ mpp: { x: 0.5, y: 0.5 }, mppFromFile: false });
  });

  it('places TILED_SPARSE frames by their Plane Position (Slide)', async () => {
    const position = (column: number, row: number): DataSet => [
      [
        0x0048,
        0x021a,
        'SQ',
        [
          [
            [0x0048, 0x021e, 'SL', [column]],
            [0x0048, 0x021f, 'SL', [row]],
          ],
        ],
      ],
    ];
    const dataset: DataSet = [
      ...wsiDataSet({ width: 500, height: 300, tile: 256, frames: 2 }).filter(
        ([g, e]) => !(g === 0x0020 && e === 0x9311),
      ),
      [0x0020, 0x9311, 'CS', 'TILED_SPARSE'],
      [0x5200, 0x9230, 'SQ', [position(257, 257), position(1, 1)]],
    ];
    const instance = describeInstance(
      await readDicomHeader(memory(dicomFile(dataset, { native: new Uint8Array(0) }))),
    )!;
    expect([
      frameAt(instance, 0, 0),
      frameAt(instance, 1, 0),
      frameAt(instance, 0, 1),
      frameAt(instance, 1, 1),
    ]).toEqual([1, -1, -1, 0]);
  });

  it('reads frames column by column when the file names no Dimension Organization Type (as pathml writes)', async () => {
    const dataset = wsiDataSet({ width: 500, height: 300, tile: 256, frames: 4 }).filter(
      ([group, element]) => !(group === 0x0020 && element === 0x9311),
    );
    const instance = describeInstance(
      await readDicomHeader(memory(dicomFile(dataset, { native: new Uint8Array(0) }))),
    )!;
    expect([frameAt(instance, 0, 0), frameAt(instance, 0, 1), frameAt(instance, 1, 0)]).toEqual([0, 1, 2]);
    const full = describeInstance(
      await readDicomHeader(memory(dicomFile(tiled(), { native: new Uint8Array(0) }))),
    )!;
    expect([frameAt(full, 0, 0), frameAt(full, 0, 1), frameAt(full, 1, 0)]).toEqual([0, 2, 1]);
  });

  it('tells labels and overviews from levels, and names what it cannot decode', async () => {
    const label = describeInstance(
      await readDicomHeader(
        memory(
          dicomFile(tiled({ imageType: 'ORGINAL\\PRIMARY\\LABEL\\NONE' }), { frames: [] }, JPEG_BASELINE),
        ),
      ),
    )!;
    expect(isAssociated(label)).toBe(true);
    const lossless = describeInstance(
      await readDicomHeader(memory(dicomFile(tiled(), { frames: [] }, '1.2.840.10008.1.2.4.70'))),
    )!;
    expect(unsupported(lossless)).toBe('transfer syntax (1.2.840.10008.1.2.4.70)');
  });
});
