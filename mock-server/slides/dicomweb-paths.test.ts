/** Which reads the signed DICOMweb root forwards (decision 157): the rule alone, on generated paths. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from './archive-config';
import { archiveAccept, archiveRead, isDicomUid, MAX_FRAMES } from './dicomweb-paths';

const series = {
  studyInstanceUid: '1.2.826.0.1.3680043.8.498.10',
  seriesInstanceUid: '1.2.826.0.1.3680043.8.498.11',
};
const root = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}`;
const read = (rest: string, query = '', accept?: string) =>
  archiveRead(rest, new URLSearchParams(query), accept, series, ARCHIVE_LIMITS);
const uid = fc
  .array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join('.'));

describe('the reads of one series', () => {
  it('forwards the series metadata, its instances, frames and rendered images, rebuilt as asked', () => {
    expect(read(`${root}/metadata`)).toEqual({
      kind: 'metadata',
      path: `${root}/metadata`,
      accept: 'application/dicom+json',
      maxBytes: ARCHIVE_LIMITS.metadataBytes,
      immutable: false,
    });
    expect(read(`${root}/instances`, 'limit=2&offset=4&PatientName=*&includefield=all')?.path).toBe(
      `${root}/instances?limit=2&offset=4&includefield=all`,
    );
    expect(read(`${root}/instances/1.2.3/frames/1,2,3`)).toMatchObject({
      kind: 'frames',
      path: `${root}/instances/1.2.3/frames/1,2,3`,
      accept: 'multipart/related; type="application/octet-stream"; transfer-syntax=*',
      maxBytes: 3 * ARCHIVE_LIMITS.frameBytes,
      immutable: true,
    });
    expect(read(`${root}/instances/1.2.3/thumbnail`, 'viewport=64,64&window=1')?.path).toBe(
      `${root}/instances/1.2.3/thumbnail?viewport=64%2C64`,
    );
  });

  it('forwards no other path, whatever study, series or UID it names', () => {
    const segment = fc.oneof(
      uid,
      fc.constantFrom(
        series.studyInstanceUid,
        series.seriesInstanceUid,
        ...['studies', 'series', 'instances', 'frames', 'metadata', 'rendered', '..', '.', '', '1,2', '%2F'],
      ),
    );
    fc.assert(
      // Half the paths start at the series, so the rule's own reads are reached too.
      fc.property(fc.boolean(), fc.array(segment, { maxLength: 9 }), (atSeries, parts) => {
        const rest = `${atSeries ? root : ''}/${parts.join('/')}`;
        const answer = read(rest);
        if (!answer) return;
        // Only the record's study and series, the path forwarded is the path asked, and no segment is empty or
        // a dot segment.
        expect(rest.startsWith(`${root}/`)).toBe(true);
        expect(answer.path).toBe(rest);
        expect(rest.split('/').filter((part) => ['', '.', '..', '%2F'].includes(part))).toEqual(['']);
      }),
    );
    for (const rest of [
      `/studies/1.2/series/${series.seriesInstanceUid}/metadata`,
      `/studies/${series.studyInstanceUid}/series/1.2/metadata`,
      `${root}/metadata/`,
      `${root}//metadata`,
      `${root}/instances/1.2.3/frames/0`,
      `${root}/instances/1.2.3/frames/1,`,
      `${root}/instances/1.2.3/frames/${Array.from({ length: MAX_FRAMES + 1 }, (_, i) => i + 1).join(',')}`,
      `${root}/instances/1.2.3/bulkdata`,
      `${root}/instances/1.2%2F3/frames/1`,
      `${root}/instances/${'1'.repeat(65)}/frames/1`,
      `${root}/rendered`,
    ])
      expect(read(rest), rest).toBeNull();
  });

  it('takes a UID of digits and dots, 1 to 64 characters, and nothing else', () => {
    fc.assert(
      fc.property(uid, (text) => {
        expect(isDicomUid(text)).toBe(text.length <= 64);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (text) => {
        if (isDicomUid(text)) expect(text).toMatch(/^[0-9.]{1,64}$/);
      }),
    );
  });
});

describe('the Accept header passed on', () => {
  it('keeps the media types the read answers in, with their parameters', () => {
    const frames = 'multipart/related; type="image/jpeg"; transfer-syntax=1.2.840.10008.1.2.4.50';
    expect(archiveAccept('frames', `${frames}, text/html`)).toBe(frames);
    expect(archiveAccept('metadata', 'application/json, application/dicom+json;q=0.9')).toBe(
      'application/dicom+json;q=0.9',
    );
  });

  it('asks for the read’s own type when the request names none of them, or only malformed ones', () => {
    expect(archiveAccept('metadata', undefined)).toBe('application/dicom+json');
    expect(archiveAccept('metadata', '*/*')).toBe('application/dicom+json');
    expect(archiveAccept('rendered', 'image/jpeg; q=0.9\r\nX-Evil: 1')).toBe('image/jpeg');
    expect(archiveAccept('frames', 'image/jpeg')).toBe(
      'multipart/related; type="application/octet-stream"; transfer-syntax=*',
    );
  });
});
