/** The archive search's pure rules (decision 164): the query as QIDO-RS, DICOM JSON as rows, failures as statuses. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import {
  ARCHIVE_SEARCH_MESSAGES,
  isoDate,
  rowsOf,
  searchFailure,
  seriesFileName,
  seriesRow,
  studyQuery,
  studyRow,
} from './archive-rows';
import type { DicomJsonDataset } from './qido-answer';

const uid = fc
  .array(fc.integer({ min: 0, max: 99999 }), { minLength: 2, maxLength: 8 })
  .map((parts) => parts.join('.'));
const anyValue = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null), uid);
const dataset = fc.dictionary(
  fc.constantFrom(
    '0020000D',
    '0020000E',
    '00080050',
    '00100020',
    '00080020',
    '00081030',
    '0008103E',
    '00080060',
    '00201209',
  ),
  fc.record({
    vr: fc.constantFrom('UI', 'SH', 'LO', 'DA', 'CS', 'IS'),
    Value: fc.array(anyValue, { maxLength: 2 }),
  }),
) as fc.Arbitrary<DicomJsonDataset>;

describe('the search of a facility’s archive', () => {
  it('asks for slide studies only, one more than answered, the date as DICOM’s DA', () => {
    expect(studyQuery({ accessionNumber: 'A-1', studyDate: '2026-11-20' })).toEqual({
      AccessionNumber: 'A-1',
      StudyDate: '20261120',
      ModalitiesInStudy: 'SM',
      limit: '21',
      includefield: '00081030',
    });
  });

  it('turns any DICOM JSON into rows the contract accepts, or leaves them out', () => {
    fc.assert(
      fc.property(dataset, (d) => {
        const study = studyRow(d);
        if (study) expect(schemas.zImageArchiveStudy.safeParse({ ...study, series: [] }).success).toBe(true);
        const series = seriesRow(d);
        if (series) {
          expect(schemas.zImageArchiveSeries.safeParse(series).success).toBe(true);
          expect(seriesFileName(series).length).toBeLessThanOrEqual(255);
        }
      }),
    );
  });

  it('reads a study and a series as the archive names them', () => {
    const study = {
      '0020000D': { vr: 'UI', Value: ['1.2.3'] },
      '00080050': { vr: 'SH', Value: ['A-1'] },
      '00080020': { vr: 'DA', Value: ['20260230'] },
    };
    expect(studyRow(study)).toEqual({
      studyInstanceUid: '1.2.3',
      accessionNumber: 'A-1',
      patientId: null,
      studyDate: null,
      description: null,
    });
    expect(
      seriesRow({ '0020000E': { vr: 'UI', Value: ['1.2.4'] }, '00201209': { vr: 'IS', Value: ['7'] } }),
    ).toEqual({
      seriesInstanceUid: '1.2.4',
      description: null,
      instanceCount: 7,
    });
    // A series of another modality is no slide, whatever the archive did with the filter.
    expect(
      seriesRow({ '0020000E': { vr: 'UI', Value: ['1.2.4'] }, '00080060': { vr: 'CS', Value: ['CT'] } }),
    ).toBeNull();
    expect(seriesFileName({ seriesInstanceUid: '1.2.44', description: null, instanceCount: null })).toBe(
      'Archive series 44',
    );
  });

  it('keeps each UID once and says when more matched than answered', () => {
    fc.assert(
      fc.property(fc.array(uid, { maxLength: 30 }), fc.integer({ min: 1, max: 25 }), (uids, max) => {
        const { rows, more } = rowsOf(
          uids.map((u) => ({ '0020000D': { vr: 'UI', Value: [u] } })),
          studyRow,
          (s) => s.studyInstanceUid,
          max,
        );
        const distinct = new Set(uids).size;
        expect(rows.length).toBe(Math.min(distinct, max));
        expect(more).toBe(distinct > max);
      }),
    );
  });

  it('reads a DA only when it is a calendar date', () => {
    expect(isoDate('20240229')).toBe('2024-02-29');
    expect(isoDate('20230229')).toBeNull();
    expect(isoDate('2024-02-29')).toBeNull();
  });

  it('answers failures with the test’s sentences as 409, 502 and 504', () => {
    expect(searchFailure({ kind: 'timed-out', timeoutMs: 10_000 }).status).toBe(504);
    expect(searchFailure({ kind: 'not-allowed', refusal: 'No.' })).toEqual({
      status: 409,
      message: 'No.',
      transient: false,
    });
    expect(searchFailure({ kind: 'not-dicomweb', status: 200, why: 'media-type' })).toEqual({
      status: 502,
      message: ARCHIVE_SEARCH_MESSAGES.notDicomWeb,
      transient: false,
    });
    expect(searchFailure({ kind: 'http-error', status: 401 }).message).toContain('HTTP 401 Unauthorized');
  });
});
