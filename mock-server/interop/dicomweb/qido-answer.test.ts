/** The QIDO-RS answer rules (decision 163) and the test's sentences, as pure functions, with properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDicomJsonDataset, readQidoAnswer } from './qido-answer';
import { qidoUrl } from './qido';
import { dicomWebTestResult } from './test-result';

const bytes = (text: string) => new TextEncoder().encode(text);
const answer = (status: number, contentType: string | undefined, body = '', tooLarge = false) =>
  readQidoAnswer({ status, contentType, body: bytes(body), tooLarge });

const STUDY = { '0020000D': { vr: 'UI', Value: ['1.2.3'] }, '00100010': { vr: 'PN' } };

const tag = fc.stringMatching(/^[0-9A-F]{8}$/);
const vr = fc.constantFrom('UI', 'PN', 'DA', 'LO', 'SQ', 'IS');
const dataset = fc.dictionary(tag, fc.record({ vr, Value: fc.array(fc.string(), { maxLength: 2 }) }), {
  maxKeys: 6,
});

describe('a QIDO-RS answer', () => {
  it('DICOM JSON (either media type, with parameters) is a match; 204 is no match', () => {
    expect(answer(200, 'application/dicom+json', JSON.stringify([STUDY]))).toEqual({
      kind: 'matches',
      status: 200,
      datasets: [STUDY],
    });
    expect(answer(200, 'Application/JSON; charset=utf-8', '[]')).toMatchObject({
      kind: 'matches',
      datasets: [],
    });
    expect(answer(204, undefined)).toMatchObject({ kind: 'matches', datasets: [] });
  });

  it('anything else at 200 is not DICOMweb: a page, JSON of another shape, too many bytes', () => {
    expect(answer(200, 'text/html', '<html></html>')).toMatchObject({ why: 'media-type' });
    expect(answer(200, 'application/json', '{"studies":[]}')).toMatchObject({ why: 'not-dicom-json' });
    expect(answer(200, 'application/json', '[{"PatientName":"x"}]')).toMatchObject({ why: 'not-dicom-json' });
    expect(answer(200, 'application/json', '[{')).toMatchObject({ why: 'not-dicom-json' });
    expect(answer(200, 'application/dicom+json', '', true)).toMatchObject({ why: 'too-large' });
  });

  it('a redirect is reported, never followed; other statuses are the archive refusing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.string(), (status, body) => {
        const judged = answer(status, 'application/dicom+json', body);
        if (status === 200 || status === 204) {
          // Not returned: fast-check reads a returned Assertion as a failed property.
          expect(judged.kind).not.toBe('http-error');
          return;
        }
        expect(judged).toEqual(
          status >= 300 && status < 400 ? { kind: 'redirect', status } : { kind: 'http-error', status },
        );
      }),
      {
        examples: [
          [200, ''],
          [204, ''],
        ],
      },
    );
  });

  it('every array of DICOM JSON data sets is matched as such, whatever their tags and values', () => {
    fc.assert(
      fc.property(fc.array(dataset, { maxLength: 3 }), (sets) => {
        expect(sets.every(isDicomJsonDataset)).toBe(true);
        expect(answer(200, 'application/dicom+json', JSON.stringify(sets))).toEqual({
          kind: 'matches',
          status: 200,
          datasets: sets,
        });
      }),
    );
  });

  it('the search URL keeps the base path, drops its trailing slashes and encodes the query', () => {
    expect(qidoUrl('https://pacs.example.org/dicom-web//', 'studies', { limit: '1' })).toBe(
      'https://pacs.example.org/dicom-web/studies?limit=1',
    );
    expect(qidoUrl('https://pacs.example.org/dw', 'studies', { PatientID: 'A B&C' })).toBe(
      'https://pacs.example.org/dw/studies?PatientID=A+B%26C',
    );
  });
});

describe('the test’s sentence', () => {
  it('never carries what the archive wrote, and fits the contract', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.string(), fc.string(), (status, type, body) => {
        // Marked, so the archive's text is told apart from a sentence's own words.
        const written = `§${body}§`;
        const result = dicomWebTestResult(answer(status, type, written), 256 * 1024);
        expect(result.sentence.length).toBeLessThanOrEqual(500);
        expect(result.sentence).not.toContain('§');
      }),
    );
  });

  it('says how many studies were seen, and the bound of an oversized answer', () => {
    expect(dicomWebTestResult({ kind: 'matches', status: 204, datasets: [] }, 1024)).toEqual({
      outcome: 'reached',
      sentence:
        'Connected: the image archive answered as a DICOMweb service (no studies seen: it may be empty, or hold none PathBridge may see).',
      studiesSeen: 0,
      httpStatus: 204,
    });
    expect(
      dicomWebTestResult({ kind: 'not-dicomweb', status: 200, why: 'too-large' }, 256 * 1024).sentence,
    ).toBe(
      'Something answered at this address with more than 256 KiB to a one-study search, which a DICOMweb service does not: check that it is the archive’s DICOMweb address (it often ends in /dicom-web or /dicomweb).',
    );
  });
});
