import { describe, expect, it } from 'vitest';
import {
  blobIdsOf,
  counterText,
  flattenCaseImages,
  movingToSpecimen,
  navigationAt,
  patientBanner,
  slideTitle,
  UNKNOWN_SLIDE,
  type ViewerCase,
} from './case-images';
import { testImage, testViewerCase } from './test-fixtures';

const image = testImage;

/** Two specimens: S1 with blocks A1 (2 images) and A2 (1), S2 with block B1 (1). */
const CASE: ViewerCase = testViewerCase([
  {
    specimenID: 'S1',
    specimenType: 'Biopsy',
    bodysite: 'Colon',
    subsections: [
      { id: 'S1-B1', displayId: 'A1', slideType: 'H&E', stain: null, images: [image('b1'), image('b2')] },
      { id: 'S1-B2', displayId: 'A2', slideType: 'IHC', stain: 'CK7', images: [image('b3')] },
    ],
  },
  {
    specimenID: 'S2',
    specimenType: 'Resection',
    subsections: [{ id: 'S2-B1', displayId: 'B1', slideType: 'H&E', images: [image('b1')] }],
  },
]);

describe('flattenCaseImages', () => {
  const list = flattenCaseImages(CASE);

  it('lists every image in order with its running index and positions', () => {
    expect(
      list.map((e) => [e.globalIndex, e.specimenId, e.subsectionId, e.imageIndex, e.fileContent]),
    ).toEqual([
      [0, 'S1', 'A1', 0, 'b1'],
      [1, 'S1', 'A1', 1, 'b2'],
      [2, 'S1', 'A2', 0, 'b3'],
      [3, 'S2', 'B1', 0, 'b1'],
    ]);
    expect(list[2]).toMatchObject({ specimenIndex: 0, subsectionIndex: 1 });
  });

  it('titles groups with id, type and the optional site or stain in brackets', () => {
    expect(list[0]!.displayInfo).toEqual({
      specimenTitle: 'S1, Biopsy (Colon)',
      subsectionTitle: 'A1, H&E',
      slideTitle: 'A1 - b1.svs',
      slideSource: null,
    });
    expect(list[2]!.displayInfo.subsectionTitle).toBe('A2, IHC (CK7)');
    expect(list[3]!.displayInfo.specimenTitle).toBe('S2, Resection');
  });

  it('knows each neighbour, and which one starts another specimen', () => {
    expect(list[0]!.navigation).toMatchObject({
      hasPrevious: false,
      previousIndex: null,
      hasNext: true,
      nextIndex: 1,
      nextIsNewSpecimen: false,
      isFirstInSpecimen: true,
      isFirstInSubsection: true,
      isLastInSubsection: false,
    });
    expect(list[2]!.navigation).toMatchObject({
      nextIsNewSpecimen: true,
      isLastInSpecimen: true,
      isFirstInSubsection: true,
      isLastInSubsection: true,
      nextSpecimenId: 'S2',
      previousSpecimenId: 'S1',
    });
    expect(list[3]!.navigation).toMatchObject({
      hasNext: false,
      nextIndex: null,
      previousIsNewSpecimen: true,
      isFirstInSpecimen: true,
      isLastInSpecimen: true,
    });
  });

  it('gives an empty list for a case without a slides array (spec 5)', () => {
    expect(flattenCaseImages({ caseID: 'x' })).toEqual([]);
    expect(flattenCaseImages({ caseID: 'x', slides: null })).toEqual([]);
    expect(flattenCaseImages(null)).toEqual([]);
    expect(flattenCaseImages({ caseID: 'x', slides: [{ specimenID: 'S1' }] })).toEqual([]);
  });

  it('falls back from specimen id to id to a positional name, and from display id to id to a composed name', () => {
    const list = flattenCaseImages({
      caseID: 'x',
      slides: [
        { id: 'legacy-7', subsections: [{ id: 'blk-1', images: [image('a')] }] },
        { subsections: [{ images: [image('b')] }, { displayId: ' ', images: [image('c')] }] },
      ],
    });
    expect(list.map((e) => [e.specimenId, e.subsectionId])).toEqual([
      ['legacy-7', 'blk-1'],
      ['Specimen 2', 'Specimen 2-1'],
      ['Specimen 2', 'Specimen 2-2'],
    ]);
  });

  it('keeps an image without a file reference, with a null blob id', () => {
    const list = flattenCaseImages({
      caseID: 'x',
      slides: [{ subsections: [{ images: [{ fileName: 'a.svs' }] }] }],
    });
    expect(list[0]!.fileContent).toBeNull();
    expect(blobIdsOf(list)).toEqual([]);
  });

  it('says which slides are read from the image archive, with the accession number when known', () => {
    const list = flattenCaseImages({
      caseID: 'x',
      slides: [
        {
          subsections: [
            {
              images: [
                { fileName: 'a', fileContent: 'a', archiveSeries: { accessionNumber: 'ACC-7' } },
                { fileName: 'b', fileContent: 'b', archiveSeries: { accessionNumber: null } },
                { fileName: 'c.svs', fileContent: 'c', archiveSeries: null },
              ],
            },
          ],
        },
      ],
    });
    expect(list.map((item) => item.displayInfo.slideSource)).toEqual([
      'From the image archive (accession ACC-7)',
      'From the image archive',
      null,
    ]);
  });
});

describe('slideTitle', () => {
  it('joins the display id or id with the file name or title', () => {
    expect(slideTitle({ displayId: 'A1' }, { fileName: 'x.svs' })).toBe('A1 - x.svs');
    expect(slideTitle({ id: 'S1-B1' }, { title: 'Scan 3' })).toBe('S1-B1 - Scan 3');
    expect(slideTitle({ displayId: 'A1' }, {})).toBe('A1');
    expect(slideTitle(null, { fileName: 'x.svs' })).toBe('x.svs');
  });

  it("falls back to 'Unknown Slide'", () => {
    expect(slideTitle(null, null)).toBe(UNKNOWN_SLIDE);
    expect(slideTitle({ displayId: '' }, { fileName: '  ' })).toBe('Unknown Slide');
  });
});

describe('navigationAt (spec 4.4)', () => {
  const list = flattenCaseImages(CASE);

  it('gives the current image and both neighbours with their flags', () => {
    const view = navigationAt(list, 2)!;
    expect(view.current?.globalIndex).toBe(2);
    expect(view.total).toBe(4);
    expect(view.next).toEqual({ available: true, index: 3, isNewSpecimen: true });
    expect(view.previous).toEqual({ available: true, index: 1, isNewSpecimen: false });
  });

  it('marks a missing neighbour unavailable at either end', () => {
    expect(navigationAt(list, 0)!.previous).toEqual({ available: false, index: null, isNewSpecimen: false });
    expect(navigationAt(list, 3)!.next.available).toBe(false);
  });

  it('gives nothing for an out-of-range index', () => {
    expect(navigationAt(list, -1)).toBeNull();
    expect(navigationAt(list, 4)).toBeNull();
    expect(navigationAt(list, 1.5)).toBeNull();
  });

  it('gives total zero and no neighbours for an empty case', () => {
    expect(navigationAt([], 0)).toEqual({
      current: null,
      total: 0,
      next: { available: false, index: null, isNewSpecimen: false },
      previous: { available: false, index: null, isNewSpecimen: false },
    });
  });
});

describe('texts', () => {
  it("reads 'N of total' and 'Moving to Specimen {id}'", () => {
    expect(counterText(0, 4)).toBe('1 of 4');
    expect(counterText(0, 0)).toBe('0 of 0');
    expect(movingToSpecimen('S2')).toBe('Moving to Specimen S2');
  });

  it('builds the patient banner: name and record, then birth date, gender, race', () => {
    expect(patientBanner(CASE)).toEqual({
      identity: 'Lovelace, Ada · RCH-2026-0001',
      details: ['12/10/1815', 'Female'],
    });
    expect(patientBanner({ caseID: 'case-9' })).toEqual({ identity: 'case-9', details: [] });
  });

  it('lists each blob id once, in order', () => {
    expect(blobIdsOf(flattenCaseImages(CASE))).toEqual(['b1', 'b2', 'b3']);
  });
});
