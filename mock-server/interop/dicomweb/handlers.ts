/**
 * testDicomWebEndpoint (decision 163): a one-study QIDO-RS search of the facility's saved DICOMweb endpoint,
 * answered as a sentence. The facility roles only, their own facility only; one test at a time per facility, as
 * the HL7 test message is, so a facility cannot hold many connections open to a slow archive. searchImageArchive
 * (decision 164): the same facility's archive searched for slide studies, a few searches at a time per facility.
 */
import { myFacility } from '../../accounts/handlers';
import { fail, ok, operation } from '../../http/operation';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { ARCHIVE_SEARCH_MESSAGES } from './archive-rows';
import { facilityArchive, searchArchive, type SearchResult } from './archive-search';
import { seriesPlaces } from '../../slides/archive-places';
import { qidoLimits, qidoStudies } from './qido';
import { dicomWebTestResult } from './test-result';

const testing = new Set<string>();

/** Searches of its archive a facility may have waiting at once (decision 164): a few connections, never many. */
export const SEARCHES_AT_ONCE = 2;
const searching = new Map<string, number>();

/** Each series found with the blocks of the facility's own cases already holding it (decision 175). */
function withPlaces(facilityId: string, result: SearchResult): SearchResult {
  const uids = new Set(result.studies.flatMap((study) => study.series.map((s) => s.seriesInstanceUid)));
  const places = seriesPlaces(facilityId, uids);
  return {
    ...result,
    studies: result.studies.map((study) => ({
      ...study,
      series: study.series.map((s) => {
        const attachedTo = places.get(s.seriesInstanceUid);
        return attachedTo ? { ...s, attachedTo } : s;
      }),
    })),
  };
}

export const dicomWebHandlers = [
  operation('testDicomWebEndpoint', async ({ auth }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const endpoint = db.facilityInterfaces.findFirst((q) => q.where({ facilityId: facility.id }))?.dicomweb;
    if (!endpoint) return fail(409, 'Save the image archive’s DICOMweb address first.');
    const limits = qidoLimits();
    if (testing.has(facility.id)) {
      return fail(
        409,
        `A test of the image archive is already waiting for its answer: wait for it (at most ${(limits.timeoutMs * 2) / 1000} seconds), then test again.`,
      );
    }
    testing.add(facility.id);
    try {
      const testedAt = clockNow().toISOString();
      const outcome = await qidoStudies(endpoint, { limit: '1' }, limits);
      return ok('testDicomWebEndpoint', { ...dicomWebTestResult(outcome, limits.maxBytes), testedAt });
    } finally {
      testing.delete(facility.id);
    }
  }),

  operation('searchImageArchive', async ({ auth, query }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    if (!query.accessionNumber && !query.patientId && !query.studyDate)
      return fail(422, ARCHIVE_SEARCH_MESSAGES.noCriterion, {
        fieldErrors: { query: [ARCHIVE_SEARCH_MESSAGES.noCriterion] },
      });
    const endpoint = facilityArchive(facility.id);
    if (!endpoint) return fail(409, ARCHIVE_SEARCH_MESSAGES.notSet);
    const waiting = searching.get(facility.id) ?? 0;
    if (waiting >= SEARCHES_AT_ONCE)
      return fail(
        429,
        'Searches of your image archive are still waiting for its answer: wait for them, then search again.',
        {
          headers: { 'Retry-After': '10' },
        },
      );
    searching.set(facility.id, waiting + 1);
    try {
      const answer = await searchArchive(endpoint, query);
      return answer.ok
        ? ok('searchImageArchive', withPlaces(facility.id, answer.result))
        : fail(answer.status, answer.message);
    } finally {
      const left = (searching.get(facility.id) ?? 1) - 1;
      if (left) searching.set(facility.id, left);
      else searching.delete(facility.id);
    }
  }),
];
