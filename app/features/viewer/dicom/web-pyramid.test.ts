/**
 * The DICOMweb metadata → pyramid mapping: on the fixtures' own Part 10 headers as DICOM JSON (dcmjs), where it
 * must describe each instance as the Part 10 reader does; on Orthanc's real `…/series/{uid}/metadata` of a
 * dicomized fixture; on refusals; and on generated series (the invariants).
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDicomHeader } from '../../../../formats/dicom/dataset';
import { describeInstance } from '../../../../formats/dicom/instance';
import { part10AsDicomJson } from '../../../../tests/archive/dicom-json';
import {
  archiveMissing,
  dicomize,
  fixtureMissing,
  fixturePath,
  startOrthanc,
  type Orthanc,
} from '../../../../tests/archive/orthanc';
import { DICOM_INCOMPLETE, DICOM_LOAD_FAILED, DICOM_NOT_A_SLIDE } from './errors';
import { instance } from './test-series';
import { describeWebInstance, frameNumber, pyramidFromMetadata, type DicomJson } from './web-pyramid';

const SERIES = 'dicom-cmu1-small-region-jpeg';
const PATHML = 'more/dicom-wsi-tcga-xk-aaju-ts1-small_dicom.dcm';
const fixturesMissing = fixtureMissing(SERIES) ?? fixtureMissing(PATHML);
if (fixturesMissing) console.warn(`Skipping the DICOM JSON fixture tests: ${fixturesMissing}`);

/** A file read whole, for the Part 10 reader. */
const fileReader = (bytes: Uint8Array) => ({
  size: bytes.length,
  read: async (offset: number, length: number) => bytes.subarray(offset, offset + length),
});

const seriesFiles = () =>
  readdirSync(fixturePath(SERIES)).map((name) => path.join(fixturePath(SERIES), name));

describe.skipIf(fixturesMissing !== null)("the fixtures' Part 10 headers as DICOM JSON", () => {
  it('give the CMU-1 series as one 2220×2967 level of 240-px JPEG frames at 0.499 µm, label and overview left out', () => {
    const pyramid = pyramidFromMetadata(seriesFiles().map(part10AsDicomJson));
    expect(pyramid.levels).toHaveLength(1);
    expect(pyramid).toMatchObject({
      width: 2220,
      height: 2967,
      tileWidth: 240,
      tileHeight: 240,
      framesPerLevel: [130],
      transferSyntax: '1.2.840.10008.1.2.4.50',
    });
    expect(pyramid.mpp.mpp.x).toBeCloseTo(0.499, 6);
    expect(pyramid.mpp.mppFromFile).toBe(true);
    expect(pyramid.levels[0]!.imageType[2]).toBe('VOLUME');
    // The last tile of the last row is the last frame.
    expect(frameNumber(pyramid.levels[0]!, 9, 12)).toBe(130);
  });

  it('describes every instance as the Part 10 reader does from the same file', async () => {
    for (const file of [...seriesFiles(), fixturePath(PATHML)]) {
      const fromFile = describeInstance(await readDicomHeader(fileReader(readFileSync(file))));
      const fromJson = describeWebInstance(part10AsDicomJson(file));
      expect(fromJson, file).toMatchObject(fromFile!);
    }
  });

  it("reads the pathml file's frames column by column, as the Part 10 route does (no Dimension Organization Type)", () => {
    const [level] = pyramidFromMetadata([part10AsDicomJson(fixturePath(PATHML))]).levels;
    expect(level).toMatchObject({ width: 3236, height: 2638, tilesAcross: 7, tilesDown: 6, order: 'column' });
    expect(frameNumber(level!, 1, 0)).toBe(7);
  });
});

const archive = archiveMissing();
if (archive) console.warn(`Skipping the image archive metadata test: ${archive}`);

describe.skipIf(archive !== null)("Orthanc's series metadata of a dicomized fixture", () => {
  let orthanc: Orthanc;
  beforeAll(async () => {
    orthanc = await startOrthanc();
    // Orthanc 1.10's dicomizer divides the imaged width by the rows and the height by the columns when it
    // writes Pixel Spacing: the sides are given crossed so that the spacing is the fixture's 0.499 µm.
    await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'), [
      '--pyramid=1',
      '--levels=3',
      '--imaged-width=1.480533',
      '--imaged-height=1.10778',
    ]);
  }, 90_000);
  afterAll(async () => orthanc?.stop());

  it('gives three levels by instance UID, largest first, with their frames and 0.499 µm per pixel', async () => {
    const get = async (url: string) =>
      (
        await fetch(url, {
          headers: { Accept: 'application/dicom+json' },
          signal: AbortSignal.timeout(10_000),
        })
      ).json();
    const [series] = (await get(`${orthanc.dicomWeb}/series`)) as DicomJson[];
    const study = series!['0020000D']!.Value![0];
    const uid = series!['0020000E']!.Value![0];
    const metadata = (await get(
      `${orthanc.dicomWeb}/studies/${study}/series/${uid}/metadata`,
    )) as DicomJson[];
    const pyramid = pyramidFromMetadata(metadata);
    expect(pyramid.levels.map((l) => [l.width, l.height])).toEqual([
      [2220, 2967],
      [1110, 1484],
      [555, 742],
    ]);
    expect(pyramid.framesPerLevel).toEqual([130, 35, 12]);
    expect(new Set(pyramid.levels.map((l) => l.sopInstanceUid)).size).toBe(3);
    expect(pyramid.levels.map((l) => l.sopInstanceUid).sort()).toEqual(
      metadata.map((i) => i['00080018']!.Value![0]).sort(),
    );
    expect(pyramid.mpp.mpp.x).toBeCloseTo(0.499, 4);
    expect(pyramid.mpp.mpp.y).toBeCloseTo(0.499, 4);
    // Orthanc's metadata names no transfer syntax: the frames' content type will.
    expect(pyramid.transferSyntax).toBeNull();
    // Its dicomizer names no organisation and stores frames in its own order, each positioned: tile (1, 0) of
    // level 0 is frame 2, tile (0, 1) frame 3.
    expect(frameNumber(pyramid.levels[0]!, 1, 0)).toBe(2);
    expect(frameNumber(pyramid.levels[0]!, 0, 1)).toBe(3);
  });
});

const base = { uid: '1.2.3', width: 1000, height: 800, tile: [256, 256] as [number, number] };

describe('refusals, in the DICOM route’s sentences', () => {
  it('refuses TILED_SPARSE', () => {
    expect(() => pyramidFromMetadata([instance({ ...base, organisation: 'TILED_SPARSE' })])).toThrow(
      "Failed to load slide: the DICOM file's frame arrangement (TILED_SPARSE) is not supported.",
    );
  });
  it('refuses a transfer syntax the viewer cannot decode (JPEG-LS)', () => {
    expect(() => pyramidFromMetadata([instance({ ...base, syntax: '1.2.840.10008.1.2.4.80' })])).toThrow(
      "Failed to load slide: the DICOM file's transfer syntax (1.2.840.10008.1.2.4.80) is not supported.",
    );
  });
  it('refuses fewer frames than tiles, a series of labels only, and an answer that is not a list', () => {
    expect(() => pyramidFromMetadata([instance({ ...base, frames: 10 })])).toThrow(DICOM_INCOMPLETE);
    expect(() =>
      pyramidFromMetadata([instance({ ...base, imageType: ['ORIGINAL', 'PRIMARY', 'LABEL', 'NONE'] })]),
    ).toThrow(DICOM_NOT_A_SLIDE);
    expect(() => pyramidFromMetadata({ error: 'x' })).toThrow(DICOM_LOAD_FAILED);
  });
  it('leaves out a reduced level it cannot decode rather than failing the slide', () => {
    const pyramid = pyramidFromMetadata([
      instance(base),
      instance({ ...base, uid: '1.2.4', width: 500, height: 400, syntax: '1.2.840.10008.1.2.4.80' }),
    ]);
    expect(pyramid.levels.map((l) => l.sopInstanceUid)).toEqual(['1.2.3']);
  });
});

describe('generated series', () => {
  it('keep levels largest first, count TILED_FULL frames, and number tiles within them', () => {
    const tile = fc.constantFrom(128, 240, 256, 500, 512);
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 60_000 }),
        fc.integer({ min: 300, max: 60_000 }),
        tile,
        tile,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (width, height, tw, th, planes, paths, count, withLabel) => {
          const levels = Array.from({ length: count }, (_, i) =>
            instance({
              uid: `1.2.${i}`,
              width: Math.max(1, Math.round(width / 2 ** i)),
              height: Math.max(1, Math.round(height / 2 ** i)),
              tile: [tw, th],
              planes,
              paths,
            }),
          );
          const label = instance({
            ...base,
            uid: '9.9',
            imageType: ['ORIGINAL', 'PRIMARY', 'LABEL', 'NONE'],
          });
          const shuffled = [...levels].reverse().concat(withLabel ? [label] : []);
          const pyramid = pyramidFromMetadata(shuffled);
          expect(pyramid.levels[0]!.sopInstanceUid).toBe('1.2.0');
          expect(pyramid.levels.some((l) => l.sopInstanceUid === '9.9')).toBe(false);
          pyramid.levels.forEach((level, i) => {
            if (i > 0) expect(level.width).toBeLessThan(pyramid.levels[i - 1]!.width);
            expect(pyramid.framesPerLevel[i]).toBe(
              Math.ceil(level.width / tw) * Math.ceil(level.height / th) * planes * paths,
            );
            const last = frameNumber(level, level.tilesAcross - 1, level.tilesDown - 1);
            expect(frameNumber(level, 0, 0)).toBe(1);
            expect(last).toBe(level.tilesAcross * level.tilesDown);
            expect(last).toBeLessThanOrEqual(pyramid.framesPerLevel[i]!);
          });
          expect([pyramid.width, pyramid.height]).toEqual([width, height]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
