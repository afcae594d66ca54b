/**
 * testDicomWebEndpoint (decision 163): a one-study QIDO-RS search of the facility's saved DICOMweb endpoint,
 * answered as a sentence. The facility roles only, their own facility only; one test at a time per facility, as
 * the HL7 test message is, so a facility cannot hold many connections open to a slow archive.
 */
import { myFacility } from '../../accounts/handlers';
import { fail, ok, operation } from '../../http/operation';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { qidoLimits, qidoStudies } from './qido';
import { dicomWebTestResult } from './test-result';

const testing = new Set<string>();

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
];
